import { z } from 'zod';

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
} as const;

export const shortText = (max: number = LIMITS.shortText) => z.string().trim().min(1).max(max);
export const optionalText = (max: number = LIMITS.shortText) => z.string().trim().max(max);

// "/media/<id>/320w.webp 320w, /media/<id>/640w.webp 640w": variants served by this site only.
const srcsetSchema = z
  .string()
  .max(1000)
  .regex(/^\/media\/[A-Za-z0-9_-]+\/[0-9]+w\.[a-z]+ [0-9]+w(, \/media\/[A-Za-z0-9_-]+\/[0-9]+w\.[a-z]+ [0-9]+w)*$/);
const placeholderSchema = z
  .string()
  .max(2000)
  .regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);

export const imageRefSchema = z.object({
  // A web address or a path on this site: nothing else can reach an <img>.
  src: z
    .string()
    .trim()
    .max(LIMITS.url)
    .regex(/^(https?:\/\/|\/)[^\s]+$/, 'Enter a web address (https://…) or a site path (/images/…)'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
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

// Firebase Auth uids are at most 128 characters; the rules cap userId the same way.
export const uidSchema = z.string().min(1).max(128);

export const priceSchema = z.number().int().min(0).max(LIMITS.maxPrice);
export const emailSchema = z.email().max(LIMITS.email);
// Loose on purpose: international formats with spaces, dashes, parentheses and a leading +.
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,30}$/, 'Enter a phone number with 7 to 30 digits');
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');
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
