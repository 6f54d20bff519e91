import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { clientGalleryData } from '@common/client-gallery.test-data';
import { ToastProvider } from '@/components/ui/toast';
import type { InvalidDocument } from '@/data/result';
import { OfflineFirebase } from '@/testing/offline-firebase';
import { GalleriesList } from './galleries-list';

// A gallery the schema refuses (30 February as its "downloads until", stored before the rules
// knew the calendar) shows as a flagged card with its repair, beside the galleries that read:
// it blanked nothing before either, but left the owner nothing to do about it.
const at = new Date('2026-11-01T10:00:00Z');
const good = { id: 'g1', ...clientGalleryData('alice-uid', at), title: 'Alice at the lake' };
const poisoned: InvalidDocument = {
  id: 'g2',
  path: 'clientGalleries/g2',
  problems: ['expiresOn: not a day'],
  data: { ...clientGalleryData('bob-uid', at), title: 'Bob and Sam', expiresOn: '2027-02-30' },
};
const list = vi.hoisted(() => ({ result: null as unknown }));
vi.mock('@/data/client-galleries', async (original) => ({
  ...(await original<typeof import('@/data/client-galleries')>()),
  useAllGalleries: () => list.result,
}));

const Providers = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <OfflineFirebase>
      <ToastProvider>{children}</ToastProvider>
    </OfflineFirebase>
  </MemoryRouter>
);

describe("the owner's galleries", () => {
  it('flags a gallery that does not read, with a repair of its day, and no removal', async () => {
    list.result = { status: 'success', data: [good], invalid: [poisoned] };
    render(<GalleriesList />, { wrapper: Providers });
    expect(screen.getByRole('link', { name: /Alice at the lake/ })).toBeInTheDocument();
    const flagged = within(screen.getByText('This gallery can’t be shown as it is').closest('li')!);
    expect(flagged.getByText(/Bob and Sam/)).toBeInTheDocument();
    expect(flagged.queryByRole('button', { name: 'Remove gallery g2' })).not.toBeInTheDocument();
    await userEvent.click(flagged.getByRole('button', { name: 'Repair gallery g2' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Repair this gallery' }));
    expect(dialog.getByRole('textbox', { name: 'Downloads until (YYYY-MM-DD)' })).toHaveValue('2027-02-30');
  });

  it('a list whose only gallery does not read is not called empty', () => {
    list.result = { status: 'success', data: [], invalid: [poisoned] };
    render(<GalleriesList />, { wrapper: Providers });
    expect(screen.queryByText('No client gallery yet')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repair gallery g2' })).toBeInTheDocument();
  });
});
