import { z } from 'zod';

// The repair form of a flagged document is built from its collection's schema: each field the
// owner may correct gets the input its schema calls for, and is checked by that same schema.

export type FieldKind =
  | { kind: 'text'; maxLength?: number; long: boolean }
  | { kind: 'number' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'switch' }
  | { kind: 'lines' };

/** Longer limits than this get a text area. */
const LONG_TEXT = 300;

/**
 * How a form edits a schema field; undefined when it is not a plain value (a picture, a list of
 * links). Read through zod's public schema types and accessors, not its internal definitions.
 */
export function fieldKind(schema: z.ZodType): FieldKind | undefined {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly
  )
    return fieldKind(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return fieldKind(schema.in as z.ZodType);
  // Any string: plain, or a format such as z.email(), which is a string of its own class.
  if (schema.type === 'string') {
    const max = (schema as z.ZodString).maxLength ?? undefined;
    return { kind: 'text', maxLength: max, long: max !== undefined && max > LONG_TEXT };
  }
  if (schema instanceof z.ZodUnion) {
    // An email or '' (a walk-in has none), a day or '': typed as text.
    const kinds = (schema.options as z.ZodType[]).map((option) => (option instanceof z.ZodLiteral ? undefined : fieldKind(option)));
    return kinds.find((kind) => kind?.kind === 'text');
  }
  if (schema instanceof z.ZodNumber) return { kind: 'number' };
  if (schema instanceof z.ZodBoolean) return { kind: 'switch' };
  if (schema instanceof z.ZodEnum) return { kind: 'choice', options: schema.options as readonly string[] };
  if (schema instanceof z.ZodArray) return fieldKind(schema.element as z.ZodType)?.kind === 'text' ? { kind: 'lines' } : undefined;
  return undefined;
}

/** The top-level fields of an object schema (a refined object keeps its shape). */
export const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};

const toLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The form's schema: the chosen fields as the collection's schema checks them (a list typed one per line). */
export function repairFormSchema(schema: z.ZodType, fields: readonly string[]) {
  const shape = shapeOf(schema);
  return z.object(
    Object.fromEntries(
      fields.map((field) => [
        field,
        fieldKind(shape[field])?.kind === 'lines'
          ? z
              .string()
              .transform(toLines)
              .pipe(shape[field] as z.ZodType<unknown, string[]>)
          : shape[field],
      ]),
    ),
  );
}

/** What the form starts from: the stored value where it has the right type, else an empty one. */
export function startingValue(kind: FieldKind, value: unknown): unknown {
  switch (kind.kind) {
    case 'text':
      return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
    case 'number':
      return typeof value === 'number' ? value : undefined;
    case 'switch':
      return value === true;
    case 'choice':
      return typeof value === 'string' && kind.options.includes(value) ? value : '';
    case 'lines':
      return Array.isArray(value) ? value.filter((line) => typeof line === 'string').join('\n') : '';
  }
}
