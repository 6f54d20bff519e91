import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/testing/render';
import { FaqBrowser } from './faq-browser';

const faqs = [
  { id: 'a', order: 1, category: 'Booking', question: 'How do we reserve a date?', answer: 'A 30% deposit holds your date.', keywords: [] },
  {
    id: 'b',
    order: 2,
    category: 'Photos',
    question: 'When do photos arrive?',
    answer: 'The full gallery arrives in six to eight weeks.',
    keywords: [],
  },
];

describe('FaqBrowser', () => {
  it('groups questions under category headings, collapsed, and toggles an answer', async () => {
    const user = userEvent.setup();
    renderWithSession(<FaqBrowser faqs={faqs} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Booking', 'Photos']);
    const question = screen.getByRole('button', { name: 'How do we reserve a date?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('A 30% deposit holds your date.')).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).toHaveTextContent('A 30% deposit holds your date.');
    expect(answer).toBeVisible();
  });

  it('filters as you type, opening the matches, and says so', async () => {
    const user = userEvent.setup();
    renderWithSession(<FaqBrowser faqs={faqs} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'gallery');
    expect(await screen.findByText('1 question matches “gallery”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do we reserve a date?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'When do photos arrive?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers the contact page when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithSession(<FaqBrowser faqs={faqs} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'helicopter');
    expect(await screen.findByText('No question matches that yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ask us directly' })).toHaveAttribute('href', '/contact');
  });
});
