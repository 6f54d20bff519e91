import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioSettings } from '@common/schemas/settings';
import { renderWithSession } from '@/testing/render';
import { testStudio } from '@/testing/studio';
import type { BookablePackage } from './bookable-package';
import { BookingForm } from './booking-form';
import { catalogueChoice, type BookingValues } from './booking-form-schema';

const image = { src: '/x.jpg', width: 800, height: 600, alt: '' };
const packages: BookablePackage[] = [
  catalogueChoice(
    { id: 'p1', name: 'Signature Wedding', price: 4200, category: 'Weddings', duration: '8 hours', summary: 'All day.', image },
    30,
  ),
  catalogueChoice(
    { id: 'p2', name: 'Portrait Session', price: 450, category: 'Portraits', duration: '1 hour', summary: 'Studio.', image },
    30,
  ),
];
const defaults: Partial<BookingValues> = {
  packageId: '',
  eventDate: '',
  venue: '',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 415 555 0100',
  notes: '',
};

type Setup = { onSubmit?: () => Promise<string>; start?: Partial<BookingValues>; takenDays?: string[]; studio?: StudioSettings | null };
function setup({ onSubmit = vi.fn(async () => 'booking-1'), start = defaults, takenDays, studio }: Setup = {}) {
  const onDone = vi.fn();
  const props = { packages, defaultValues: start, onSubmit, onDone, today: '2026-11-22' };
  const view = renderWithSession(<BookingForm {...props} takenDays={takenDays} />, { studio });
  const rerender = (taken: string[]) => view.rerender(<BookingForm {...props} takenDays={taken} />);
  return { onSubmit, onDone, rerender, user: userEvent.setup() };
}

const heading = (name: string) => screen.findByRole('heading', { name });
const pressContinue = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Continue' }));

async function fillEvent(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Type of event'), 'Wedding');
  fireEvent.change(screen.getByLabelText('Event date'), { target: { value: '2027-05-15' } });
  await user.type(screen.getByLabelText('Venue'), 'Palace of Fine Arts');
  await user.type(screen.getByLabelText('Number of guests'), '120');
}

async function fillToReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /Signature Wedding/ }));
  await pressContinue(user);
  await heading('Your event');
  await fillEvent(user);
  await pressContinue(user);
  await heading('Contact & payment');
  await user.click(screen.getByRole('radio', { name: /Cash at the studio/ }));
  await pressContinue(user);
  await heading('Review');
}

