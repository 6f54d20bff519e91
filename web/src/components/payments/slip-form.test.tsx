import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addUtcDays, studioToday } from '@common/days';
import { SLIP_MAX_BYTES } from '@common/schemas';
import { renderWithSession } from '@/testing/render';
import { SlipForm } from './slip-form';

// The one slip form, as the gallery's extras use it (no amount: the server prices them) and with a
// slow send: a second click while the first is on its way sends nothing more. Its booking and
// session uses are booking-slips.test.tsx's and transfer-step.test.tsx's.

vi.mock('@/data/slips', () => ({ useNewSlipId: () => 'slip0000000000000042' }));

const png = (bytes = 4) => new File([new Uint8Array(bytes)], 'slip.png', { type: 'image/png' });
const sent: unknown[][] = [];
let release = () => {};

beforeEach(() => {
  sent.length = 0;
});

const form = (onSent = vi.fn(), onCancel?: () => void) =>
  renderWithSession(
    <SlipForm
      send={async (...args) => {
        sent.push(args);
        await new Promise<void>((resolve) => (release = resolve));
      }}
      onSent={onSent}
      onCancel={onCancel}
    />,
  );

describe('the slip form', () => {
  it('without an amount asked, shows no amount field, and refuses a day ahead of today or a file too large, by the field', async () => {
    form();
    expect(screen.queryByLabelText('Amount transferred')).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText(/The slip/), png(SLIP_MAX_BYTES + 1));
    fireEvent.change(screen.getByLabelText('Day of the transfer'), { target: { value: addUtcDays(studioToday(), 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Send the slip' }));
    const slipForm = screen.getByRole('form', { name: 'Send a transfer slip' });
    expect(slipForm).toHaveTextContent('The transfer date can’t be in the future.');
    expect(slipForm).toHaveTextContent(/The file is 5(\.0)? MB: send one under 5 MB\./);
    expect(screen.getByLabelText(/The slip/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('sends once under its one id, however often Send is pressed while it goes or after', async () => {
    const onSent = vi.fn();
    const onCancel = vi.fn();
    form(onSent, onCancel);
    const file = png();
    await userEvent.upload(screen.getByLabelText(/The slip/), file);
    await userEvent.click(screen.getByRole('button', { name: 'Send the slip' }));
    await userEvent.click(screen.getByRole('button', { name: /Send the slip|Sending/ }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([['slip0000000000000042', file, { amount: undefined, sentOn: studioToday(), note: '' }]]);
    await userEvent.click(screen.getByRole('button', { name: 'Send the slip' }));
    expect(sent).toHaveLength(1);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
