import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@common/currencies';
import { FALLBACK_LOCALE, LOCALE_TAGS, WEEK_STARTS, weekStartOf } from '@common/locales';
import { DAY_PATTERN, EMAIL_PATTERN, IMAGE_SRC_PATTERN, PHONE_PATTERN, WEB_ADDRESS_PATTERN } from '@common/patterns';
import { MAX_SALES_TAX_PERCENT, SALES_TAX_RATE_STEP } from '@common/sales-tax';
import { RULES_DAY_MARGIN, addUtcDays } from '@common/days';
import { LIMITS } from '@common/schemas/common';
import { LINK_VALIDITY_MAX_DAYS, customPackageSchema, lastExpiryDay } from '@common/schemas/owner-shared';
import { PAYMENT_BACKDATE_DAYS } from '@common/schemas/payments';
import { TIME_ZONES } from '@common/time-zones';

// No emulator: the lists, limits and patterns that common/ states once and firestore.rules must
// repeat, read from the committed rules (as owner-drift.test.ts does for the owner and the
// collections). The agreement tables (tests/rules/agreement) then ask both for their verdicts.
const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const code = rules
  .split('\n')
  .filter((line) => !line.trim().startsWith('//'))
  .join('\n');

/** The body of `function name(...)`, up to its closing brace at the functions' indentation. */
function functionBody(name: string): string {
  const start = code.indexOf(`    function ${name}(`);
  if (start < 0) return '';
  return code.slice(start, code.indexOf('\n    }\n', start));
}
/** The functions whose bodies call `callee`. */
const callersOf = (callee: string) =>
  [...code.matchAll(/^ {4}function (\w+)\(/gm)]
    .map((m) => m[1])
    .filter((name) => name !== callee && functionBody(name).includes(`${callee}(`));
/** A pattern as a rules string literal writes it: each backslash doubled. */
const asRulesLiteral = (pattern: string) => pattern.replace(/\\/g, '\\\\');
/** The words of the one-line list `v in '…'.split(' ')` in `name`. */
const listIn = (name: string) =>
  functionBody(name)
    .match(/v in '([^']*)'\.split\(' '\)/)?.[1]
    .split(' ');

