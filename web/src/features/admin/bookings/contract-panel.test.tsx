import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Addendum, Booking, Contract } from '@common/schemas';
import { ToastProvider } from '@/components/ui/toast';
import { UserFacingError } from '@/lib/user-facing-error';
import { renderWithSession } from '@/testing/render';
import { ContractPanel } from './contract-panel';

// The Contract panel of the owner's booking page, with the contract, its addenda and the settings
// handed in (the callable is the server's, tested there): each state in words, and its buttons.

const owner = vi.hoisted(() => ({
  enabled: true,
  contract: null as (Contract & { id: string }) | null,
  addenda: [] as (Addendum & { id: string })[],
  sent: [] as unknown[],
  sendError: null as Error | null,
  countersigned: [] as unknown[],
  pdfs: [] as unknown[],
  files: [] as [Blob, string][],
}));
const ok = <T,>(data: T) => ({ status: 'success', data, invalid: [] });
vi.mock('@/data/contract-settings', () => ({
  useContractSettings: () => ok({ enabled: owner.enabled, holdHours: 72, defaultTemplateId: 'tpl-1', updatedAt: null }),
}));
vi.mock('@/data/contracts', () => ({
  useContract: () => ok(owner.contract),
  useAddenda: () => ok(owner.addenda),
  sendContract: async (request: unknown) => {
    owner.sent.push(request);
    if (owner.sendError) throw owner.sendError;
    return { sent: true, existed: false };
  },
  countersignContract: async (request: unknown) => {
    owner.countersigned.push(request);
    return { countersigned: true };
  },
  signedContractPdf: async (request: unknown) => {
    owner.pdfs.push(request);
    return { filename: 'contract-b1.pdf', base64: btoa('%PDF-1.7 test') };
  },
}));
vi.mock('@/lib/save-file', () => ({ saveFile: (blob: Blob, name: string) => owner.files.push([blob, name]) }));

const booking = { id: 'b1', name: 'Alex Morgan', status: 'pending', eventDate: '2027-06-12' } as Booking & { id: string };
const sentAt = new Date('2027-01-10T10:00:00Z');
const sent: Contract & { id: string } = {
  id: 'b1',
  bookingId: 'b1',
  userId: 'u1',
  templateId: 'tpl-1',
  templateName: 'Wedding agreement',
  templateVersion: 3,
  title: 'Wedding agreement',
  text: 'The text',
  textSha256: 'a'.repeat(64),
  status: 'sent',
  sentAt,
  addenda: 0,
};
const signed: Contract & { id: string } = {
  ...sent,
  status: 'signed',
  viewedAt: new Date('2027-01-10T12:00:00Z'),
  signature: {
    name: 'Alex Morgan',
    method: 'typed',
    drawing: '',
    uid: 'u1',
    email: 'alex@example.com',
    signedAt: new Date('2027-01-11T09:30:00Z'),
    ip: '203.0.113.7',
    userAgent: 'Firefox',
    textSha256: 'a'.repeat(64),
  },
  hold: { day: '2027-06-12', until: new Date('2027-01-14T09:30:00Z'), state: 'held' },
};

beforeEach(() => {
  Object.assign(owner, { enabled: true, contract: null, addenda: [], sent: [], sendError: null, countersigned: [], pdfs: [], files: [] });
});

const show = (row: Booking & { id: string } = booking) =>
  renderWithSession(
    <ToastProvider>
      <ContractPanel booking={row} />
    </ToastProvider>,
    { session: { admin: { id: 'o', name: 'Jordan Lee', email: 'owner@example.com', role: 'admin' } } },
  );
const panel = () => screen.getByRole('region', { name: 'Contract' });
const step = (label: string) =>
  within(screen.getByRole('list', { name: 'Contract steps' }))
    .getByText(label)
    .closest('li')!;

