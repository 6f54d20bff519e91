import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatIsoDay, formatPrice } from '@common/format';
import { FALLBACK_STUDIO_LOCALE, setStudioLocale, studioLocale } from '@common/studio-locale';
import { useStudio } from '@/lib/studio-context';
import { testStudio } from '@/testing/studio';
import { StudioProvider } from './studio-provider';

const read = vi.hoisted(() => ({ studio: null as unknown, fail: false }));
vi.mock('@/data/studio', () => ({
  usePublicStudio: () => {
    if (read.fail) throw new Error('Firestore refused to list settings (503)');
    return read.studio;
  },
}));

afterEach(() => {
  setStudioLocale(FALLBACK_STUDIO_LOCALE);
  read.fail = false;
});

// Rendered below the provider, in the same pass: the price must already be in the studio's currency.
function Shown() {
  const studio = useStudio();
  return (
    <p>
      {studio?.name ?? 'no studio'} · {formatPrice(1850)} · {formatIsoDay('2027-06-12')}
    </p>
  );
}

describe('StudioProvider', () => {
  it('hands settings/studio down and sets its currency, time zone and locale before the page renders', () => {
    read.studio = testStudio({ name: 'Atelier Lumière', currency: 'EUR', timeZone: 'Europe/Paris', locale: 'en-IE', weekStart: 'monday' });
    render(
      <StudioProvider>
        <Shown />
      </StudioProvider>,
    );
    expect(screen.getByText('Atelier Lumière · €1,850 · 12 June 2027')).toBeInTheDocument();
    expect(studioLocale()).toEqual({ currency: 'EUR', timeZone: 'Europe/Paris', locale: 'en-IE', weekStart: 'monday' });
  });

  // Counts its mounts: a remount renders every figure below afresh.
  let mounts = 0;
  function Mounted() {
    useState(() => (mounts += 1));
    return <Shown />;
  }
  const page = () => (
    <StudioProvider>
      <Mounted />
    </StudioProvider>
  );

  it('a page built with other settings is rendered afresh in the studio’s locale once they arrive', () => {
    mounts = 0;
    read.studio = testStudio({ currency: 'USD', locale: 'en-US' });
    const { rerender } = render(page());
    expect(screen.getByText('Style & Story · $1,850 · June 12, 2027')).toBeInTheDocument();
    // Saved before this page loaded: the build's figures are stale.
    read.studio = testStudio({ currency: 'GBP', timeZone: 'Europe/London', locale: 'en-GB', updatedAt: new Date(Date.now() - 60_000) });
    rerender(page());
    expect(screen.getByText('Style & Story · £1,850 · 12 June 2027')).toBeInTheDocument();
    expect(mounts).toBe(2);
  });

  it('settings saved while the page is open (the owner in Settings) reach what renders next, without a remount', () => {
    mounts = 0;
    read.studio = testStudio({ currency: 'USD', locale: 'en-US' });
    const { rerender } = render(page());
    read.studio = testStudio({ name: 'Renamed', currency: 'GBP', locale: 'en-GB', updatedAt: new Date(Date.now() + 60_000) });
    rerender(page());
    expect(screen.getByText(/^Renamed · /)).toBeInTheDocument();
    expect(studioLocale()).toMatchObject({ currency: 'GBP', locale: 'en-GB' });
    expect(mounts).toBe(1);
  });

  it('before any settings exist: no studio, the fallback currency', () => {
    read.studio = null;
    render(
      <StudioProvider>
        <Shown />
      </StudioProvider>,
    );
    expect(screen.getByText('no studio · $1,850 · June 12, 2027')).toBeInTheDocument();
  });

  it('settings that cannot be read leave the page up, without them', () => {
    read.fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <StudioProvider>
        <Shown />
      </StudioProvider>,
    );
    expect(screen.getByText('no studio · $1,850 · June 12, 2027')).toBeInTheDocument();
  });
});
