import { z } from 'zod';
import { LIMITS, dateSchema, emailSchema, optionalText, shortText } from './common';

// Anyone may send one; only the owner reads. A Firestore trigger emails the owner.

export const contactMessageInputSchema = z.object({
  name: shortText(LIMITS.name),
  email: emailSchema,
  phone: optionalText(LIMITS.phone),
  subject: shortText(),
  message: z.string().trim().min(10, 'Tell us a little more (at least 10 characters)').max(LIMITS.longText),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;
export const contactMessageSchema = contactMessageInputSchema.extend({ createdAt: dateSchema });

// 'Privacy': a request for a copy or the deletion of one's data (the profile's "Your data", docs/privacy.md).
export const SUPPORT_TOPICS = ['Booking', 'Payment', 'Soft copies', 'Frame order', 'Account', 'Privacy', 'Other'] as const;
export const supportRequestInputSchema = z.object({
  name: shortText(LIMITS.name),
  email: emailSchema,
  topic: z.enum(SUPPORT_TOPICS),
  reference: optionalText(LIMITS.name),
  message: z.string().trim().min(10, 'Tell us a little more (at least 10 characters)').max(LIMITS.longText),
});
export type SupportRequestInput = z.infer<typeof supportRequestInputSchema>;
export const supportRequestSchema = supportRequestInputSchema.extend({ createdAt: dateSchema });
