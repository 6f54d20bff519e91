import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ContactMessageInput } from '@common/schemas';
import { renderWithSession } from '@/testing/render';
import { ContactForm } from './contact-form';

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Maya Chen');
  await user.type(screen.getByLabelText('Email'), 'maya@example.com');
  await user.selectOptions(screen.getByLabelText('What is it about?'), 'Wedding photography');
  await user.type(screen.getByLabelText('Your message'), 'We are marrying at the Presidio in June.');
}

describe('ContactForm', () => {
  it('shows a message per field and sends nothing while invalid', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => {});
    renderWithSession(<ContactForm send={send} />);
    await user.type(screen.getByLabelText('Email'), 'maya@');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter an email address like name@example.com');
    expect(screen.getByLabelText('What is it about?')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription('Tell us a little more (at least 10 characters)');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('disables the button while sending, sends once on a double click, then confirms', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const send = vi.fn((_input: ContactMessageInput) => new Promise<void>((resolve) => (finish = resolve)));
    renderWithSession(<ContactForm send={send} />);
    await fillValidMessage(user);
    const button = screen.getByRole('button', { name: 'Send message' });
    await user.dblClick(button);
    expect(screen.getByRole('button', { name: /Sending…/ })).toBeDisabled();
    finish();
    expect(await screen.findByText('Thank you — your note is with us')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('reply within one business day');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      name: 'Maya Chen',
      email: 'maya@example.com',
      phone: '',
      subject: 'Wedding photography',
      message: 'We are marrying at the Presidio in June.',
    });
  });

  it('keeps what was typed and explains when sending fails', async () => {
    const user = userEvent.setup();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn(async () => {
      throw new Error('unavailable');
    });
    renderWithSession(<ContactForm send={send} />);
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('couldn’t send your message');
    expect(screen.getByLabelText('Your message')).toHaveValue('We are marrying at the Presidio in June.');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    quiet.mockRestore();
  });

  it('starts with a subject named by the link that opened it', async () => {
    const send = vi.fn(async () => {});
    renderWithSession(<ContactForm send={send} defaults={{ subject: 'Confirm my custom package: Garden elopement (ada-garden)' }} />);
    expect(screen.getByLabelText('What is it about?')).toHaveValue('Confirm my custom package: Garden elopement (ada-garden)');
  });
});
