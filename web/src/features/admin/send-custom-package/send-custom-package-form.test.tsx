import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addUtcDays, studioToday } from '@common/days';
import { lastExpiryDay } from '@common/schemas';
import { renderWithSession } from '@/testing/render';

// Send a custom package: the rules keep an offer open at most LINK_VALIDITY_MAX_DAYS from its
// sending (isNewCustomPackageLink). The form offers no later day, and says so by the field
// instead of sending what the rules refuse.
const sent = vi.hoisted(() => ({ calls: [] as unknown[] }));
vi.mock('@/data/custom-packages', () => ({
  useCurrentCustomPackages: () => ({
    status: 'success',
    invalid: [],
    data: [
      {
        id: 'cp1',
        name: 'Two-day wedding',
        description: 'Both days',
        features: [],
        price: 4000,
        deposit: 1200,
        validityDays: 30,
        archived: false,
      },
    ],
  }),
}));
vi.mock('@/data/custom-package-links', () => ({
  useSendCustomPackage: () => async (values: unknown) => {
    sent.calls.push(values);
    return { slug: 'abc', existed: false };
  },
}));
vi.mock('@/components/admin/customer-picker/form-customer-picker', () => ({
  FormCustomerPicker: () => {
    const { setValue } = useFormContext();
    useEffect(() => {
      setValue('userId', 'alice-uid');
      setValue('userEmail', 'alice@example.com');
    }, [setValue]);
    return null;
  },
}));
const { SendCustomPackageForm } = await import('./send-custom-package-form');

beforeEach(() => {
  sent.calls = [];
});

const openUntil = () => screen.getByLabelText('Open until');

describe('sending a custom package', () => {
  it('offers days up to the last the rules keep an offer open', () => {
    renderWithSession(<SendCustomPackageForm onSent={() => {}} />, { route: '/admin/send-custom-package?package=cp1' });
    expect(openUntil()).toHaveAttribute('max', lastExpiryDay(studioToday()));
  });

  it('refuses a later day by the field, and sends nothing', async () => {
    renderWithSession(<SendCustomPackageForm onSent={() => {}} />, { route: '/admin/send-custom-package?package=cp1' });
    fireEvent.change(openUntil(), { target: { value: addUtcDays(lastExpiryDay(studioToday()), 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Send package' }));
    expect(await screen.findByText(/an offer stays open a year at most/)).toBeInTheDocument();
    expect(sent.calls).toEqual([]);
  });

  it('sends the last day it offers', async () => {
    renderWithSession(<SendCustomPackageForm onSent={() => {}} />, { route: '/admin/send-custom-package?package=cp1' });
    fireEvent.change(openUntil(), { target: { value: lastExpiryDay(studioToday()) } });
    await userEvent.click(screen.getByRole('button', { name: 'Send package' }));
    await expect.poll(() => sent.calls).toHaveLength(1);
  });
});
