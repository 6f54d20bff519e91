import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/testing/render';
import { GalleryBrowser } from './gallery-browser';

const photo = (id: string, title: string, category: string) => ({
  id,
  title,
  category,
  image: { src: `/images/${id}.svg`, width: 1200, height: 800, alt: `${title} photograph` },
  featured: false,
  order: 0,
  published: true,
  keywords: [],
});

const items = [
  photo('g1', 'Vows at dusk', 'Weddings'),
  photo('g2', 'Studio portrait', 'Portraits'),
  photo('g3', 'First dance', 'Weddings'),
  photo('g4', 'Launch night', 'Events'),
];

const lightbox = () => screen.getByRole('dialog');
const caption = () => within(lightbox()).getByRole('heading', { level: 2 }).textContent;

describe('GalleryBrowser', () => {
  it('filters by category with pressed toggle buttons, "All" first', async () => {
    renderWithSession(<GalleryBrowser items={items} />, { route: '/gallery' });
    const filters = within(screen.getByRole('group', { name: /filter/i })).getAllByRole('button');
    expect(filters.map((b) => b.textContent)).toEqual(['All', 'Weddings', 'Portraits', 'Events']);
    expect(filters[0]).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Weddings' }));
    expect(screen.getByRole('button', { name: 'Weddings' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: /view larger/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Vows at dusk — view larger',
      'First dance — view larger',
    ]);
    expect(screen.getByText('2 photographs in Weddings')).toBeInTheDocument();
  });

  it('starts on the category named in the address', async () => {
    renderWithSession(<GalleryBrowser items={items} />, { route: '/gallery?category=Events' });
    expect(screen.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: /view larger/ })).toHaveLength(1);
  });

  it('opens the lightbox with a caption and "n of N", and steps with buttons, wrapping around', async () => {
    renderWithSession(<GalleryBrowser items={items} />, { route: '/gallery' });
    await userEvent.click(screen.getByRole('button', { name: 'First dance — view larger' }));
    expect(caption()).toBe('First dance');
    expect(within(lightbox()).getByText('3 of 4')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next photograph' }));
    expect(caption()).toBe('Launch night');
    await userEvent.click(screen.getByRole('button', { name: 'Next photograph' }));
    expect(caption()).toBe('Vows at dusk');
    await userEvent.click(screen.getByRole('button', { name: 'Previous photograph' }));
    expect(caption()).toBe('Launch night');
  });

  it('moves with the arrow keys through the filtered photographs only, and closes with Escape', async () => {
    renderWithSession(<GalleryBrowser items={items} />, { route: '/gallery?category=Weddings' });
    await userEvent.click(screen.getByRole('button', { name: 'Vows at dusk — view larger' }));
    expect(within(lightbox()).getByText('1 of 2')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(caption()).toBe('First dance');
    await userEvent.keyboard('{ArrowRight}');
    expect(caption()).toBe('Vows at dusk');
    await userEvent.keyboard('{ArrowLeft}');
    expect(caption()).toBe('First dance');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('steps on a horizontal swipe longer than the threshold, and ignores short ones', async () => {
    renderWithSession(<GalleryBrowser items={items} />, { route: '/gallery' });
    await userEvent.click(screen.getByRole('button', { name: 'Vows at dusk — view larger' }));
    const stage = screen.getByTestId('lightbox-stage');
    const swipe = (fromX: number, toX: number) => {
      fireEvent.pointerDown(stage, { clientX: fromX, clientY: 300 });
      fireEvent.pointerUp(stage, { clientX: toX, clientY: 305 });
    };
    swipe(300, 200);
    expect(caption()).toBe('Studio portrait');
    swipe(200, 230);
    expect(caption()).toBe('Studio portrait');
    swipe(100, 260);
    expect(caption()).toBe('Vows at dusk');
  });
});
