import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { BookingInput, CustomPackageLink } from '@common/schemas';
import type { WithId } from '@/data/collection';
import { OfflineFirebase } from '@/testing/offline-firebase';
import type { Customer } from '@/session/session';
import type { BookingValues } from './booking-form-schema';
import { CustomPackageBooking } from './custom-package-booking';

// The real component and its real start (starting values, id, taken days); the reads, the write and the
// multi-step form are stand-ins that show what the form was given.
const writes = vi.hoisted(() => [] as Array<{ id: string; uid: string; input: BookingInput }>);
vi.mock('@/data/users', () => ({ useOwnUserRecord: () => ({ status: 'success', data: null }) }));
vi.mock('@/data/calendar', () => ({ useUnavailableDays: () => ({ status: 'success', data: ['2027-06-12'] }) }));
vi.mock('@/data/booking-requests', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/booking-requests')>()),
  usePendingBookingsFull: () => ({ status: 'success', full: false }),
  useCreateBooking: () => async (id: string, uid: string, input: BookingInput) => void writes.push({ id, uid, input }),
}));
vi.mock('./booking-form', () => ({
  BookingForm: (props: {
    defaultValues: Partial<BookingValues>;
    takenDays?: string[];
    onSubmit: (input: BookingInput) => Promise<string>;
  }) => (
    <div>
      <p>Package: {props.defaultValues.packageId}</p>
      <p>Taken: {(props.takenDays ?? []).join(', ') || 'none'}</p>
      <button type="button" onClick={() => void props.onSubmit({ packageId: props.defaultValues.packageId } as BookingInput)}>
        Send booking request
      </button>
    </div>
  ),
}));

const customer: Customer = { id: 'uid-ada', name: 'Ada', email: 'ada@example.com', phone: '', role: 'customer' };
const link = {
  id: 'garden-link',
  slug: 'garden-link',
  customPackageId: 'cp1',
  packageName: 'Garden Elopement',
  price: 1850,
  deposit: 555,
} as WithId<CustomPackageLink>;

describe('CustomPackageBooking', () => {
  it('offers the custom package, shows the days already taken, and books against the link', async () => {
    render(
      <OfflineFirebase>
        <MemoryRouter>
          <CustomPackageBooking link={link} customer={customer} />
        </MemoryRouter>
      </OfflineFirebase>,
    );
    expect(screen.getByText('Taken: 2027-06-12')).toBeInTheDocument();
    const offerId = screen.getByText(/^Package: /).textContent?.replace('Package: ', '');
    expect(offerId).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ uid: 'uid-ada', input: { packageId: offerId, customPackageLink: 'garden-link' } });
  });
});
