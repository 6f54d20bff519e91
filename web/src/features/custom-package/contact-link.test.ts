import { describe, expect, it } from 'vitest';
import { confirmCustomPackagePath } from './contact-link';

describe('confirmCustomPackagePath', () => {
  it('links to the contact form with an encoded subject naming the package', () => {
    const path = confirmCustomPackagePath('Garden Party & Portraits', 'ada-garden-party');
    expect(path.startsWith('/contact?subject=')).toBe(true);
    expect(new URLSearchParams(path.split('?')[1]).get('subject')).toBe(
      'Confirm my custom package: Garden Party & Portraits (ada-garden-party)',
    );
  });
});
