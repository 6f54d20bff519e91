import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { supportRequestInputSchema } from '@common/schemas/messages';
import { supportRequestWriter } from '@/data/on-demand-writes';
import { YourData } from './your-data';

vi.mock('@/data/on-demand-writes', () => ({ supportRequestWriter: { send: vi.fn(), prepare: vi.fn() } }));
const send = vi.mocked(supportRequestWriter.send);

const customer = { id: 'uid-hedy', name: 'Hedy Lamarr', email: 'hedy@example.com', phone: '', role: 'customer' as const };

describe('YourData', () => {
  beforeEach(() => send.mockReset());

  it('asks for a copy as a Privacy support request with the account’s name and email, which the schema accepts', async () => {
    send.mockResolvedValue(undefined);
    render(<YourData customer={customer} />);
    expect(screen.getByRole('region', { name: 'Your data' })).toHaveTextContent('The studio answers within 45 days');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a copy of my data' }));
    expect(send).toHaveBeenCalledTimes(1);
    const request = send.mock.calls[0][0];
    expect(request).toMatchObject({ name: 'Hedy Lamarr', email: 'hedy@example.com', topic: 'Privacy' });
    expect(supportRequestInputSchema.safeParse(request).error).toBeUndefined();
    expect(await screen.findByRole('status')).toHaveTextContent('Your request for a copy is with the studio.');
  });

  it('a deletion request says nothing is deleted automatically; a failure keeps the buttons with the reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    render(<YourData customer={customer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask us to delete my data' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    send.mockResolvedValueOnce(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Ask us to delete my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing is deleted automatically');
    expect(send.mock.calls[1][0]).toMatchObject({ topic: 'Privacy', message: expect.stringContaining('delete my personal data') });
  });
});
