// Values worth asking about for the fields that follow a pattern of common/patterns.ts: each list
// mixes what the pattern should take and what it should not; zod decides which is which, and the
// rules must say the same.
import {
  DAY_PATTERN,
  EMAIL_PATTERN,
  IMAGE_SRC_PATTERN,
  KEYWORD_PATTERN,
  PHONE_PATTERN,
  WEB_ADDRESS_PATTERN,
  regex,
} from '../../../common/patterns';
import { currencySchema, timeZoneSchema } from '../../../common/schemas/settings';

const x = (n: number, char = 'x') => char.repeat(n);

const EMAILS = [
  'ada@example.com',
  "o'brien@mail.example.ie",
  'first.last+tag@sub-domain.example.org',
  'UPPER@EXAMPLE.COM',
  'a_b-c@x.co',
  `x@${x(63, 'a')}.com`,
  // 254 and 255 characters.
  `${x(64, 'a')}@${x(63, 'b')}.${x(63, 'c')}.${x(57, 'd')}.com`,
  `${x(64, 'a')}@${x(63, 'b')}.${x(63, 'c')}.${x(58, 'd')}.com`,
  'a@b.c',
  'a@b',
  '@b.co',
  'a@.co',
  'a..b@c.co',
  '.a@b.co',
  'a.@b.co',
  'a b@c.co',
  'a@b .co',
  'a@b_c.co',
  'a@-b.co',
  'a@b-.co',
  'a@@b.co',
  'ä@b.co',
  'a@bü.co',
  ' a@b.co',
  'a@b.co ',
  'a@b.co\n',
  'a@b.co\nBcc: x@example.com',
  'a@b.c0m',
  `a@b.${x(64, 'c')}`,
  'a@1.23',
  'a@b.co.',
  '"a"@b.co',
  'a@[1.2.3.4]',
];

const PHONES = [
  '+1 (415) 555-0100',
  '1234567',
  '+1234567',
  '(020) 7946 0018',
  x(30, '1'),
  `+${x(29, '1')}`,
  x(31, '1'),
  `+${x(30, '1')}`,
  '123456',
  '+123456',
  '       ',
  ' 1234567 ',
  '\u00a01234567\u3000',
  '1234567\n',
  '１２３４５６７',
  'call me',
  '+1-415-555-0100 ext 5',
  '--------1234567',
  '+ 1234567',
  '1234567+',
  `${x(29, '1')}  `,
];

const WEB_ADDRESSES = [
  'https://drive.example.com/folder/abc?x=1#y',
  'http://localhost:5173/a',
  'https://a.b',
  'https://example.com:8080/x',
  'https://example.com?q=1',
  'ftp://example.com',
  'https://',
  'https://exa mple.com',
  'https://example.com/a b',
  'https://-x.com',
  'javascript:alert(1)',
  'https://example.com/\u00a0',
  'https://example.com/\t',
  'https://example.com/\u200b',
  'HTTPS://example.com',
  `https://example.com/${x(2028, 'a')}`,
  `https://example.com/${x(2029, 'a')}`,
  'https://例え.jp',
  'https://example.com/é',
  ' https://example.com',
];

const IMAGE_SOURCES = [
  '/images/a.jpg',
  'https://cdn.example.com/a.jpg',
  ' /images/a.jpg ',
  '/a b.jpg',
  '/a\tb.jpg',
  '/a\u00a0b.jpg',
  '/a\u200bb.jpg',
  'images/a.jpg',
  'javascript:alert(1)',
  `/${x(2047, 'a')}`,
  `/${x(2048, 'a')}`,
];

const KEYWORDS = ['ab', 'x'.repeat(24), 'x'.repeat(25), 'a', 'Ab', 'a b', '', 'é1', 'a-b', '12', ' ab'];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Days around `valid` (YYYY-MM-DD) that do not exist or are not written as days; never another
 * real day (a field may also bound the day in time, which zod does not know). A valid day on 29
 * February tests a leap year's; 29 February of a common year and of 2100 are no days.
 */
function days(valid: unknown): unknown[] {
  const day = typeof valid === 'string' && /^\d{4}-/.test(valid) ? valid : '2027-06-12';
  const year = day.slice(0, 4);
  return [
    day,
    `${year}-02-30`,
    ...(isLeapYear(Number(year)) ? [] : [`${year}-02-29`]),
    '2100-02-29',
    `${year}-04-31`,
    `${year}-06-31`,
    `${year}-11-31`,
    `${year}-13-01`,
    `${year}-00-10`,
    `${year}-01-00`,
    `${year}-01-32`,
    '0000-01-01',
    day.replace(/-/g, '/'),
    ` ${day}`,
    `${day}T00:00`,
    `${year}-1-01`,
    day.replace(/-/g, ''),
    Number(day.replace(/-/g, '')),
  ];
}

// A currency of the app's list (common/currencies.ts), and codes shaped like one that are not.
const CURRENCY_CODES = [
  'USD',
  'EUR',
  'INR',
  'JPY',
  'AED',
  'ZWL',
  'ZZZ',
  'XAU',
  'XXX',
  'AAA',
  'usd',
  'Usd',
  'US',
  'USDD',
  '$',
  'US D',
  ' USD',
  'USD\n',
];

// IANA names, old names (links) a browser may still report, and names shaped like zones that are none.
const TIME_ZONE_NAMES = [
  'UTC',
  'Etc/UTC',
  'Europe/Paris',
  'Asia/Kolkata',
  'Asia/Calcutta',
  'America/Argentina/Buenos_Aires',
  'America/Port-au-Prince',
  'Etc/GMT+5',
  'Etc/GMT-14',
  'US/Pacific',
  'EST5EDT',
  'Zulu',
  'Mars/Olympus_Mons',
  'Europe/Londonn',
  'europe/london',
  'EUROPE/LONDON',
  'Europe//London',
  'Europe/London/',
  'Factory',
  'Local',
  'GMT+5',
  'Pacific Time',
  'America/Los Angeles',
  x(64, 'A'),
  x(65, 'A'),
];

/** The source of the (one) pattern a string schema checks. */
const patternOf = (schema: unknown) =>
  (schema as { _zod: { def: { checks: { _zod: { def: { pattern?: RegExp } } }[] } } })._zod.def.checks.flatMap((check) =>
    check._zod.def.pattern ? [check._zod.def.pattern.source] : [],
  )[0];

// Keyed by RegExp.source, as the schemas hold them (a source escapes its slashes).
const BY_PATTERN: Record<string, (valid: unknown) => unknown[]> = {
  [patternOf(currencySchema)]: () => CURRENCY_CODES,
  [patternOf(timeZoneSchema)]: () => TIME_ZONE_NAMES,
  [regex(EMAIL_PATTERN).source]: () => EMAILS,
  [regex(PHONE_PATTERN).source]: () => PHONES,
  [regex(WEB_ADDRESS_PATTERN).source]: () => WEB_ADDRESSES,
  [regex(IMAGE_SRC_PATTERN).source]: () => IMAGE_SOURCES,
  [regex(KEYWORD_PATTERN).source]: () => KEYWORDS,
  [regex(DAY_PATTERN).source]: days,
};

/** The sample values for a string schema with one of the shared patterns, if it has one. */
export function patternSamples(patterns: readonly RegExp[], valid: unknown): unknown[] | undefined {
  for (const pattern of patterns) {
    const samples = BY_PATTERN[pattern.source];
    if (samples) return samples(valid);
  }
  return undefined;
}
