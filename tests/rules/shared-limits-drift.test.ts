import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// No emulator: the lists and limits that common/ states once and firestore.rules must repeat,
// read from the committed rules (as owner-drift.test.ts does for the owner and the collections).
const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const code = rules
  .split('\n')
  .filter((line) => !line.trim().startsWith('//'))
  .join('\n');

/** The body of `function name(...) { ... }` (its braces hold no other braces). */
const functionBody = (name: string) => code.match(new RegExp(`function ${name}\\([^)]*\\) \\{([^}]*)\\}`))?.[1] ?? '';
/** The functions whose bodies call `callee`. */
const callersOf = (callee: string) =>
  [...code.matchAll(/function (\w+)\([^)]*\) \{([^}]*)\}/g)].filter(([, , body]) => body.includes(`${callee}(`)).map(([, name]) => name);

describe('firestore.rules states what common/ states', () => {
  it('checks a day by its form only inside the calendar checks (isCalendarDay, isComingDay, isBookableDay)', () => {
    expect(callersOf('isIsoDate').sort()).toEqual(['isBookableDay', 'isCalendarDay', 'isComingDay']);
    expect(code.match(/isIsoDate\(/g)).toHaveLength(4); // three calls and the function itself
    expect(functionBody('isCalendarDay')).toContain('isDateOf(dayOf(v), v)');
  });
});
