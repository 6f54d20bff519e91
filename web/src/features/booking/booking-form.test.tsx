import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '@/testing/render';
import type { BookablePackage } from './bookable-package';
import { BookingForm } from './booking-form';
import type { BookingDraft } from './booking-machine';

const image = { src: '/x.jpg', width: 800, height: 600, alt: '' };
const packages: BookablePackage[] = [
  { id: 'p1', name: 'Signature Wedding', price: 4200, category: 'Weddings', duration: '8 hours', summary: 'All day.', image },
  { id: 'p2', name: 'Portrait Session', price: 450, category: 'Portraits', duration: '1 hour', summary: 'Studio.', image },
];
const draft: BookingDraft = {
  packageId: '',
  eventType: '',
  eventDate: '',
  venue: '',
  guestCount: '',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 415 555 0100',
  notes: '',
  paymentMethod: '',
};

function setup(onSubmit = vi.fn(async () => 'booking-1'), initial = draft) {
  const onDone = vi.fn();
  renderWithSession(<BookingForm packages={packages} initialDraft={initial} onSubmit={onSubmit} onDone={onDone} today="2026-11-22" />);
  return { onSubmit, onDone, user: userEvent.setup() };
}

async function fillToReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /Signature Wedding/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.selectOptions(screen.getByLabelText('Type of event'), 'Wedding');
  fireEvent.change(screen.getByLabelText('Event date'), { target: { value: '2027-05-15' } });
  await user.type(screen.getByLabelText('Venue'), 'Palace of Fine Arts');
  await user.type(screen.getByLabelText('Number of guests'), '120');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('radio', { name: /Cash at the studio/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Review' });
}

describe('BookingForm', () => {
  it('will not leave a step with missing answers and says what is missing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a package to book.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Package' })).toBeInTheDocument();
  });

  it('refuses an event date that is not in the future', async () => {
    const { user } = setup(undefined, { ...draft, packageId: 'p1' });
    fireEvent.change(screen.getByLabelText('Event date'), { target: { value: '2026-11-22' } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a date from tomorrow onwards.')).toBeInTheDocument();
  });

  it('walks through the steps, shows the deposit and sends the booking once', async () => {
    const { user, onSubmit, onDone } = setup();
    await fillToReview(user);
    expect(screen.getByText('$1,260')).toBeInTheDocument(); // 30% of $4,200
    expect(screen.getByText('$2,940')).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Send booking request' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('booking-1'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        packageId: 'p1',
        packageName: 'Signature Wedding',
        packagePrice: 4200,
        packageDeposit: 1260,
        guestCount: 120,
        eventDate: '2027-05-15',
        paymentMethod: 'cash',
      }),
    );
  });

  it('keeps every answer and explains the problem when sending fails', async () => {
    const onSubmit = vi.fn(async (): Promise<string> => {
      throw Object.assign(new Error('offline'), { code: 'unavailable' });
    });
    const { user, onDone } = setup(onSubmit);
    await fillToReview(user);
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByText(/couldn't reach the studio/)).toBeInTheDocument();
    expect(screen.getByText('Palace of Fine Arts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends a custom package with its own deposit, and shows that one', async () => {
    const custom: BookablePackage = { ...packages[0], id: 'c1', name: 'Garden Elopement', price: 1850, deposit: 500 };
    const onSubmit = vi.fn(async () => 'booking-2');
    renderWithSession(
      <BookingForm
        packages={[custom]}
        initialDraft={{ ...draft, packageId: 'c1' }}
        onSubmit={onSubmit}
        onDone={vi.fn()}
        today="2026-11-22"
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.selectOptions(screen.getByLabelText('Type of event'), 'Portrait');
    fireEvent.change(screen.getByLabelText('Event date'), { target: { value: '2027-05-15' } });
    await user.type(screen.getByLabelText('Venue'), 'Conservatory of Flowers');
    await user.type(screen.getByLabelText('Number of guests'), '2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: /Cash at the studio/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review' });
    expect(screen.getByText('$500, after we confirm')).toBeInTheDocument();
    expect(screen.queryByText(/\$555/)).not.toBeInTheDocument(); // 30% of $1,850
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ packagePrice: 1850, packageDeposit: 500 })));
  });

  it('goes back to edit a part from the review', async () => {
    const { user } = setup();
    await fillToReview(user);
    await user.click(screen.getByRole('button', { name: 'Edit your event' }));
    expect(await screen.findByLabelText('Venue')).toHaveValue('Palace of Fine Arts');
  });
});
