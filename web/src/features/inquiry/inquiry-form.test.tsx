import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InquiryRequest } from '@common/schemas/leads';
import { FieldRefusal } from '@/data/functions-client';
import { renderWithSession } from '@/testing/render';
import { InquiryForm } from './inquiry-form';

// The busy view as the form reads it: June 12 booked, 13 held, 11 blocked.
vi.mock('@/data/inquiries', () => ({
  sendInquiry: vi.fn(),
  useBusyMonths: (months: string[] | null) =>
    months
      ? { status: 'success', data: [{ id: '2027-06', days: { '12': 'booked', '13': 'held', '11': 'blocked' } }], invalid: [] }
      : { status: 'loading', data: undefined, invalid: [] },
}));

const TODAY = '2027-03-10';

async function fill(user: ReturnType<typeof userEvent.setup>, date = '2027-06-20') {
  await user.type(screen.getByLabelText('Your name'), 'Maya Chen');
  await user.type(screen.getByLabelText('Email'), 'Maya@Example.com');
  await user.selectOptions(screen.getByLabelText('Event'), 'Wedding');
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });
  await user.selectOptions(screen.getByLabelText('Budget'), 'Not sure yet');
  await user.selectOptions(screen.getByLabelText('How did you hear about us?'), 'Instagram');
  await user.type(screen.getByLabelText('Your message'), 'A garden wedding, <b>bold</b> ideas welcome.');
}

beforeEach(() => sessionStorage.clear());

describe('InquiryForm', () => {
  it('says per field what is missing, and sends nothing', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    renderWithSession(<InquiryForm today={TODAY} send={send} />);
    await user.type(screen.getByLabelText('Email'), 'maya@');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter an email address like name@example.com');
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Pick your date, or tick “Not fixed yet”');
    expect(screen.getByLabelText('Event')).toHaveAccessibleDescription('Choose the kind of event');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a date in the past or beyond three years, next to the date', async () => {
    const user = userEvent.setup();
    renderWithSession(<InquiryForm today={TODAY} send={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2027-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('That date has passed — choose one from tomorrow on');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2031-01-01' } });
    expect(await screen.findByText('We take bookings up to three years ahead')).toBeInTheDocument();
  });

  it('shows a taken date as booked, a held one as on hold, and picks a nearest free day', async () => {
    const user = userEvent.setup();
    renderWithSession(<InquiryForm today={TODAY} send={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2027-06-13' } });
    expect(await screen.findByText(/On hold/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2027-06-12' } });
    const status = await screen.findByText('Already booked');
    const box = status.closest('[role=status]') as HTMLElement;
    const options = within(box).getAllByRole('button');
    expect(options.map((b) => b.textContent)).toHaveLength(3);
    await user.click(options[0]);
    expect(screen.getByLabelText('Date')).toHaveValue('2027-06-14');
    expect(await screen.findByText('Available')).toBeInTheDocument();
  });

  it('sends the inquiry once with the session source, markup as text, and confirms', async () => {
    sessionStorage.setItem(
      'inquiry-source',
      JSON.stringify({
        referrer: 'https://l.instagram.com/',
        landing: '/pricing',
        utm: { source: 'ig', medium: '', campaign: 'june', term: '', content: '' },
      }),
    );
    const user = userEvent.setup();
    const send = vi.fn(async (_request: InquiryRequest) => ({ inquiryId: 'i1', availability: 'available' as const }));
    renderWithSession(<InquiryForm today={TODAY} send={send} />);
    await fill(user);
    await user.dblClick(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText('Thank you — your inquiry is with us')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    const sent = send.mock.calls[0][0];
    expect(sent).toMatchObject({
      email: 'Maya@Example.com',
      eventDate: '2027-06-20',
      guests: null,
      website: '',
      message: 'A garden wedding, <b>bold</b> ideas welcome.',
    });
    expect(sent.source.utm.campaign).toBe('june');
    expect(sent).not.toHaveProperty('dateNotFixed');
  });

  it('sends no date when it is not fixed yet', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async (_request: InquiryRequest) => ({ inquiryId: 'i1', availability: 'unknown' as const }));
    renderWithSession(<InquiryForm today={TODAY} send={send} />);
    await fill(user, '');
    await user.click(screen.getByLabelText('Not fixed yet'));
    expect(screen.getByLabelText('Date')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText('Thank you — your inquiry is with us')).toBeInTheDocument();
    expect(send.mock.calls[0][0].eventDate).toBe('');
  });

  it('shows a refusal the server ties to a field next to it, and keeps the words', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn(async () => {
      throw new FieldRefusal('We already have several inquiries from this address in the last hour: we will answer them soon.', 'email');
    });
    renderWithSession(<InquiryForm today={TODAY} send={send} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(/several inquiries from this address/);
    expect(screen.getByLabelText('Your message')).toHaveValue('A garden wedding, <b>bold</b> ideas welcome.');
  });
});
