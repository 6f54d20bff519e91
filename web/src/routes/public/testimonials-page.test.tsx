import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@common/paths';
import type { Testimonial } from '@common/schemas';
import { TestimonialsSection } from '@/features/home/testimonials-section';
import { LoginModalProvider } from '@/session/login-modal-context';
import { renderWithSession } from '@/testing/render';
import { TestimonialsPage } from './testimonials-page';

const said = (name: string, featured: boolean): Testimonial & { id: string } => ({
  id: name.toLowerCase(),
  name,
  event: 'Wedding',
  quote: `${name} loved it.`,
  rating: 5,
  order: 1,
  published: true,
  featured,
  keywords: [],
});
const all = [said('Priya', true), said('Okafor', true), said('Meera', false), said('Jonas', false)];
const asked: string[] = [];
vi.mock('@/data/catalogue', () => ({
  usePublishedTestimonials: () => {
    asked.push('published');
    return { status: 'success', data: all };
  },
  useFeaturedTestimonials: (count: number) => {
    asked.push(`featured ${count}`);
    return { status: 'success', data: all.filter((t) => t.featured).slice(0, count) };
  },
}));

describe('testimonials', () => {
  it('the home page shows the featured few, and links to every story', () => {
    renderWithSession(<TestimonialsSection />);
    const section = screen.getByRole('region', { name: 'Stories from our clients' });
    expect(
      within(section)
        .getAllByRole('figure')
        .map((f) => within(f).getByText(/loved it/).textContent),
    ).toEqual(['“Priya loved it.”', '“Okafor loved it.”']);
    expect(within(section).getByRole('link', { name: /Read every story/ })).toHaveAttribute('href', paths.testimonials);
    expect(asked).toContain('featured 3');
  });

  it('/testimonials shows every published one', () => {
    renderWithSession(
      <LoginModalProvider>
        <TestimonialsPage />
      </LoginModalProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Stories from our clients' })).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(4);
    expect(document.title).toBe('Kind words — Style & Story');
  });
});
