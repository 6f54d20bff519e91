import { z } from 'zod';
import { LIMITS, dateSchema, imageRefSchema, priceSchema, shortText, slugSchema } from './common';

// Catalogue collections: public reads of active/published items, written by the owner only.

export const serviceSchema = z.object({
  title: shortText(LIMITS.name),
  summary: shortText(),
  description: shortText(LIMITS.longText),
  image: imageRefSchema,
  order: z.number().int(),
  active: z.boolean(),
});
export type Service = z.infer<typeof serviceSchema>;

export const packageSchema = z.object({
  name: shortText(LIMITS.name),
  category: shortText(LIMITS.name),
  price: priceSchema,
  duration: shortText(LIMITS.name),
  summary: shortText(),
  description: shortText(LIMITS.longText),
  features: z.array(shortText()).max(30),
  image: imageRefSchema,
  featured: z.boolean(),
  order: z.number().int(),
  active: z.boolean(),
});
export type Package = z.infer<typeof packageSchema>;

export const galleryItemSchema = z.object({
  title: shortText(LIMITS.name),
  category: shortText(LIMITS.name),
  image: imageRefSchema,
  featured: z.boolean(),
  order: z.number().int(),
  published: z.boolean(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const frameSizeSchema = z.object({ label: shortText(LIMITS.name), price: priceSchema });
export const frameSchema = z.object({
  name: shortText(LIMITS.name),
  description: shortText(LIMITS.longText),
  material: shortText(LIMITS.name),
  image: imageRefSchema,
  sizes: z.array(frameSizeSchema).min(1).max(12),
  order: z.number().int(),
  active: z.boolean(),
});
export type Frame = z.infer<typeof frameSchema>;

export const blogSchema = z.object({
  slug: slugSchema,
  title: shortText(),
  excerpt: shortText(500),
  body: z.string().min(1).max(50_000), // Markdown, rendered sanitised
  cover: imageRefSchema,
  author: shortText(LIMITS.name),
  tags: z.array(shortText(40)).max(10),
  published: z.boolean(),
  publishedAt: dateSchema,
});
export type Blog = z.infer<typeof blogSchema>;

export const faqSchema = z.object({
  question: shortText(300),
  answer: shortText(LIMITS.longText),
  category: shortText(LIMITS.name),
  order: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;

export const jobOpeningSchema = z.object({
  title: shortText(LIMITS.name),
  type: z.enum(['Full-time', 'Part-time', 'Freelance', 'Internship']),
  location: shortText(LIMITS.name),
  summary: shortText(500),
  responsibilities: z.array(shortText()).max(20),
  requirements: z.array(shortText()).max(20),
  active: z.boolean(),
  order: z.number().int(),
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;

export const testimonialSchema = z.object({
  name: shortText(LIMITS.name),
  event: shortText(LIMITS.name),
  quote: shortText(1000),
  rating: z.number().int().min(1).max(5),
  order: z.number().int(),
  published: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
