/** The error of a failed test, as vitest reports it. */
type ReportedError = { message?: string; stacks?: { file: string; line: number }[] };
export function failureLine(moduleId: string, fullName: string, error: ReportedError | undefined): string;
export default class TallyReporter {
  onTestRunEnd(testModules: unknown[]): void;
}
