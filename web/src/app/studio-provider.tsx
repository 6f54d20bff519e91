import { Fragment, useState, type ReactNode } from 'react';
import type { StudioSettings } from '@common/schemas/settings';
import { setStudioLocale } from '@common/studio-locale';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { usePublicStudio } from '@/data/studio';
import { StudioContext } from '@/lib/studio-context';

/**
 * Reads settings/studio for the whole app (lib/studio-context.ts) and sets the studio's currency,
 * time zone and locale before anything below renders (common/studio-locale.ts): a prerendered page
 * and its hydration format prices and days alike. If the settings cannot be read, the site still
 * shows, without them.
 */
export function StudioProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => <StudioContext.Provider value={null}>{children}</StudioContext.Provider>}>
      <StudioReader>{children}</StudioReader>
    </ErrorBoundary>
  );
}

const loadedAt = Date.now();
const localeOf = ({ currency, timeZone, locale, weekStart }: StudioSettings) => [currency, timeZone, locale, weekStart].join('|');

function StudioReader({ children }: { children: ReactNode }) {
  const studio = usePublicStudio();
  // During render, on purpose: the children render after this, in the same pass.
  if (studio) setStudioLocale(studio);
  // A prerendered page starts from the settings its build saw. When the studio's currency, zone or
  // locale had changed before this page loaded, its figures are another locale's: the page is
  // rendered afresh in the studio's (a new key), in the pass that sets it, so no part of it
  // hydrates the old figures with the new locale (a mismatch) or keeps them. A change made while
  // the page is open (the owner saving the settings) only reaches what renders next.
  const [built] = useState(() => studio && localeOf(studio));
  const [rewritten, setRewritten] = useState(false);
  if (!rewritten && built && studio && localeOf(studio) !== built && studio.updatedAt.getTime() <= loadedAt) setRewritten(true);
  return (
    <StudioContext.Provider value={studio}>
      <Fragment key={rewritten ? 'rewritten' : 'built'}>{children}</Fragment>
    </StudioContext.Provider>
  );
}
