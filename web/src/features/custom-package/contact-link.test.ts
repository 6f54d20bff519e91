// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { customPackageContactPath } from './contact-link';

describe('customPackageContactPath', () => {
  it('links to the contact form with an encoded subject naming the package', () => {
    const path = customPackageContactPath('Garden Party & Portraits');
    expect(path.startsWith('/contact?subject=')).toBe(true);
    expect(new URLSearchParams(path.split('?')[1]).get('subject')).toBe('About my custom package: Garden Party & Portraits');
  });
});
