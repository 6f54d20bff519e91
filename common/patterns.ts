// The text patterns that the schemas and firestore.rules both check, written once in RE2 syntax,
// which the rules use; regex() below makes the JavaScript form. They avoid what the two read
// differently: no look-arounds, no `\s`, `\d` or `\p{...}` (whose tables differ: RE2 still counts
// U+180E as white space), code points as `\x{...}`. firestore.rules repeats every one word for word,
// and tests/rules/shared-limits-drift.test.ts fails when a copy differs.

/**
 * An email address: dot-separated words of letters, digits and _ ' + - before the @; host labels
 * that start and end with a letter or digit; a top-level domain of 2–63 letters. Up to 254
 * characters (LIMITS.email), checked beside the pattern.
 */
export const EMAIL_PATTERN = "^[A-Za-z0-9_'+-]+([.][A-Za-z0-9_'+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?[.])+[A-Za-z]{2,63}$";

/** A phone number: an optional +, then at least 7 digits among spaces, parentheses and dashes (30 characters at most, checked beside it). */
export const PHONE_PATTERN = '^[+]?[ ()-]*([0-9][ ()-]*){7,}$';

/** A day written YYYY-MM-DD; whether it exists in the calendar is checked beside it (isCalendarDay). */
export const DAY_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** A character that is neither white space nor a control or invisible one. */
const VISIBLE =
  '[^\\x{0}-\\x{20}\\x{7F}-\\x{A0}\\x{1680}\\x{180E}\\x{2000}-\\x{200B}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}]';

/**
 * A web address people can follow: http(s), a host name, an optional port, then visible characters
 * only. What the links of a delivery and a profile photo must be.
 */
export const WEB_ADDRESS_PATTERN = `^https?://[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?([.][A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:[0-9]{1,5})?([/?#]${VISIBLE}*)?$`;

/** Where an image is: a web address or a path on this site, in visible characters only. */
export const IMAGE_SRC_PATTERN = `^(https?://|/)${VISIBLE}+$`;

/** A search keyword (common/search.ts): 2–24 lower-case letters and digits. */
export const KEYWORD_PATTERN = '^[a-z0-9]{2,24}$';

/** The JavaScript form of a pattern above: RE2's `\x{HHHH}` is `\u{HHHH}` there. */
export const regex = (pattern: string) => new RegExp(pattern.replace(/\\x\{([0-9A-F]+)\}/g, '\\u{$1}'), 'u');
