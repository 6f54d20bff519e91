import { z } from 'zod';
import { LIMITS, phoneSchema } from '@common/schemas';

export type ProfileDraft = { name: string; phone: string };

// The record allows an empty phone (Google gives none); when one is given it must look like one.
export const profileEditSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(LIMITS.name, `Keep your name under ${LIMITS.name} characters.`),
  phone: z
    .string()
    .trim()
    .refine(
      (phone) => phone === '' || phoneSchema.safeParse(phone).success,
      'Enter a phone number with 7 to 30 digits, or leave it empty.',
    ),
});

/** "Ada Lovelace" → "A"; a blank name falls back to the email's first letter. */
export const initialOf = (name: string, email = '') => (name.trim() || email).charAt(0).toUpperCase() || '?';
