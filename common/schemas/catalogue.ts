import { z } from 'zod';
import { selectionRulesInputSchema } from '../gallery-selection';
import { keywordsSchema, searchKeywords } from '../search';
import { LIMITS, contractTemplateRefSchema, dateSchema, imageRefSchema, listItem, priceSchema, shortText, slugSchema } from './common';

// Catalogue collections: public reads of active/published items, written by the owner only.
// Each has an input schema (what the owner's form submits) and the stored schema, which adds the
// search keywords (derived by keywordsOf below, never typed) and, for posts, publishedAt.

const order = z.number().int().min(-1_000_000).max(1_000_000);

export const serviceInputSchema = z.object({
  title: shortText(LIMITS.name),
  summary: shortText(),
  description: shortText(LIMITS.longText),
  image: imageRefSchema,
  order,
  active: z.boolean(),
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;
export const serviceSchema = serviceInputSchema.extend({ keywords: keywordsSchema });
export type Service = z.infer<typeof serviceSchema>;

export const packageInputSchema = z.object({
  name: shortText(LIMITS.name),
  category: shortText(LIMITS.name),
  price: priceSchema,
  duration: shortText(LIMITS.name),
  summary: shortText(),
  description: shortText(LIMITS.longText),
  features: z.array(listItem()).max(30),
  image: imageRefSchema,
  featured: z.boolean(),
  order,
  active: z.boolean(),
  /** The contract its bookings are sent (issue 34); absent or '' for the studio's default template. */
  contractTemplateId: contractTemplateRefSchema.optional(),
  /** Issue 38: the photos its gallery includes and the price of extras; absent or null for no limit. */
  gallerySelection: selectionRulesInputSchema.optional(),
  /** Issue 38: its galleries start as proofing (watermarked previews); absent = off. */
  proofing: z.boolean().optional(),
});
export type PackageInput = z.infer<typeof packageInputSchema>;
export const packageSchema = packageInputSchema.extend({ keywords: keywordsSchema });
export type Package = z.infer<typeof packageSchema>;

export const galleryItemInputSchema = z.object({
  title: shortText(LIMITS.name),
  category: shortText(LIMITS.name),
  image: imageRefSchema,
  featured: z.boolean(),
  order,
  published: z.boolean(),
});
export type GalleryItemInput = z.infer<typeof galleryItemInputSchema>;
export const galleryItemSchema = galleryItemInputSchema.extend({ keywords: keywordsSchema });
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/**
 * The most sizes a frame is sold in. The rules check each size on its own, and eight is what fits
 * in the 1,000 expressions a rule may evaluate (with twelve, a frame of six sizes was refused).
 */
export const FRAME_SIZES_MAX = 8;
export const frameSizeSchema = z.strictObject({ label: shortText(LIMITS.name), price: priceSchema });
export const frameInputSchema = z.object({
  name: shortText(LIMITS.name),
  description: shortText(LIMITS.longText),
  material: shortText(LIMITS.name),
  image: imageRefSchema,
  sizes: z.array(frameSizeSchema).min(1, 'Add at least one size').max(FRAME_SIZES_MAX),
  order,
  active: z.boolean(),
});
export type FrameInput = z.infer<typeof frameInputSchema>;
export const frameSchema = frameInputSchema.extend({ keywords: keywordsSchema });
export type Frame = z.infer<typeof frameSchema>;

export const blogInputSchema = z.object({
  slug: slugSchema,
  title: shortText(),
  excerpt: shortText(500),
  body: z.string().trim().min(1).max(50_000), // Markdown, rendered sanitised
  cover: imageRefSchema,
  author: shortText(LIMITS.name),
  tags: z.array(listItem(40)).max(10),
  published: z.boolean(),
});
export type BlogInput = z.infer<typeof blogInputSchema>;
// publishedAt is null until the first publish, then keeps that date through later edits.
export const blogSchema = blogInputSchema.extend({ publishedAt: dateSchema.nullable(), keywords: keywordsSchema });
export type Blog = z.infer<typeof blogSchema>;

export const faqInputSchema = z.object({
  question: shortText(300),
  answer: shortText(LIMITS.longText),
  category: shortText(LIMITS.name),
  order,
});
export type FaqInput = z.infer<typeof faqInputSchema>;
export const faqSchema = faqInputSchema.extend({ keywords: keywordsSchema });
export type Faq = z.infer<typeof faqSchema>;

export const JOB_TYPES = ['Full-time', 'Part-time', 'Freelance', 'Internship'] as const;
export const jobOpeningInputSchema = z.object({
  title: shortText(LIMITS.name),
  type: z.enum(JOB_TYPES),
  location: shortText(LIMITS.name),
  summary: shortText(500),
  responsibilities: z.array(listItem()).max(20),
  requirements: z.array(listItem()).max(20),
  active: z.boolean(),
  order,
});
export type JobOpeningInput = z.infer<typeof jobOpeningInputSchema>;
export const jobOpeningSchema = jobOpeningInputSchema.extend({ keywords: keywordsSchema });
export type JobOpening = z.infer<typeof jobOpeningSchema>;

export const testimonialInputSchema = z.object({
  name: shortText(LIMITS.name),
  event: shortText(LIMITS.name),
  quote: shortText(1000),
  rating: z.number().int().min(1).max(5),
  order,
  published: z.boolean(),
  /** Shown on the home page (published ones only); every published testimonial is on /testimonials. */
  featured: z.boolean(),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;
export const testimonialSchema = testimonialInputSchema.extend({ keywords: keywordsSchema });
export type Testimonial = z.infer<typeof testimonialSchema>;

/** What each catalogue collection is searched by: the same derivation for the app and the seed. */
export const keywordsOf = {
  services: (d: ServiceInput) => searchKeywords(d.title, d.summary),
  packages: (d: PackageInput) => searchKeywords(d.name, d.category, d.duration),
  gallery: (d: GalleryItemInput) => searchKeywords(d.title, d.category),
  frames: (d: FrameInput) => searchKeywords(d.name, d.material),
  blogs: (d: BlogInput) => searchKeywords(d.title, d.author, d.tags),
  faqs: (d: FaqInput) => searchKeywords(d.question, d.category),
  jobOpenings: (d: JobOpeningInput) => searchKeywords(d.title, d.type, d.location),
  testimonials: (d: TestimonialInput) => searchKeywords(d.name, d.event),
} as const;
export type CatalogueCollection = keyof typeof keywordsOf;
