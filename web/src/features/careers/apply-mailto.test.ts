// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applicationMailto, openApplicationMailto } from './apply-mailto';

const studio = { name: 'Atelier Lumière', email: 'jobs@atelier-lumiere.fr' };

describe('applicationMailto', () => {
  it('addresses the studio of the settings with a per-role subject and a portfolio prompt', () => {
    const href = applicationMailto(studio, { title: 'Associate Photographer', type: 'Freelance' });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(studio.email);
    expect(decodeURIComponent(url.searchParams.get('subject') ?? '')).toBe('Application: Associate Photographer (Freelance)');
    expect(url.searchParams.get('body')).toContain('Hello Atelier Lumière,');
    expect(url.searchParams.get('body')).toContain('Portfolio link:');
    expect(href).not.toContain('+');
  });

  it('escapes characters that would break the link', () => {
    const href = applicationMailto(studio, { title: 'Stylist & Florist?', type: 'Part-time' });
    expect(href).toContain('subject=Application%3A%20Stylist%20%26%20Florist%3F%20(Part-time)');
  });

  it('an open application goes to the same address', () => {
    expect(new URL(openApplicationMailto(studio)).pathname).toBe(studio.email);
  });
});
