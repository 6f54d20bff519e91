// A vitest reporter for `npm test`'s closing line: appends this run's passed and failed test counts
// to TEST_TALLY_FILE, one JSON line per run (scripts/test.mjs adds them up).
import { appendFileSync } from 'node:fs';

export default class TallyReporter {
  onTestRunEnd(testModules) {
    const tally = { passed: 0, failed: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const { state } = test.result();
        if (state === 'passed' || state === 'failed') tally[state] += 1;
      }
    }
    appendFileSync(process.env.TEST_TALLY_FILE, `${JSON.stringify(tally)}\n`);
  }
}
