// Contract templates and their merge fields (issue 34, docs/contracts.md). A template is Markdown
// with fields written {{customer.name}}; the server fills them from the booking and the studio's
// settings when it sends a contract, and the text it sent is what the customer signs.

/** Every merge field a template may use, with what the owner reads in the editor's list. */
export const MERGE_FIELDS = {
  'customer.name': "The customer's name",
  'customer.email': "The customer's email",
  'customer.phone': "The customer's phone",
  'event.type': 'The kind of event',
  'event.date': 'The event day',
  'event.venue': 'The venue',
  'event.guests': 'The number of guests',
  'package.name': 'The package (or custom package) booked',
  'package.features': "The package's features, as a list",
  'package.description': "The custom package's description",
  price: 'The price',
  tax: 'The sales tax on the price (or "none")',
  total: 'What the booking owes in all',
  deposit: 'The deposit that secures the day',
  balance: 'What is left after the deposit',
  schedule: 'The deposit and each instalment with its due day, as a list',
  'late.fee': 'The late fee when the studio charges one (or that there is none)',
  'studio.name': "The studio's legal name",
  'studio.address': "The studio's address",
  'studio.phone': "The studio's phone",
  'studio.email': "The studio's email",
  'booking.reference': "The booking's reference",
  'contract.date': 'The day the contract is sent',
} as const;

export type MergeField = keyof typeof MERGE_FIELDS;
export const MERGE_FIELD_NAMES = Object.keys(MERGE_FIELDS) as MergeField[];
/** The values a contract is rendered with, each already written in the studio's locale. */
export type ContractFacts = Record<MergeField, string>;

/** Fields whose value is Markdown the server wrote (lists); every other value is text, escaped. */
const MARKDOWN_FIELDS: ReadonlySet<MergeField> = new Set(['package.features', 'schedule']);

const FIELD_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isMergeField = (name: string): name is MergeField => Object.hasOwn(MERGE_FIELDS, name);

/** The fields a body names, each once, in order of first use. */
export function mergeFieldsIn(body: string): string[] {
  return [...new Set([...body.matchAll(FIELD_PATTERN)].map((match) => match[1] ?? ''))];
}

/** The names a body uses that are no merge field ({{cutomer.name}}), which a save refuses. */
export const unknownMergeFields = (body: string): string[] => mergeFieldsIn(body).filter((name) => !isMergeField(name));

/** A sentence naming the unknown fields, for the editor and the server alike. */
export function unknownFieldsMessage(unknown: readonly string[]): string {
  const named = unknown.map((name) => `{{${name}}}`).join(', ');
  return unknown.length === 1
    ? `${named} is not a merge field. Use one from the list, e.g. {{customer.name}}.`
    : `${named} are not merge fields. Use ones from the list, e.g. {{customer.name}}.`;
}

// A value is the customer's words (a name, a venue): shown as written, never as Markdown or HTML.
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+!|<>~]/g, (char) => `\\${char}`);

export class UnknownMergeFieldError extends Error {}

/** The contract's text: the body with every field filled. Refuses a body with an unknown field. */
export function renderContract(body: string, facts: ContractFacts): string {
  const unknown = unknownMergeFields(body);
  if (unknown.length) throw new UnknownMergeFieldError(unknownFieldsMessage(unknown));
  return body.replace(FIELD_PATTERN, (_match, name: MergeField) => (MARKDOWN_FIELDS.has(name) ? facts[name] : escapeMarkdown(facts[name])));
}
