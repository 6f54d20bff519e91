// The values a field's zod schema has an opinion about, derived from the schema itself: its type,
// its length and number bounds (read from its checks, or found by asking it), its enum options,
// its pattern's sample values, nested shapes and list elements. Which of them are valid is zod's
// verdict; the agreement test requires the rules' verdict to be the same.
import type { ZodType } from 'zod';
import { patternSamples } from './samples';

export const MISSING = Symbol('missing');
export interface Candidate {
  label: string;
  value: unknown;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: ZodType;
  options?: ZodType[];
  element?: ZodType;
  shape?: Record<string, ZodType>;
  entries?: Record<string, string>;
  values?: unknown[];
  /** String formats (z.email) carry their pattern on the schema itself. */
  pattern?: RegExp;
}
const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);
export const accepts = (schema: ZodType, value: unknown) => value !== MISSING && schema.safeParse(value).success;

/** Characters JavaScript's trim() removes, and look-alikes it keeps (U+0085, U+180E, U+200B). */
export const WHITE_SPACE = [
  '\t',
  '\n',
  '\u000b',
  '\u000c',
  '\r',
  ' ',
  '\u0085',
  '\u00a0',
  '\u1680',
  '\u180e',
  '\u2000',
  '\u200a',
  '\u200b',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];
const NOT_STRINGS: Candidate[] = [
  { label: 'a number', value: 42 },
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'a map', value: { x: 'x' } },
];

const show = (value: unknown): string => {
  if (value === MISSING) return 'missing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${typeof value === 'string' ? `${value.length} units` : 'long'})` : text;
};
const named = (values: unknown[]): Candidate[] => values.map((value) => ({ label: show(value), value }));

/** The lengths of 'x'-strings a string schema takes, asked of the schema (any min/max/refine counts). */
function lengthBounds(schema: ZodType): { min: number; max: number } | undefined {
  const takes = (n: number) => accepts(schema, 'x'.repeat(n));
  let min = 0;
  while (min <= 12 && !takes(min)) min += 1;
  if (min > 12) return undefined;
  let [low, high] = [min, 100_001];
  if (takes(high)) return { min, max: Infinity };
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (takes(mid)) low = mid;
    else high = mid;
  }
  return { min, max: low };
}

const seenKinds = new Set<string>();

function stringCandidates(schema: ZodType, valid: unknown): Candidate[] {
  const own = defOf(schema).pattern;
  const patterns = [...(own ? [own] : []), ...checksOf(schema).flatMap((check) => (check.pattern ? [check.pattern] : []))];
  const samples = patternSamples(patterns, valid);
  const values: unknown[] = [...(samples ?? [])];
  const bounds = lengthBounds(schema);
  if (bounds) {
    const { min, max } = bounds;
    values.push('x'.repeat(min), ...(min > 0 ? ['x'.repeat(min - 1), ' '.repeat(min)] : []));
    if (Number.isFinite(max)) {
      values.push('x'.repeat(max), 'x'.repeat(max + 1));
      // Trimmed before it is measured; astral characters count two in JavaScript, one in RE2. Not
      // for a string that only takes '' (max 0: an optional web address, which no 'x' fits).
      if (max > 0) {
        values.push(` ${'x'.repeat(max)}\u00a0`, `${'x'.repeat(max)}\u180e`, `\u3000${'x'.repeat(max - 1)}\u200b`);
        values.push('😀'.repeat(Math.floor(max / 2)), '😀'.repeat(Math.floor(max / 2) + 1), `${'x'.repeat(max - 1)}😀`);
      }
    }
    // Every white space character, the first time a kind of string is met; a few after that (the
    // rules' trimmed() is one function, and the white space table is about it).
    const kind = `${min}:${max}:${accepts(schema, ' x ')}`;
    const spaces = seenKinds.has(kind) ? ['\u00a0', '\u180e', '\u3000'] : WHITE_SPACE;
    seenKinds.add(kind);
    values.push(...spaces.map((space) => space.repeat(Math.max(min, 1))));
    values.push(...spaces.map((space) => `${space}${'x'.repeat(Math.max(min, 1))}${space}`));
    values.push(`x\u0000x${'x'.repeat(Math.max(min - 3, 0))}`, `x\nx${'x'.repeat(Math.max(min - 3, 0))}`);
  }
  if (typeof valid === 'string') values.push(valid, ` ${valid}`, `${valid}\n`, valid.toUpperCase());
  return [...named(values), ...NOT_STRINGS];
}

function numberCandidates(schema: ZodType, valid: unknown): Candidate[] {
  let min = -Infinity;
  let max = Infinity;
  let int = false;
  let step: number | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === 'greater_than') min = (check.value ?? 0) + (check.inclusive ? 0 : 1);
    if (check.check === 'less_than') max = (check.value ?? 0) - (check.inclusive ? 0 : 1);
    if (check.check === 'number_format') int = check.format === 'safeint' || check.format === 'int32';
    if (check.check === 'multiple_of') step = check.value;
  }
  const values: unknown[] = [valid, 0, -1, 1, 1.5, '1', null, Number.NaN, Infinity];
  for (const bound of [min, max]) if (Number.isFinite(bound)) values.push(bound, bound - 1, bound + 1, bound + 0.5);
  if (int && Number.isFinite(min)) values.push(min + 0.5);
  if (step !== undefined) {
    // A decimal too many, around the valid value and the bounds; and sums whose binary quotient by
    // the step misses a whole number by a rounding error, which zod still counts as multiples.
    const around = typeof valid === 'number' ? valid : step;
    values.push(step, step / 2, around + step / 2, around + step, 0.1 + 0.2, 2.03, 14.285, 1e-20);
    if (Number.isFinite(max)) values.push(max - step, max - step / 2);
  }
  return named(values.filter((value) => value !== undefined));
}

