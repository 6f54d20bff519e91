import { z } from 'zod';
import { EMAIL_PATTERN, IMAGE_SRC_PATTERN, PHONE_PATTERN, WEB_ADDRESS_PATTERN, regex } from '../patterns';

// Bounds shared by the schemas and mirrored in firestore.rules.
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  shortText: 200,
  longText: 5000,
  url: 2048,
  maxPrice: 1_000_000,
  maxQuantity: 20,
  maxGuests: 2000,
  /**
   * A document id, and a reference to one: Firebase Auth uids are at most 128 characters, and a
   * client-chosen id (a booking request's, a frame order's) is bounded the same in firestore.rules
   * (isChosenId), so every document that names it can hold it.
   */
  id: 128,
} as const;

export const shortText = (max: number = LIMITS.shortText) => z.string().trim().min(1).max(max);
export const optionalText = (max: number = LIMITS.shortText) => z.string().trim().max(max);
/**
 * One item of a list (a feature, a tag, a requirement): one line, not blank, at most `max`
 * characters once trimmed (firestore.rules isTextList checks a whole list with one regex, lines
 * joined by line breaks). zod counts characters as code points, as the rules' regex does.
 */
export const listItem = (max: number = LIMITS.shortText) =>
  z
    .string()
    .regex(/^[^\n]*$/, 'Keep this to one line')
    .trim()
    .min(1)
    .max(max);

// "/media/<id>/320w.webp 320w, /media/<id>/640w.webp 640w": variants served by this site only.
const srcsetSchema = z
  .string()
  .max(1000)
  .regex(/^\/media\/[A-Za-z0-9_-]+\/[0-9]+w\.[a-z]+ [0-9]+w(, \/media\/[A-Za-z0-9_-]+\/[0-9]+w\.[a-z]+ [0-9]+w)*$/);
const placeholderSchema = z
  .string()
  .max(2000)
  .regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);

// Strict, like the rules (hasOnly): a field the rules would refuse is refused here too.
export const imageRefSchema = z.strictObject({
  // A web address or a path on this site: nothing else can reach an <img>.
  src: z.string().trim().max(LIMITS.url).regex(regex(IMAGE_SRC_PATTERN), 'Enter a web address (https://…) or a site path (/images/…)'),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
  alt: z.string().max(LIMITS.shortText),
  // A photo from the media library carries what a page needs to serve it well, so rendering it
  // reads nothing more: its media id, a srcset per format, and a tiny blurred placeholder. Older
  // refs (a typed address, the seed's drawings) have none of these and stay valid.
  mediaId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  srcset: z
    .object({ avif: srcsetSchema.optional(), webp: srcsetSchema.optional(), jpeg: srcsetSchema.optional() })
    .strict()
    .refine((value) => Object.keys(value).length > 0, 'A srcset needs at least one format')
    .optional(),
  placeholder: placeholderSchema.optional(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;
/** An image field before anything is chosen: the schema refuses it until an image is set. */
export const NO_IMAGE: ImageRef = { src: '', width: 0, height: 0, alt: '' };

/** A document id as another document names it (LIMITS.id); the rules bound references and chosen ids the same way. */
export const idSchema = z.string().min(1).max(LIMITS.id);
// Firebase Auth uids are at most 128 characters; the rules cap userId the same way.
export const uidSchema = idSchema;
/** The contract template a package or custom package names (docs/contracts.md): '' or absent for the default. */
export const contractTemplateRefSchema = z.union([z.literal(''), idSchema]);

export const priceSchema = z.number().int().min(0).max(LIMITS.maxPrice);
// Emails, phones, days and links: the patterns of common/patterns.ts, which firestore.rules repeats.
export const emailSchema = z.email({ pattern: regex(EMAIL_PATTERN) }).max(LIMITS.email);
// Loose on purpose: international formats with spaces, dashes, parentheses and a leading +.
export const phoneSchema = z.string().trim().max(LIMITS.phone).regex(regex(PHONE_PATTERN), 'Enter a phone number with 7 to 30 digits');
export { isoDateSchema } from './iso-date';
/** An http(s) address with a host name. */
export const webAddressSchema = z.string().max(LIMITS.url).regex(regex(WEB_ADDRESS_PATTERN), 'Enter a web address starting with https://');
export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

// Firestore Timestamps (web or admin SDK) arrive as objects with toDate(); schemas see Dates.
export const dateSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && 'toDate' in v ? (v as { toDate(): Date }).toDate() : v),
  z.date(),
);
