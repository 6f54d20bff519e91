import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/testing/render';
import { testStudio } from '@/testing/studio';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows the studio of the settings: name, address, email, phone, hours and its social links', () => {
    const studio = testStudio({
      name: 'Atelier Lumière',
      phone: '+33 1 42 68 53 00',
      email: 'bonjour@atelier.fr',
      social: {
        instagram: 'https://instagram.com/atelier',
        facebook: '',
        pinterest: '',
        tiktok: 'https://tiktok.com/@atelier',
        youtube: '',
      },
    });
    renderWithSession(<SiteFooter />, { studio });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByText('Atelier Lumière', { exact: false })).toHaveLength(2);
    expect(within(footer).getByRole('link', { name: '+33 1 42 68 53 00' })).toHaveAttribute('href', 'tel:+33142685300');
    expect(within(footer).getByRole('link', { name: 'bonjour@atelier.fr' })).toHaveAttribute('href', 'mailto:bonjour@atelier.fr');
    expect(within(footer).getByText(studio.address)).toBeInTheDocument();
    const social = within(footer).getByRole('list', { name: 'Follow the studio' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Instagram', 'TikTok']);
  });

  it('before the owner has saved the settings: the site’s links, no made-up contact details', () => {
    renderWithSession(<SiteFooter />, { studio: null });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /^tel:|@/ })).toBeNull();
    expect(footer.querySelector('address')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});