describe('BookingForm steps', () => {
  it('will not leave a step with missing answers, says what is missing and puts the cursor there', async () => {
    const { user } = setup();
    await pressContinue(user);
    expect(await screen.findByText('Choose a package to book.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Package' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Signature Wedding/ })).toHaveFocus());
  });

  it('checks each step’s own fields: the event step names its four, and nothing of the next step', async () => {
    const { user } = setup({ start: { ...defaults, packageId: 'p1', phone: '' } });
    await heading('Your event');
    await pressContinue(user);
    expect(await screen.findByText('Choose the kind of event.')).toBeInTheDocument();
    expect(screen.getByText('Pick the date of your event.')).toBeInTheDocument();
    expect(screen.getByText('Tell us where the event takes place.')).toBeInTheDocument();
    expect(screen.getByText('Enter the number of guests (1 to 2000).')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Type of event')).toHaveFocus());

    // The empty phone belongs to the next step: it neither holds this one back nor shows here.
    await fillEvent(user);
    await pressContinue(user);
    await heading('Contact & payment');
    expect(screen.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    await pressContinue(user);
    expect(await screen.findByText('Choose how you would like to pay.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Enter a phone number with 7 to 30 digits');
  });

  it('lets a message go as soon as its field is put right', async () => {
    const { user } = setup({ start: { ...defaults, packageId: 'p1' } });
    await heading('Your event');
    await pressContinue(user);
    await screen.findByText('Tell us where the event takes place.');
    await user.type(screen.getByLabelText('Venue'), 'Palace of Fine Arts');
    await waitFor(() => expect(screen.queryByText('Tell us where the event takes place.')).toBeNull());
    expect(screen.getByText('Choose the kind of event.')).toBeInTheDocument();
  });

  it('refuses an event date that is not in the future', async () => {
    const { user } = setup({ start: { ...defaults, packageId: 'p1' } });
    fireEvent.change(await screen.findByLabelText('Event date'), { target: { value: '2026-11-22' } });
    await pressContinue(user);
    expect(await screen.findByText('Choose a date from tomorrow onwards.')).toBeInTheDocument();
  });

  it('goes back to edit a part from the review, answers kept', async () => {
    const { user } = setup();
    await fillToReview(user);
    await user.click(screen.getByRole('button', { name: 'Edit your event' }));
    expect(await screen.findByLabelText('Venue')).toHaveValue('Palace of Fine Arts');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your event' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(await screen.findByRole('radio', { name: /Signature Wedding/ })).toBeChecked();
  });
});

describe('BookingForm cash option', () => {
  async function toPayment(studio: StudioSettings | null) {
    const { user } = setup({ start: { ...defaults, packageId: 'p1' }, studio });
    await heading('Your event');
    await fillEvent(user);
    await pressContinue(user);
    await heading('Contact & payment');
    // The cash card: its radio's label, which holds the detail.
    return screen.getByRole('radio', { name: /Cash at the studio/ }).closest('label')!;
  }

  it('says where to pay from the studio’s address in its settings', async () => {
    const cash = await toPayment(testStudio({ address: '12 Harbour Street,\nLeith, Edinburgh EH6 6QW' }));
    expect(
      within(cash).getByText(
        'Pay the deposit in person at the studio, 12 Harbour Street, Leith, Edinburgh EH6 6QW; we hand you a signed receipt.',
      ),
    ).toBeVisible();
  });

  it('names no place while the studio has no settings', async () => {
    const cash = await toPayment(null);
    expect(within(cash).getByText('Pay the deposit in person at the studio; we hand you a signed receipt.')).toBeVisible();
  });
});

describe('BookingForm send', () => {
  it('walks through the steps, shows the deposit and sends the booking once', async () => {
    const { user, onSubmit, onDone } = setup();
    await fillToReview(user);
    expect(screen.getByText('$1,260, after we confirm')).toBeInTheDocument(); // 30% of $4,200
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
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSubmit = vi.fn(async (): Promise<string> => {
      throw Object.assign(new Error('offline'), { code: 'unavailable' });
    });
    const { user, onDone } = setup({ onSubmit });
    await fillToReview(user);
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByText(/couldn't reach the studio/)).toBeInTheDocument();
    expect(screen.getByText('Palace of Fine Arts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Edit your event' }));
    await heading('Your event');
    expect(screen.queryByText(/couldn't reach the studio/)).toBeNull(); // not while editing an earlier step
  });

  it('sends the person back to a day taken while they were on the review', async () => {
    const { user, onSubmit, rerender } = setup();
    await fillToReview(user);
    rerender(['2027-05-15']); // confirmed for someone else meanwhile (the taken days are live)
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByText('That date is already booked. Please choose another day.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your event' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Event date')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a custom package with its own deposit, and shows that one', async () => {
    const custom: BookablePackage = {
      ...packages[0],
      id: 'c1',
      name: 'Garden Elopement',
      price: 1850,
      deposit: 500,
      depositPercent: undefined,
    };
    const onSubmit = vi.fn(async () => 'booking-2');
    renderWithSession(
      <BookingForm
        packages={[custom]}
        defaultValues={{ ...defaults, packageId: 'c1' }}
        onSubmit={onSubmit}
        onDone={vi.fn()}
        today="2026-11-22"
      />,
    );
    const user = userEvent.setup();
    await heading('Your event');
    await user.selectOptions(screen.getByLabelText('Type of event'), 'Portrait');
    fireEvent.change(screen.getByLabelText('Event date'), { target: { value: '2027-05-15' } });
    await user.type(screen.getByLabelText('Venue'), 'Conservatory of Flowers');
    await user.type(screen.getByLabelText('Number of guests'), '2');
    await pressContinue(user);
    await user.click(await screen.findByRole('radio', { name: /Cash at the studio/ }));
    await pressContinue(user);
    await heading('Review');
    expect(screen.getByText('$500, after we confirm')).toBeInTheDocument();
    expect(screen.queryByText(/\$555/)).not.toBeInTheDocument(); // 30% of $1,850
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ packagePrice: 1850, packageDeposit: 500 })));
  });
});