describe('the Contract panel', () => {
  it('is not shown when contracts are off and the booking has none', () => {
    owner.enabled = false;
    show();
    expect(screen.queryByRole('region', { name: 'Contract' })).not.toBeInTheDocument();
  });

  it('sends the contract of a pending booking', async () => {
    show();
    expect(panel()).toHaveTextContent('No contract sent yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Send contract' }));
    expect(owner.sent).toEqual([{ bookingId: 'b1' }]);
    expect(await screen.findByText(/Contract sent: Alex Morgan is emailed/)).toBeInTheDocument();
  });

  it('shows the server’s sentence when sending is refused', async () => {
    owner.sendError = new UserFacingError('There is no contract template to send: choose a default in Settings → Contracts.');
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Send contract' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'There is no contract template to send: choose a default in Settings → Contracts.',
    );
  });

  it('offers no send for a booking that is no longer pending', () => {
    show({ ...booking, status: 'confirmed' });
    expect(screen.queryByRole('button', { name: 'Send contract' })).not.toBeInTheDocument();
    expect(panel()).toHaveTextContent('No contract was sent before this booking was confirmed.');
  });

  it('a sent contract: awaiting signature, its template and version, opened not yet', () => {
    owner.contract = sent;
    show();
    expect(panel()).toHaveTextContent('Sent — awaiting signature');
    expect(panel()).toHaveTextContent('“Wedding agreement”, version 3');
    expect(step('Sent')).toHaveTextContent('✓');
    expect(step('Opened')).toHaveTextContent('Not yet');
    expect(screen.queryByRole('button', { name: /Countersign/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download signed PDF' })).not.toBeInTheDocument();
  });

  it('a signed contract: who signed, from where, the hold, and the countersignature asked with the owner’s name', async () => {
    owner.contract = signed;
    show();
    expect(panel()).toHaveTextContent('Signed — awaiting your countersignature');
    const signer = screen.getByRole('region', { name: 'Signed by' });
    expect(signer).toHaveTextContent('Alex Morgan (typed)');
    expect(signer).toHaveTextContent('alex@example.com');
    expect(signer).toHaveTextContent('203.0.113.7');
    expect(step('Signed')).toHaveTextContent('✓');
    expect(step('Countersigned')).toHaveTextContent('Not yet');
    expect(panel()).toHaveTextContent(/Held\. June 12, 2027 is held until .* for the deposit\./);

    await userEvent.click(screen.getByRole('button', { name: 'Countersign…' }));
    const dialog = screen.getByRole('dialog', { name: 'Countersign the contract' });
    expect(within(dialog).getByRole('textbox', { name: /Your name/ })).toHaveValue('Jordan Lee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Countersign' }));
    await waitFor(() => expect(owner.countersigned).toEqual([{ bookingId: 'b1', name: 'Jordan Lee' }]));
  });

  it('downloads the signed PDF from the function’s base64 as a file', async () => {
    owner.contract = signed;
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Download signed PDF' }));
    await waitFor(() => expect(owner.files).toHaveLength(1));
    expect(owner.pdfs).toEqual([{ bookingId: 'b1', addendum: 0 }]);
    const [blob, name] = owner.files[0];
    expect(name).toBe('contract-b1.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 test');
  });

  it('a countersigned contract with a locked day and an addendum waiting', () => {
    owner.contract = {
      ...signed,
      status: 'countersigned',
      countersignature: { name: 'Jordan Lee', signedAt: new Date('2027-01-12T09:00:00Z') },
      hold: { ...signed.hold!, state: 'locked' },
      addenda: 1,
    };
    owner.addenda = [
      {
        id: '1',
        number: 1,
        changes: [{ label: 'Event day', before: 'June 12, 2027', after: 'June 19, 2027' }],
        title: 'Addendum 1',
        text: 'Changed',
        textSha256: 'b'.repeat(64),
        status: 'viewed',
        sentAt: new Date('2027-02-01T09:00:00Z'),
        viewedAt: new Date('2027-02-01T10:00:00Z'),
      },
    ];
    show();
    expect(panel()).toHaveTextContent('Signed by both');
    expect(screen.getByRole('region', { name: 'Countersigned by' })).toHaveTextContent('Jordan Lee');
    expect(panel()).toHaveTextContent('June 12, 2027 is locked: the deposit came.');
    const addenda = screen.getByRole('region', { name: 'Addenda' });
    expect(addenda).toHaveTextContent('Addendum 1: Opened — awaiting signature');
    expect(addenda).toHaveTextContent('Event day: June 12, 2027 → June 19, 2027');
    expect(screen.queryByRole('button', { name: /Countersign/ })).not.toBeInTheDocument();
  });
});
