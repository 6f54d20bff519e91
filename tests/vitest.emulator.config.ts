import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fileURLToPath } from 'node:url';

// The sentinel runs first so a missing emulator fails with one clear message, not fifty timeouts;
// the rules-coverage report runs last so it sees every rules test's evaluations.
class SentinelFirstCoverageLast extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isSentinel = (f: TestSpecification) => f.moduleId.endsWith('00-emulators-up.test.ts');
    const isCoverage = (f: TestSpecification) => f.moduleId.endsWith('zz-coverage.test.ts');
    return [...sorted.filter(isSentinel), ...sorted.filter((f) => !isSentinel(f) && !isCoverage(f)), ...sorted.filter(isCoverage)];
  }
}

// Emulator suites: rules, functions integration, data layer, seed. Run under emulators:exec.
export default defineConfig({
  // The app's own data layer is tested against the rules (tests/rules/app-writes.test.ts).
  resolve: { alias: { '@common': fileURLToPath(new URL('../common', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/**/*.test.ts', 'functions/test/integration/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    bail: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { sequencer: SentinelFirstCoverageLast },
  },
});