function arrayCandidates(schema: ZodType, element: ZodType, valid: unknown): Candidate[] {
  const list = Array.isArray(valid) ? valid : [];
  const filler = list[0] !== undefined && accepts(element, list[0]) ? list[0] : sampleOf(element);
  // The schema's own bounds, and every length up to a short list's maximum: a rule that checks items
  // one by one can run out of its 1,000 expressions before the last.
  const bounds = checksOf(schema)
    .flatMap((check) => [check.minimum, check.maximum])
    .filter((n): n is number => n !== undefined);
  const max = Math.max(0, ...bounds);
  const short = max <= 12 ? Array.from({ length: max + 2 }, (_, n) => n) : [];
  const lengths = [...new Set([0, 1, 2, 5, 10, 12, 13, 20, 21, 30, 31, 200, 201, ...bounds.flatMap((n) => [n - 1, n, n + 1]), ...short])]
    .filter((n) => n >= 0)
    .sort((a, b) => a - b);
  const values: Candidate[] = lengths.map((n) => ({ label: `${n} items`, value: Array.from({ length: n }, () => filler) }));
  const items = candidatesFor(element, filler).filter((c) => c.value !== MISSING && !Array.isArray(c.value));
  const longest =
    lengths
      .filter((n) =>
        accepts(
          schema,
          Array.from({ length: n }, () => filler),
        ),
      )
      .pop() ?? 1;
  for (const item of items) values.push({ label: `[${item.label}]`, value: [item.value] });
  // In the longest list allowed: the longest item allowed, and a few refused ones at its end.
  const atEnd = [
    ...items.filter((c) => accepts(element, c.value)).slice(-2),
    ...items.filter((c) => !accepts(element, c.value)).slice(0, 4),
  ];
  for (const item of atEnd) {
    values.push({
      label: `${longest} items, the last ${item.label}`,
      value: [...Array.from({ length: longest - 1 }, () => filler), item.value],
    });
  }
  values.push(...NOT_STRINGS.filter((c) => c.value !== null), { label: 'null', value: null }, { label: 'a string', value: 'x' });
  return values;
}

function objectCandidates(schema: ZodType, valid: unknown): Candidate[] {
  const shape = defOf(schema).shape ?? {};
  const base = (valid && typeof valid === 'object' ? valid : sampleOf(schema)) as Record<string, unknown>;
  const values: Candidate[] = [];
  for (const [key, field] of Object.entries(shape)) {
    for (const c of [{ label: 'missing', value: MISSING }, ...candidatesFor(field, base[key])]) {
      const copy = { ...base, [key]: c.value };
      if (c.value === MISSING) delete copy[key];
      values.push({ label: `${key}: ${c.label}`, value: copy });
    }
  }
  values.push({ label: 'an extra key', value: { ...base, extra: 'x' } }, { label: 'a string', value: 'x' }, { label: 'null', value: null });
  return values;
}

/** Every value worth asking about for `schema`, around `valid` (the field's value in a valid document). */
export function candidatesFor(schema: ZodType, valid: unknown): Candidate[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'default':
      return candidatesFor(def.innerType as ZodType, valid);
    case 'optional':
      return [{ label: 'missing', value: MISSING }, ...candidatesFor(def.innerType as ZodType, valid)];
    case 'nullable':
      return [{ label: 'null', value: null }, ...candidatesFor(def.innerType as ZodType, valid === null ? undefined : valid)];
    case 'union':
      return (def.options ?? []).flatMap((option) => candidatesFor(option, accepts(option, valid) ? valid : sampleOf(option)));
    case 'string':
      return stringCandidates(schema, valid);
    case 'number':
      return numberCandidates(schema, valid);
    case 'boolean':
      return named([true, false, 'true', 1, null]);
    case 'enum': {
      const options = Object.values(def.entries ?? {});
      return named([...options, 'other', options[0].toUpperCase(), ` ${options[0]}`, null, 0]);
    }
    case 'literal':
      return named([...(def.values ?? []), 'other', null]);
    case 'array':
      return arrayCandidates(schema, def.element as ZodType, valid);
    case 'object':
      return objectCandidates(schema, valid);
    default:
      // Timestamps (a preprocess) and status-time records: matters of authority, written by hand.
      return [];
  }
}

/** A value `schema` accepts, found among its own candidates. */
export function sampleOf(schema: ZodType): unknown {
  const def = defOf(schema);
  if (def.type === 'object') {
    // Optional fields are left out: the smallest document the schema takes.
    return Object.fromEntries(
      Object.entries(def.shape ?? {})
        .filter(([, field]) => defOf(field).type !== 'optional')
        .map(([key, field]) => [key, sampleOf(field)]),
    );
  }
  const found = candidatesFor(schema, undefined).find((c) => accepts(schema, c.value));
  if (!found) throw new Error(`No value found that the schema accepts (${def.type})`);
  return found.value;
}

/** Drops repeated values (the same value from two rules of thumb), keeping the first label. */
export function distinct(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter((c) => {
    const key = c.value === MISSING ? 'missing' : `${typeof c.value}:${JSON.stringify(c.value)}:${Number.isNaN(c.value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
