import { describe, expect, it } from 'vitest';
import { sessionSource } from '@/features/inquiry/session-source';
import { keepLandingSource, landingSource } from './inquiry-source';

const at = (url: string) => {
  const u = new URL(url);
  return { pathname: u.pathname, search: u.search, host: u.host };
};

describe('the landing source', () => {
  it('keeps another site as referrer (no query) and the utm values', () => {
    const source = landingSource(
      at('https://studio.example/pricing?utm_source=ig&utm_campaign=june'),
      'https://l.instagram.com/x?secret=1',
    );
    expect(source).toEqual({
      referrer: 'https://l.instagram.com/x',
      landing: '/pricing',
      utm: { source: 'ig', medium: '', campaign: 'june', term: '', content: '' },
    });
  });

  it('drops a same-site referrer and a campaign with markup in it', () => {
    expect(landingSource(at('https://studio.example/'), 'https://studio.example/gallery').referrer).toBe('');
    const storage = new Map<string, string>();
    const fake = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) } as Storage;
    keepLandingSource(fake, at('https://studio.example/?utm_campaign=%3Cscript%3E') as Location, '');
    expect(sessionSource(fake).utm.campaign).toBe('');
    expect(sessionSource(fake).landing).toBe('/');
  });

  it('is recorded once a session, on the first page', () => {
    const storage = new Map<string, string>();
    const fake = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) } as Storage;
    keepLandingSource(fake, at('https://studio.example/?utm_source=google') as Location, '');
    keepLandingSource(fake, at('https://studio.example/contact') as Location, 'https://other.example/');
    expect(sessionSource(fake).utm.source).toBe('google');
    expect(sessionSource(fake).landing).toBe('/');
  });
});