describe('firestore.rules states what common/ states', () => {
  it('checks a day by its form only inside the calendar checks (isCalendarDay, isComingDay, isBookableDay)', () => {
    expect(callersOf('isIsoDate').sort()).toEqual(['isBookableDay', 'isCalendarDay', 'isComingDay']);
    expect(code.match(/isIsoDate\(/g)).toHaveLength(4); // three calls and the function itself
    expect(functionBody('isCalendarDay')).toContain('isDateOf(dayOf(v), v)');
  });

  it('repeats the patterns of common/patterns.ts word for word', () => {
    for (const pattern of [EMAIL_PATTERN, PHONE_PATTERN, DAY_PATTERN, WEB_ADDRESS_PATTERN, IMAGE_SRC_PATTERN]) {
      expect(code, pattern).toContain(asRulesLiteral(pattern));
    }
  });

  it('takes the currencies of common/currencies.ts, and no other', () => {
    expect(listIn('isCurrency')).toEqual([...CURRENCIES]);
  });

  it('takes the time zones of common/time-zones.ts, and no other', () => {
    expect(listIn('isTimeZone')).toEqual([...TIME_ZONES]);
  });

  it('takes the locales of common/locales.ts and their week starts, and no other; the area served at most LIMITS.name', () => {
    expect(listIn('isLocale')).toEqual([...LOCALE_TAGS]);
    const settings = functionBody('isStudioSettings');
    // Missing in settings saved before them, as the schema's defaults say.
    expect(settings).toContain(`isLocale(d.get('locale', '${FALLBACK_LOCALE}'))`);
    const weekStarts = WEEK_STARTS.map((day) => `'${day}'`).join(', ');
    expect(settings).toContain(`d.get('weekStart', '${weekStartOf(FALLBACK_LOCALE)}') in [${weekStarts}]`);
    const space = code.match(/function trimmed\(v\) \{\s*return v\.replace\('\^(\[[^\]]*\])\+\|/)?.[1];
    expect(settings).toContain(`d.get('areaServed', '').matches('(?s)${space}*.{0,${LIMITS.name}}${space}*')`);
  });

  it('takes a sales tax rate to the step and up to the maximum of common/sales-tax.ts', () => {
    const salesTax = functionBody('isSalesTax');
    expect(salesTax).toContain(`isMultipleOf(t.ratePercent, ${SALES_TAX_RATE_STEP})`);
    expect(salesTax).toContain(`t.ratePercent <= ${MAX_SALES_TAX_PERCENT}`);
    // zod's multipleOf tolerance (floatSafeRemainder): four double epsilons, 2^-50.
    const tolerance = Number(functionBody('isMultipleOf').match(/< ([0-9.]+) \*/)?.[1]);
    expect(tolerance).toBe(4 * Number.EPSILON);
  });

  it('bounds every id a client chooses, and every reference to one, at LIMITS.id (idSchema)', () => {
    expect(functionBody('isChosenId')).toContain(`return isString(id, 1, ${LIMITS.id});`);
    for (const collection of ['bookings', 'frameOrders', 'contactMessages', 'supportRequests']) {
      const block = code.slice(code.indexOf(`match /${collection}/{id} {`));
      expect(block.match(/allow create: if [^;]*;/)?.[0], collection).toContain('isChosenId(id)');
    }
    const references = [...code.matchAll(/isString\(([\w.]+), [01], (\d+)\)/g)].filter(([, value]) =>
      /(^|\.)(id|\w+Id|lastEntry|reverses)$/.test(value),
    );
    expect(references.length).toBeGreaterThanOrEqual(15);
    expect(references.filter(([, , max]) => Number(max) !== LIMITS.id).map(([call]) => call)).toEqual([]);
  });

  // Limits that were the rules' alone (issue 39): the schemas state them now, and the forms use them.
  it("dates a payment at most PAYMENT_BACKDATE_DAYS before the studio's today (isReceivedDay), and no later than it", () => {
    expect(functionBody('isReceivedDay')).toContain(`dayOf(v) >= earliestStudioToday() - duration.value(${PAYMENT_BACKDATE_DAYS}, 'd')`);
    expect(functionBody('isReceivedDay')).toContain('dayOf(v) <= latestStudioToday()');
    // The rules' earliest studio today is the UTC day less the margin: the forms' bound, on any studio clock, is within it.
    expect(functionBody('earliestStudioToday')).toContain(`- duration.value(${RULES_DAY_MARGIN}, 'd')`);
  });

  it("keeps an offer open at most LINK_VALIDITY_MAX_DAYS from its sending (isNewCustomPackageLink), the send form's last day within it", () => {
    expect(functionBody('isNewCustomPackageLink')).toContain(
      `d.expiresAt <= request.time + duration.value(${LINK_VALIDITY_MAX_DAYS}, 'd')`,
    );
    expect(lastExpiryDay('2027-01-01')).toBe(addUtcDays('2027-01-01', LINK_VALIDITY_MAX_DAYS - 1));
    // A package's validity proposes an expiry the form (and so the rules) take.
    expect(customPackageSchema.shape.validityDays.safeParse(LINK_VALIDITY_MAX_DAYS).success).toBe(false);
    expect(customPackageSchema.shape.validityDays.safeParse(LINK_VALIDITY_MAX_DAYS - 1).success).toBe(true);
    expect(functionBody('isCustomPackage')).toContain(`isInt(d.validityDays, 1, ${LINK_VALIDITY_MAX_DAYS - 1})`);
  });

  it('checks the five social links with WEB_ADDRESS_PATTERN between the white space trimmed() removes', () => {
    const links = functionBody('isSocialLinks');
    const space = code.match(/function trimmed\(v\) \{\s*return v\.replace\('\^(\[[^\]]*\])\+\|/)?.[1];
    expect(space).toBeDefined();
    // `space` is read as the rules write it, backslashes doubled.
    const link = `${space}*(${asRulesLiteral(WEB_ADDRESS_PATTERN.slice(1, -1))})?${space}*`;
    expect(links).toContain(`let link = '${link}';`);
    expect(links).toContain(`joined.size() <= ${LIMITS.url}`);
    expect(functionBody('isLinkSize')).toBe(
      `    function isLinkSize(v) {\n      return v.size() <= ${LIMITS.url} || trimmed(v).size() <= ${LIMITS.url};`,
    );
  });
});
