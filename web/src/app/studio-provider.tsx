import type { ReactNode } from 'react';
import { setStudioLocale } from '@common/studio-locale';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { usePublicStudio } from '@/data/studio';
import { StudioContext } from '@/lib/studio-context';

/**
 * Reads settings/studio for the whole app (lib/studio-context.ts) and sets the studio's currency
 * and time zone before anything below renders (common/studio-locale.ts): a prerendered page and
 * its hydration format prices and days alike. If the settings cannot be read, the site still
 * shows, without them.
 */
export function StudioProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => <StudioContext.Provider value={null}>{children}</StudioContext.Provider>}>
      <StudioReader>{children}</StudioReader>
    </ErrorBoundary>
  );
}

function StudioReader({ children }: { children: ReactNode }) {
  const studio = usePublicStudio();
  // During render, on purpose: the children render after this, in the same pass.
  if (studio) setStudioLocale(studio);
  return <StudioContext.Provider value={studio}>{children}</StudioContext.Provider>;
}
