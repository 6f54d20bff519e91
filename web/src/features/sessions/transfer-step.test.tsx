import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/render';
import { TransferStep } from './transfer-step';

// A session's deposit by bank transfer (docs/sessions.md): the studio's bank details, the hold's end
// in the studio's zone, and the slip form, which checks the amount against the deposit and the
// price by the field and sends the slip as a session's. The upload itself is the booksApi
// function's (sessions.test.ts against the emulators).

const slips = vi.hoisted(() => ({ sent: [] as [string, File, unknown][] }));
vi.mock('@/data/slips', () => ({
  useNewSlipId: () => 'slip0000000000000009',
  sendSlip: async (id: string, file: File, input: unknown) => void slips.sent.push([id, file, input]),
}));

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' });

beforeEach(() => {
  slips.sent = [];
});

const step = () =>
  renderWithSession(
    <TransferStep
      bookingId="mini_20270615T1720_ada"
      deposit={50}
      price={150}
      zone="America/Los_Angeles"
      holdUntil="2027-06-01T17:35:00.000Z"
      transfer={'Style & Story LLC\nFirst Bay Bank\n\nReference to quote: mini_20270615T1720_ada'}
    />,
  );

describe('paying a session’s deposit by transfer', () => {
  it('shows the bank details and when the hold ends, in the studio’s zone', () => {
    step();
    expect(screen.getByRole('region', { name: 'The studio’s bank details' })).toHaveTextContent('First Bay Bank');
    expect(screen.getByRole('region', { name: 'The studio’s bank details' })).toHaveTextContent(
      'Reference to quote: mini_20270615T1720_ada',
    );
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(/by 10:35( AM)? \(America\/Los Angeles time\)/);
    expect(screen.getByLabelText('Amount transferred')).toHaveValue('50');
  });

  it('refuses an amount below the deposit or above the price by the field, then sends the slip as the session’s', async () => {
    step();
    const form = screen.getByRole('form', { name: 'Send a transfer slip' });
    await userEvent.upload(screen.getByLabelText(/The slip/), png());
    await userEvent.clear(screen.getByLabelText('Amount transferred'));
    await userEvent.type(screen.getByLabelText('Amount transferred'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Send the slip' }));
    expect(form).toHaveTextContent('Enter the amount you transferred: from $50 (the deposit) to $150.');
    expect(slips.sent).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Amount transferred'));
    await userEvent.type(screen.getByLabelText('Amount transferred'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Send the slip' }));
    expect(slips.sent).toEqual([
      [
        'slip0000000000000009',
        expect.any(File),
        expect.objectContaining({ bookingId: 'mini_20270615T1720_ada', amount: 50, kind: 'session' }),
      ],
    ]);
    expect(await screen.findByRole('heading', { name: 'Your slip is with the studio' })).toBeInTheDocument();
  });
});
