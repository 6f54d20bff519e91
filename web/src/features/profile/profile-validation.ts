import { z } from 'zod';
import { LIMITS, phoneSchema } from '@common/schemas';

export type ProfileDraft = { name: string; phone: string };
export type ProfileErrors = Partial<Record<keyof ProfileDraft, string>>;

// The record allows an empty phone (Google gives none); when one is given it must look like one.
const profileEditSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(LIMITS.name, `Keep your name under ${LIMITS.name} characters.`),
  phone: z.union([z.literal(''), phoneSchema]),
});

export function validateProfileEdit(draft: ProfileDraft): { ok: true; changes: ProfileDraft } | { ok: false; errors: ProfileErrors } {
  const parsed = profileEditSchema.safeParse({ name: draft.name, phone: draft.phone.trim() });
  if (parsed.success) return { ok: true, changes: parsed.data };
  const errors: ProfileErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ProfileDraft;
    // The union reports its last branch; the phone schema's own wording is the useful one.
    errors[field] ??= field === 'phone' ? 'Enter a phone number with 7 to 30 digits, or leave it empty.' : issue.message;
  }
  return { ok: false, errors };
}

/** "Ada Lovelace" → "A"; a blank name falls back to the email's first letter. */
export const initialOf = (name: string, email = '') => (name.trim() || email).charAt(0).toUpperCase() || '?';
