import { issueWording } from '@/lib/zod-form';
import type { InvalidDocument } from '@/data/result';
import type { FlaggedRepair } from './owner-list-declaration';
import { fieldKind, shapeOf } from './repair-fields';

export type Problem = { field: string; label: string; message: string };

/** A field the owner does not set, named in words: paidTotal → "Paid total", keywords → "Search words". */
const humanise = (field: string) =>
  field === 'keywords'
    ? 'Search words'
    : field
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/^./, (c) => c.toUpperCase())
        .replace(/ [A-Z]/g, (c) => c.toLowerCase());

/** What is wrong with a flagged document, and what the owner can do about it. */
export type Diagnosis = {
  problems: Problem[];
  /** Failing fields the owner may correct in the repair form. */
  correctable: string[];
  /** Failing fields that are not the owner's to set (a status, a price, a time). */
  blocked: string[];
  /** Whether a repair can make the document whole (an editor can correct every field). */
  repairable: boolean;
  removable: boolean;
};

/** Reads the document with its schema, in the owner's words (labels and the app's messages). */
export function diagnose<T>(doc: InvalidDocument, repair: FlaggedRepair<T>): Diagnosis {
  const parsed = repair.target.schema.safeParse(doc.data, { error: issueWording() });
  const issues = parsed.success ? [] : parsed.error.issues;
  const shape = shapeOf(repair.target.schema);
  const problems: Problem[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (problems.some((p) => p.field === field)) continue;
    problems.push({ field, label: repair.labels[field] ?? humanise(field), message: issue.message });
  }
  const failing = problems.map((p) => p.field);
  const derivesKeywords = Boolean(repair.target.keywords) && repair.target.fields.includes('keywords');
  const correctable = failing.filter((field) => field in repair.labels && fieldKind(shape[field]) !== undefined);
  const blocked = failing.filter((field) => !correctable.includes(field) && !(field === 'keywords' && derivesKeywords));
  return {
    // The read layer's own words when the schema accepts it here (a document that changed since).
    problems: problems.length ? problems : doc.problems.map((message) => ({ field: '', label: '', message })),
    correctable,
    blocked,
    repairable: Boolean(repair.Editor) || (failing.length > 0 && blocked.length === 0),
    removable: repair.canRemove?.(doc.data) ?? false,
  };
}

export function ProblemList({ problems }: { problems: readonly Problem[] }) {
  return (
    <ul className="mt-1 grid gap-0.5">
      {problems.map((problem, i) => (
        <li key={`${problem.field}-${i}`}>
          {problem.label && <span className="font-medium">{problem.label}: </span>}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}
