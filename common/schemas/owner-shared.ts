import { z } from 'zod';
import { LIMITS, dateSchema, emailSchema, priceSchema, shortText, optionalText, slugSchema, uidSchema } from './common';

// Written by the owner only; read by the owner and the one customer they are meant for.

export const softCopySchema = z.object({
  userId: uidSchema,
  userEmail: emailSchema,
  title: shortText(),
  link: z.url({ protocol: /^https?$/ }).max(LIMITS.url),
  message: optionalText(2000),
  createdAt: dateSchema,
});
export type SoftCopy = z.infer<typeof softCopySchema>;

export const customPackageSchema = z.object({
  name: shortText(LIMITS.name),
  description: shortText(LIMITS.longText),
  price: priceSchema,
  features: z.array(shortText()).max(30),
  createdAt: dateSchema,
});
export type CustomPackage = z.infer<typeof customPackageSchema>;

// Document id is the slug in /custom-package-users/:slug; carries a snapshot of the package.
export const customPackageLinkSchema = z.object({
  slug: slugSchema,
  customPackageId: z.string().min(1),
  userId: uidSchema,
  userEmail: emailSchema,
  packageName: shortText(LIMITS.name),
  description: shortText(LIMITS.longText),
  price: priceSchema,
  features: z.array(shortText()).max(30),
  createdAt: dateSchema,
});
export type CustomPackageLink = z.infer<typeof customPackageLinkSchema>;
