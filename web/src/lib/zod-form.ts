import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;
export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

type Issue = {
  code: string;
  input?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  origin?: string;
  expected?: string;
};

/**
 * Human wording for zod's built-in checks. Applied per parse, so a message written into the
 * common schema (e.g. "Tell us a little more") still wins over these.
 */
export function friendlyMessage(issue: Issue): string | undefined {
  const blank = issue.input === undefined || issue.input === null || (typeof issue.input === 'string' && issue.input.trim() === '');
  if (issue.code === 'invalid_type' && blank) return 'This field is required';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Enter a number';
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'Enter a whole number';
  if (issue.code === 'too_small' && issue.origin === 'number') return `Enter ${issue.minimum} or more`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `Enter ${issue.maximum} or less`;
  if (issue.code === 'too_small' && issue.origin === 'array' && Number(issue.minimum) === 1) return 'Add at least one';
  if (issue.code === 'too_big' && issue.origin === 'array') return `Keep this to ${issue.maximum} or fewer`;
  if (issue.code === 'invalid_format' && issue.format === 'url') return 'Enter a web address starting with https://';
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? 'This field is required' : `Use at least ${issue.minimum} characters`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return `Keep this under ${issue.maximum} characters`;
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'Enter an email address like name@example.com';
  if (issue.code === 'invalid_value') return 'Choose one of the options';
  return undefined;
}

type MapOptions = {
  /** Schema fields shown under another form field (a package's price under the package choice). */
  fieldOf?: Partial<Record<string, string>>;
  /** A form's own wording per field, used instead of zod's. */
  messages?: Partial<Record<string, string>>;
};

/** The app's one zod-issue → field-message mapping: the first issue of each top-level field. */
export function fieldErrorsFrom(error: z.ZodError, { fieldOf = {}, messages = {} }: MapOptions = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    const field = fieldOf[key] ?? key;
    errors[field] ??= messages[field] ?? issue.message;
  }
  return errors;
}

export function validateWith<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values, { error: friendlyMessage });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrorsFrom(result.error) };
}
