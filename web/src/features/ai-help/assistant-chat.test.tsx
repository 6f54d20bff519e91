import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithSession } from '@/testing/render';
import { allPolicies } from '@/features/policies/all-policies';
import { createAnswerEngine } from './answer-engine';
import { AssistantChat } from './assistant-chat';
import { faqs, packages, services } from './fixtures.test-data';
import { buildKnowledge } from './knowledge';

const engine = createAnswerEngine(buildKnowledge({ faqs, packages, services, policies: allPolicies }));

beforeAll(() => {
  Element.prototype.scrollTo = () => {}; // jsdom has no layout
});

describe('AssistantChat', () => {
  it('answers a typed question on Enter, with links to the source pages', async () => {
    const user = userEvent.setup();
    renderWithSession(<AssistantChat engine={engine} />);
    await user.type(screen.getByLabelText('Your question'), 'How much is the deposit?{Enter}');
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('You:').parentElement).toHaveTextContent('You: How much is the deposit?');
    expect(within(log).getByRole('link', { name: /From our FAQ/ })).toHaveAttribute('href', '/faq');
    expect(within(log).getByRole('link', { name: /Payment policy/ })).toHaveAttribute('href', '/payment-policy#deposit');
    expect(screen.getByLabelText('Your question')).toHaveValue('');
  });

  it('asks a starter question with one click', async () => {
    const user = userEvent.setup();
    renderWithSession(<AssistantChat engine={engine} />);
    await user.click(screen.getByRole('button', { name: 'When will we receive our photos?' }));
    const log = screen.getByRole('log');
    expect(within(log).getByText('You:').parentElement).toHaveTextContent('When will we receive our photos?');
    expect(within(log).getAllByText(/sneak peek within 72 hours/).length).toBeGreaterThan(0);
    expect(within(log).getAllByRole('link')[0]).toHaveAttribute('href', '/faq');
  });

  it('offers contact and support when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithSession(<AssistantChat engine={engine} />);
    await user.type(screen.getByLabelText('Your question'), 'xylophone quokka{Enter}');
    const log = screen.getByRole('log');
    expect(within(log).getByText(/couldn’t find that in our notes/)).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(within(log).getByRole('link', { name: 'support request' })).toHaveAttribute('href', '/support');
  });

  it('waits for the catalogue before answering', () => {
    renderWithSession(<AssistantChat engine={null} />);
    expect(screen.getByRole('button', { name: /Reading our notes/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'How much is the deposit?' })).toBeDisabled();
  });
});
