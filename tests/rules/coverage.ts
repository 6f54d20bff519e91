// Reads the Firestore emulator's rule-coverage report for the rules-test project and sums it up.
// The same report as a page: the URL below with `.html` (while the emulator runs).
export const PROJECT_ID = 'demo-rules-test';

export interface CoverageNode {
  sourcePosition: { line: number; column: number };
  values?: { count: number }[];
  children?: CoverageNode[];
}
interface CoverageReport {
  rules: { files: { content: string }[] };
  // Absent for rules with nothing to track (seen with `allow read, write: if true`).
  report?: CoverageNode[];
}

export interface CoverageSummary {
  expressions: number;
  unevaluated: number;
  /** "L123: source text" for each line holding an expression never evaluated. */
  unevaluatedLines: string[];
  /** Collections whose match block saw no request at all (their suite has not run yet). */
  untouchedCollections: string[];
}

export const coverageUrl = (host: string, format: 'json' | 'html' = 'json') =>
  `http://${host}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage${format === 'html' ? '.html' : ''}`;

export async function fetchCoverage(host: string): Promise<CoverageSummary> {
  const response = await fetch(coverageUrl(host));
  if (!response.ok) throw new Error(`rule coverage: HTTP ${response.status} from ${coverageUrl(host)}`);
  return summarise((await response.json()) as CoverageReport);
}

export function summarise({ rules, report }: CoverageReport): CoverageSummary {
  const source = (rules.files[0]?.content ?? '').split('\n');
  let expressions = 0;
  let unevaluated = 0;
  const missedLines = new Set<number>();
  const hitLines = new Set<number>();
  const walk = (node: CoverageNode) => {
    expressions += 1;
    const hit = node.values?.some((v) => v.count > 0) ?? false;
    (hit ? hitLines : missedLines).add(node.sourcePosition.line);
    if (!hit) unevaluated += 1;
    node.children?.forEach(walk);
  };
  (report ?? []).forEach(walk);
  const unevaluatedLines = [...missedLines].sort((a, b) => a - b).map((line) => `L${line}: ${source[line - 1]?.trim() ?? ''}`);
  return { expressions, unevaluated, unevaluatedLines, untouchedCollections: untouched(source, hitLines) };
}

// A collection's block runs from `match /name/{id} {` to the next line holding only `}`.
function untouched(source: string[], hitLines: Set<number>): string[] {
  const names: string[] = [];
  source.forEach((text, i) => {
    const name = /^\s*match \/(\w+)\/\{\w+\}\s*\{/.exec(text)?.[1];
    if (!name) return;
    let end = i + 1;
    while (end < source.length && source[end].trim() !== '}') end += 1;
    // A public read-only block (`allow read: if true;`) holds no expression the emulator counts:
    // its access-matrix test reads it, but the report cannot show that.
    const body = source
      .slice(i + 1, end)
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('//'));
    if (body.every((line) => /^allow [\w, ]+: if true;$/.test(line))) return;
    let touched = false;
    for (let line = i + 1; line <= end + 1; line += 1) touched ||= hitLines.has(line);
    if (!touched) names.push(name);
  });
  return names;
}

/** The text zz-coverage.test.ts prints at the end of a run. */
export function formatCoverage(summary: CoverageSummary): string {
  const partial = summary.untouchedCollections.length
    ? ` (partial: printed before the suites of ${summary.untouchedCollections.join(', ')} ran)`
    : '';
  return [
    `Rules coverage: ${summary.expressions} expressions, ${summary.unevaluated} never evaluated${partial}`,
    ...summary.unevaluatedLines.map((line) => `  ${line}`),
  ].join('\n');
}
