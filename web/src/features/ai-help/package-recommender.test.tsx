import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/testing/render';
import { packages } from './fixtures.test-data';
import { PackageRecommender } from './package-recommender';

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

async function choose(eventType: string, date: string, budget: string) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Type of event'), eventType);
  await user.type(screen.getByLabelText('Event date'), date);
  await user.type(screen.getByLabelText('Budget (USD)'), budget);
  await user.click(screen.getByRole('button', { name: 'Show my packages' }));
}

describe('PackageRecommender', () => {
  it('lists wedding packages within budget, best fit first, with links to details and booking', async () => {
    renderWithSession(<PackageRecommender packages={packages} />);
    await choose('Wedding', inDays(200), '1500');
    expect(await screen.findByRole('heading', { name: '2 packages fit $1,500' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Courthouse Vows', 'City Hall Elopement']);
    expect(screen.getByRole('link', { name: 'Book Courthouse Vows' })).toHaveAttribute('href', '/booking?package=courthouse');
    expect(screen.queryByText(/short notice/)).not.toBeInTheDocument();
  });

  it('says when nothing fits, suggests the closest and notes a short-notice date', async () => {
    renderWithSession(<PackageRecommender packages={packages} />);
    await choose('Wedding', inDays(10), '500');
    expect(await screen.findByRole('heading', { name: 'Nothing fits $500 yet' })).toBeInTheDocument();
    expect(screen.getByText(/The closest is City Hall Elopement at \$900/)).toBeInTheDocument();
    expect(screen.getByText(/10 days away — short notice/)).toBeInTheDocument();
  });

  it('explains missing answers', async () => {
    const user = userEvent.setup();
    renderWithSession(<PackageRecommender packages={packages} />);
    await user.click(screen.getByRole('button', { name: 'Show my packages' }));
    expect(screen.getByLabelText('Type of event')).toHaveAccessibleDescription('Choose the kind of event');
    expect(screen.getByLabelText('Event date')).toHaveAccessibleDescription('Choose your event date');
    expect(screen.getByLabelText('Budget (USD)')).toHaveAccessibleDescription('Enter your budget as a number');
  });
});
