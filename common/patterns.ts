// The text patterns that the schemas and firestore.rules both check, written once. Each reads the
// same in JavaScript (with the `u` flag) and in the rules' RE2: no look-arounds, no `\s` or `\d`
// (whose meaning differs between the two), character classes spelled out. firestore.rules repeats
// every one word for word, and tests/rules/patterns-drift.test.ts fails when a copy differs.

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

/**
 * A web address people can follow: http(s), a host name, an optional port, then anything but white
 * space and control characters. What the links of a delivery and a profile photo must be.
 */
export const WEB_ADDRESS_PATTERN =
  '^https?://[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?([.][A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:[0-9]{1,5})?([/?#][^\\p{Z}\\p{Cc}]*)?$';

/** Where an image is: a web address or a path on this site, with no white space or control characters. */
export const IMAGE_SRC_PATTERN = '^(https?://|/)[^\\p{Z}\\p{Cc}]+$';

/** A search keyword (common/search.ts): 2–24 lower-case letters and digits. */
export const KEYWORD_PATTERN = '^[a-z0-9]{2,24}$';

/** The JavaScript form of a pattern above. */
export const regex = (pattern: string) => new RegExp(pattern, 'u');
