// The address of a shared custom package (/custom-package-users/:slug) is its only secret, so it
// is random, not made from names: 26 characters of lower-case base32, 130 random bits. Lower case
// and no look-alike symbols, so a link read aloud or retyped from an email still works.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const LINK_SLUG_LENGTH = 26;
/** @internal Exported for its tests only. */
export const LINK_SLUG_BITS = LINK_SLUG_LENGTH * Math.log2(ALPHABET.length);
export const LINK_SLUG_PATTERN = /^[a-z2-7]{26}$/;

type RandomBytes = (length: number) => Uint8Array;
const cryptoBytes: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

/** A new unguessable slug. 256 is a multiple of 32, so `byte & 31` keeps every letter equally likely. */
export function newLinkSlug(random: RandomBytes = cryptoBytes): string {
  return Array.from(random(LINK_SLUG_LENGTH), (byte) => ALPHABET[byte & 31]).join('');
}
