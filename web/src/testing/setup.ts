import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { FALLBACK_STUDIO_LOCALE, setStudioLocale } from '@common/studio-locale';
import { resetServerState } from '@/data/store';

// findBy*/waitFor give up after 1 s by default. CI runs these tests beside the typecheck, lint and
// builds on two cores, at nice 10 beside the emulator session, where a lazy screen's first render
// can take many seconds: a wait that runs out is a timing failure, not a wrong screen, so they get
// 60 s (within the unit tests' bound; a passing wait returns as soon as its condition holds).
configure({ asyncUtilTimeout: 60_000 });

// Most test files share one module graph (vitest.config.mts, unit-web): what the app keeps for the
// page's lifetime, the server-state cache and the studio's currency and zone, starts afresh each test.
afterEach(() => {
  cleanup();
  resetServerState();
  setStudioLocale(FALLBACK_STUDIO_LOCALE);
});
