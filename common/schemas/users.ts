import { z } from 'zod';
import { LIMITS, dateSchema, phoneSchema, shortText, webAddressSchema } from './common';

export const USER_ROLE_CUSTOMER = 'customer' as const;

// Exactly the spec's fields; the onCreate function writes it, the customer edits name/phone/avatar.
export const userSchema = z.object({
  email: z.string().max(LIMITS.email),
  name: z.string().max(LIMITS.name),
  phone: z.string().max(LIMITS.phone),
  avatar: z.string().max(LIMITS.url),
  role: z.literal(USER_ROLE_CUSTOMER),
  createdAt: dateSchema,
});
export type UserRecord = z.infer<typeof userSchema>;

// What a customer may change, with the profile form's checks (firestore.rules isProfileUpdate):
// a name that is not blank, a phone number or none, an http(s) link or none.
export const userProfileUpdateSchema = z
  .object({
    name: shortText(LIMITS.name),
    phone: z.union([z.literal(''), phoneSchema]),
    avatar: z.union([z.literal(''), webAddressSchema]),
  })
  .partial();

export const welcomeEmailPayloadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  avatarUrl: z.string(),
  role: z.literal(USER_ROLE_CUSTOMER),
  createdAt: z.string(), // ISO 8601
});
export type WelcomeEmailPayload = z.infer<typeof welcomeEmailPayloadSchema>;
