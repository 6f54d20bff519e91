import type { z } from 'zod';

type FieldErrors = Partial<Record<string, string>>;
type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

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
function friendlyMessage(issue: Issue): string | undefined {
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

/** A form's own words for a field (by its top-level name), used instead of zod's wording. */
export type FieldMessages = Partial<Record<string, string>>;

/**
 * The app's one wording of zod's issues, per parse: a message written into the schema wins, then
 * the form's own words for the field, then the friendly wording of the check.
 */
export const issueWording =
  (messages: FieldMessages = {}) =>
  (issue: Issue & { path?: PropertyKey[] }) =>
    messages[String(issue.path?.[0])] ?? friendlyMessage(issue);

/** The first issue of each top-level field. */
function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/**
 * What a form over `schema` would say about `values`: the parsed data, or one message per field.
 * @internal Exported for its tests only.
 */
export function validateWith<S extends z.ZodType>(schema: S, values: unknown, messages?: FieldMessages): Validation<z.output<S>> {
  const result = schema.safeParse(values, { error: issueWording(messages) });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrorsFrom(result.error) };
}
