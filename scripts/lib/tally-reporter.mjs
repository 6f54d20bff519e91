// A vitest reporter for `npm test`'s closing lines: appends this run's passed and failed test counts,
// and each failed test's name with the first line of its error, the line of the test file it stopped
// at and what a browser wait was waiting for, to TEST_TALLY_FILE, one JSON line per run
// (scripts/test.mjs adds them up). The names are repeated at the end because a lane's own output can
// scroll out of a CI log's tail, and the tail alone must say where to look.
import { appendFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);

/** Where in the test file the error was thrown (vitest parses the stack), e.g. ` (at line 98)`. */
function where(error, file) {
  const frame = (error?.stacks ?? []).find((entry) => entry.file === file);
  return frame ? ` (at line ${frame.line})` : '';
}

/** Playwright's call log (dimmed with terminal colours) names what a timed-out wait was waiting for. */
function waitingFor(error) {
  const line = stripVTControlCharacters(String(error?.message ?? ''))
    .split('\n')
    .find((text) => text.trim().startsWith('- waiting for'));
  return line ? ` [${line.trim().slice(2, 300)}]` : '';
}

/** A failed test as the closing lines name it: file, name, the error's first line, where, and what it waited for. */
export function failureLine(moduleId, fullName, error) {
  const file = moduleId.replace(process.cwd() + '/', '');
  return `${file} › ${fullName} — ${firstLine(error?.message)}${where(error, moduleId)}${waitingFor(error)}`;
}

export default class TallyReporter {
  onTestRunEnd(testModules) {
    const tally = { passed: 0, failed: 0, failures: [] };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const { state, errors } = test.result();
        if (state === 'passed' || state === 'failed') tally[state] += 1;
        if (state === 'failed') {
          tally.failures.push(failureLine(module.moduleId, test.fullName, errors?.[0]));
        }
      }
      // A file that fails before its tests run (an import error, a hook) has no failed test.
      for (const error of module.errors()) tally.failures.push(`${module.moduleId} — ${firstLine(error.message)}`);
    }
    appendFileSync(process.env.TEST_TALLY_FILE, `${JSON.stringify(tally)}\n`);
  }
}
