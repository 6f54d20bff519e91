import { describe, expect, it } from 'vitest';
import { STUDIO } from '@common/studio';
import { applicationMailto } from './apply-mailto';

describe('applicationMailto', () => {
  it('addresses the studio with a per-role subject and a portfolio prompt', () => {
    const href = applicationMailto({ title: 'Associate Photographer', type: 'Freelance' });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(STUDIO.email);
    expect(decodeURIComponent(url.searchParams.get('subject') ?? '')).toBe('Application: Associate Photographer (Freelance)');
    expect(url.searchParams.get('body')).toContain('Portfolio link:');
    expect(href).not.toContain('+');
  });

  it('escapes characters that would break the link', () => {
    const href = applicationMailto({ title: 'Stylist & Florist?', type: 'Part-time' });
    expect(href).toContain('subject=Application%3A%20Stylist%20%26%20Florist%3F%20(Part-time)');
  });
});
