import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files named 00-* run first in their project's group and zz-* last: the journeys' fresh start
// before any journey, the rules-coverage report after every rules test (it sums their evaluations).
export class FirstAndLast extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const named = (prefix: string) => (file: TestSpecification) => basename(file.moduleId).startsWith(prefix);
    const first = sorted.filter(named('00-'));
    const last = sorted.filter(named('zz-'));
    return [...first, ...sorted.filter((file) => !first.includes(file) && !last.includes(file)), ...last];
  }
}
