import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '@common/schemas';
import { CancelBookingDialog } from './cancel-booking-dialog';

// Only the fields the dialog reads; the rest of a booking does not change what it says.
const booking = { id: 'bk1', packageName: 'Garden Elopement', eventDate: '2027-06-12', paidTotal: 500 } as Booking & { id: string };

function renderDialog(onConfirm: (id: string) => Promise<void>) {
  const onClose = vi.fn();
  const onCancelled = vi.fn();
  render(<CancelBookingDialog booking={booking} onClose={onClose} onConfirm={onConfirm} onCancelled={onCancelled} />);
  return { onClose, onCancelled, dialog: screen.getByRole('dialog', { name: 'Cancel this booking?' }) };
}

describe('CancelBookingDialog', () => {
  it('names the booking and the refund, cancels it, tells the page and closes', async () => {
    const onConfirm = vi.fn(async () => {});
    const { onClose, onCancelled, dialog } = renderDialog(onConfirm);
    expect(dialog).toHaveTextContent('Garden Elopement');
    expect(dialog).toHaveTextContent('The $500 you paid is refunded under our payment policy.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledWith('bk1');
    expect(onCancelled).toHaveBeenCalledWith(booking);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the booking on "Keep booking", and stays open with a customer’s wording when cancelling fails', async () => {
    const { onClose, onCancelled } = renderDialog(async () => {
      throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The studio couldn't accept this cancellation/);
    expect(onCancelled).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
