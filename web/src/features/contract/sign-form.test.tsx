import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserFacingError } from '@/lib/user-facing-error';
import { renderWithSession } from '@/testing/render';
import { agreementOf } from './contract-view';
import { SignForm, type SignTarget } from './sign-form';

// The customer's signature: the name is required, the box names the exact version, the request
// carries the hash of the text shown, a double click signs once, and a refusal shows the server's
// sentence. The callable itself is the contracts function's (tested against the emulators).

const calls = vi.hoisted(() => ({ sign: [] as unknown[], answer: null as null | (() => Promise<unknown>) }));
vi.mock('@/data/contracts', () => ({
  signContract: (request: unknown) => {
    calls.sign.push(request);
    return calls.answer ? calls.answer() : Promise.resolve({ signed: true });
  },
}));

beforeEach(() => {
  calls.sign = [];
  calls.answer = null;
});

const HASH = 'a'.repeat(64);
const contract = { title: 'Wedding photography agreement', templateVersion: 3, sentAt: new Date('2027-03-02T15:00:00Z') };
const target = (addendum = 0): SignTarget => ({
  bookingId: 'booking1',
  addendum,
  textSha256: HASH,
  agreement: addendum ? agreementOf(contract, { number: addendum, sentAt: new Date('2027-04-10T15:00:00Z') }) : agreementOf(contract),
});

const box = () => screen.getByRole('checkbox');
const sign = () => screen.getByRole('button', { name: 'Sign contract' });

describe('the sign form', () => {
  it('names the document, its version and the day it was sent in the checkbox', () => {
    renderWithSession(<SignForm target={target()} />);
    expect(screen.getByLabelText('I have read and agree to Wedding photography agreement, version 3 sent March 2, 2027')).toBe(box());
  });

  it('names the addendum by its number for an addendum', () => {
    renderWithSession(<SignForm target={target(2)} />);
    expect(box()).toHaveAccessibleName('I have read and agree to Addendum 2 to Wedding photography agreement, sent April 10, 2027');
    expect(screen.getByRole('button', { name: 'Sign addendum 2' })).toBeInTheDocument();
  });

  it('refuses to sign without a name, and without the box ticked', async () => {
    renderWithSession(<SignForm target={target()} />);
    await userEvent.click(sign());
    expect(await screen.findByText('Type your full name to sign')).toBeInTheDocument();
    expect(screen.getByText('Tick the box to agree to this version')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your full name/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/Your full name/), 'Ada Lovelace');
    await userEvent.click(sign());
    expect(await screen.findByText('Tick the box to agree to this version')).toBeInTheDocument();
    expect(calls.sign).toEqual([]);
  });

  it('sends the typed name with the hash of the text shown, addendum 0 and no drawing', async () => {
    renderWithSession(<SignForm target={target()} defaultName="Ada" />);
    await userEvent.clear(screen.getByLabelText(/Your full name/));
    await userEvent.type(screen.getByLabelText(/Your full name/), 'Ada Lovelace');
    await userEvent.click(box());
    await userEvent.click(sign());
    await waitFor(() => expect(calls.sign).toHaveLength(1));
    expect(calls.sign[0]).toEqual({
      bookingId: 'booking1',
      addendum: 0,
      textSha256: HASH,
      name: 'Ada Lovelace',
      drawing: '',
      agreed: true,
    });
  });

  it('sends once on a double click, busy while the server answers', async () => {
    let answer!: () => void;
    calls.answer = () => new Promise((resolve) => (answer = () => resolve({ signed: true })));
    renderWithSession(<SignForm target={target()} defaultName="Ada Lovelace" />);
    await userEvent.click(box());
    await userEvent.dblClick(sign());
    await userEvent.click(screen.getByRole('button', { name: /Signing/ }));
    expect(screen.getByRole('button', { name: /Signing/ })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign contract' })).toBeEnabled());
    await userEvent.click(sign());
    expect(calls.sign).toHaveLength(1);
  });

  it("shows the server's sentence when it refuses, and keeps what was typed", async () => {
    calls.answer = () =>
      Promise.reject(new UserFacingError('This contract changed since you opened it: reload the page to read the new text.'));
    renderWithSession(<SignForm target={target()} defaultName="Ada Lovelace" />);
    await userEvent.click(box());
    await userEvent.click(sign());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This contract changed since you opened it: reload the page to read the new text.',
    );
    expect(screen.getByLabelText(/Your full name/)).toHaveValue('Ada Lovelace');
    expect(box()).toBeChecked();
  });

  it('draws instead on request, requires a drawing then, and sends it with the name', async () => {
    renderWithSession(<SignForm target={target(1)} defaultName="Ada Lovelace" />);
    await userEvent.click(screen.getByRole('button', { name: 'Draw instead' }));
    await userEvent.click(box());
    await userEvent.click(screen.getByRole('button', { name: 'Sign addendum 1' }));
    expect(await screen.findByText('Draw your signature in the box, or type your name instead')).toBeInTheDocument();
    expect(calls.sign).toEqual([]);
    const pad = screen.getByRole('img', { name: 'Your drawn signature: empty' });
    fireEvent.pointerDown(pad, { clientX: 0, clientY: 0, pointerId: 1, button: 0, pointerType: 'pen' });
    fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'pen' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign addendum 1' }));
    await waitFor(() => expect(calls.sign).toHaveLength(1));
    expect(calls.sign[0]).toMatchObject({ addendum: 1, drawing: 'M0 0 L1 0', name: 'Ada Lovelace' });
  });

  it('goes back to typing from the drawing (keyboard users can always type)', async () => {
    renderWithSession(<SignForm target={target()} defaultName="Ada Lovelace" />);
    await userEvent.click(screen.getByRole('button', { name: 'Draw instead' }));
    await userEvent.click(screen.getByRole('button', { name: 'Type my name instead' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(box());
    await userEvent.click(sign());
    await waitFor(() => expect(calls.sign).toHaveLength(1));
    expect(calls.sign[0]).toMatchObject({ drawing: '', name: 'Ada Lovelace' });
  });
});
