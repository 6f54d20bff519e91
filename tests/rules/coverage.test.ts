import { describe, expect, it } from 'vitest';
import { formatCoverage, summarise, type CoverageNode } from './coverage';

// No emulator: the summary zz-coverage.test.ts fails on must see every unevaluated expression,
// nested ones included, and tell which collections no test touched.
const rules = [
  'service cloud.firestore {', //             L1
  '  match /databases/{d}/documents {', //    L2
  '    function isOwner() {', //              L3
  '      return request.auth != null;', //    L4
  '    }', //                                 L5
  '    match /faqs/{id} {', //                L6
  '      allow read: if true;', //            L7
  '    }', //                                 L8
  '    match /blogs/{id} {', //               L9
  '      allow read: if isOwner();', //       L10
  '    }', //                                 L11
  '  }', //                                   L12
  '}', //                                     L13
].join('\n');

const node = (line: number, count: number, children: CoverageNode[] = []): CoverageNode => ({
  sourcePosition: { line, column: 1 },
  values: [{ count }],
  children,
});

describe('rule coverage summary', () => {
  it('counts nothing unevaluated when every node has a count', () => {
    const summary = summarise({ rules: { files: [{ content: rules }] }, report: [node(7, 3), node(10, 2, [node(4, 2)])] });
    expect(summary).toEqual({ expressions: 3, unevaluated: 0, unevaluatedLines: [], untouchedCollections: [] });
  });

  it('names the line of an expression never evaluated, also deep in a tree', () => {
    const summary = summarise({ rules: { files: [{ content: rules }] }, report: [node(7, 3), node(10, 1, [node(4, 0)])] });
    expect(summary.unevaluated).toBe(1);
    expect(summary.unevaluatedLines).toEqual(['L4: return request.auth != null;']);
    expect(formatCoverage(summary)).toContain('1 never evaluated');
  });

  it('treats a node with no values as never evaluated', () => {
    const summary = summarise({
      rules: { files: [{ content: rules }] },
      report: [node(7, 1), { sourcePosition: { line: 10, column: 1 } }],
    });
    expect(summary.unevaluatedLines).toEqual(['L10: allow read: if isOwner();']);
  });

  it('lists a collection whose block saw no request', () => {
    const summary = summarise({ rules: { files: [{ content: rules }] }, report: [node(7, 2)] });
    expect(summary.untouchedCollections).toEqual(['blogs']);
  });
});
