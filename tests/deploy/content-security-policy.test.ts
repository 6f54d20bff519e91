import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostingForWebConfig, policyForWebConfig } from '../../scripts/lib/content-security-policy.mjs';

// The policy a deploy serves: firebase.json's, plus what its web config needs (npm run deploy).
const hosting = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')).hosting as Parameters<
  typeof hostingForWebConfig
>[0];
const basePolicy = hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')!.value;
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('policyForWebConfig', () => {
  it('adds a custom authDomain to frame-src (the sign-in iframe)', () => {
    const policy = policyForWebConfig(basePolicy, { VITE_FIREBASE_AUTH_DOMAIN: 'auth.yourstudio.com' });
    expect(directive(policy, 'frame-src')).toContain('https://auth.yourstudio.com');
    expect(directive(basePolicy, 'frame-src')).not.toContain('https://auth.yourstudio.com');
  });

  it('leaves the policy as it is for a <project>.firebaseapp.com authDomain, which it allows already', () => {
    expect(policyForWebConfig(basePolicy, { VITE_FIREBASE_AUTH_DOMAIN: 'my-studio.firebaseapp.com' })).toBe(basePolicy);
  });

  it('allows App Check’s reCAPTCHA only when a site key is configured', () => {
    expect(policyForWebConfig(basePolicy, {})).toBe(basePolicy);
    const policy = policyForWebConfig(basePolicy, { VITE_APPCHECK_SITE_KEY: 'site-key' });
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(directive(policy, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(policy, 'connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
  });

  it('keeps every other directive unchanged', () => {
    const policy = policyForWebConfig(basePolicy, { VITE_FIREBASE_AUTH_DOMAIN: 'auth.yourstudio.com', VITE_APPCHECK_SITE_KEY: 'k' });
    for (const name of ['default-src', 'style-src', 'img-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors']) {
      expect(directive(policy, name)).toEqual(directive(basePolicy, name));
    }
  });
});

describe('hostingForWebConfig', () => {
  it('changes only the policy header of the hosting section', () => {
    const made = hostingForWebConfig(hosting, { VITE_FIREBASE_AUTH_DOMAIN: 'auth.yourstudio.com' });
    const headers = (config: typeof hosting) => config.headers.flatMap((rule) => rule.headers);
    expect(headers(made).filter((header) => header.key !== 'Content-Security-Policy')).toEqual(
      headers(hosting).filter((header) => header.key !== 'Content-Security-Policy'),
    );
    expect(JSON.stringify(made)).toContain('https://auth.yourstudio.com');
  });
});
