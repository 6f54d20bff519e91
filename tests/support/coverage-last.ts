import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The rules-coverage report runs after every other file, so it sees every rules test's evaluations.
export class CoverageLast extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isCoverage = (file: TestSpecification) => file.moduleId.endsWith('zz-coverage.test.ts');
    return [...sorted.filter((file) => !isCoverage(file)), ...sorted.filter(isCoverage)];
  }
}
