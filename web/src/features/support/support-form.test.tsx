import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SUPPORT_TOPICS } from '@common/schemas';
import { renderWithSession } from '@/testing/render';
import { SupportForm } from './support-form';

describe('SupportForm', () => {
  it('offers every support topic and sends the topic with the optional reference', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => {});
    renderWithSession(<SupportForm send={send} defaults={{ name: 'Leo Park', email: 'leo@example.com' }} />);
    const topic = screen.getByLabelText('Topic');
    expect([...topic.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Choose a topic', ...SUPPORT_TOPICS]);
    await user.selectOptions(topic, 'Soft copies');
    await user.type(screen.getByLabelText('Booking or order reference (optional)'), 'BK-2041');
    await user.type(screen.getByLabelText('How can we help?'), 'The download link for our gallery has expired.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Thank you — we’re on it')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({
      name: 'Leo Park',
      email: 'leo@example.com',
      topic: 'Soft copies',
      reference: 'BK-2041',
      message: 'The download link for our gallery has expired.',
    });
  });

  it('asks for a topic before sending', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => {});
    renderWithSession(<SupportForm send={send} defaults={{ name: 'Leo Park', email: 'leo@example.com' }} />);
    await user.type(screen.getByLabelText('How can we help?'), 'Where is my frame order?');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Choose one of the options');
    expect(send).not.toHaveBeenCalled();
  });
});
