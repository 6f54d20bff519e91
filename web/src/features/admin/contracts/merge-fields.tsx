import { MERGE_FIELDS, MERGE_FIELD_NAMES, mergeFieldsIn, type ContractFacts, type MergeField } from '@common/contracts';
import { addUtcDays, studioToday } from '@common/days';
import { formatIsoDay, formatPrice } from '@common/format';
import type { StudioSettings } from '@common/schemas/settings';

// The editor's side of the merge fields: a reference the owner clicks to insert a field, and the
// sample facts the live preview fills them with (the server fills them from the booking when it
// sends the contract, common/contracts.ts).

/** What a field looks like in a template. */
export const fieldToken = (name: string) => `{{${name}}}`;

/** Made-up facts for the preview: a wedding a few months ahead, with the studio's own details when saved. */
export function sampleFacts(
  studio: Pick<StudioSettings, 'name' | 'address' | 'phone' | 'email'> | null,
  today = studioToday(),
): ContractFacts {
  const eventDay = addUtcDays(today, 120);
  return {
    'customer.name': 'Alex Morgan',
    'customer.email': 'alex.morgan@example.com',
    'customer.phone': '+1 555 0100',
    'event.type': 'Wedding',
    'event.date': formatIsoDay(eventDay),
    'event.venue': 'The Glasshouse',
    'event.guests': '120',
    'package.name': 'Full Day Wedding',
    'package.features': '- Eight hours of coverage\n- Two photographers\n- An online gallery of every edited photo',
    'package.description': 'A full day, from the preparations to the first dance.',
    price: formatPrice(4000),
    tax: 'none',
    total: formatPrice(4000),
    deposit: formatPrice(1200),
    balance: formatPrice(2800),
    schedule: `- Deposit ${formatPrice(1200)}, due on signing\n- Balance ${formatPrice(2800)}, due ${formatIsoDay(addUtcDays(eventDay, -14))}`,
    'late.fee': 'There is no late fee.',
    'studio.name': studio?.name || 'Your studio',
    'studio.address': studio?.address || 'The studio’s address',
    'studio.phone': studio?.phone || 'The studio’s phone',
    'studio.email': studio?.email || 'The studio’s email',
    'booking.reference': 'B7Q2K9XW',
    'contract.date': formatIsoDay(today),
  };
}

const isMergeField = (name: string): name is MergeField => Object.hasOwn(MERGE_FIELDS, name);
const FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * The body as the preview shows it: each known field filled with its sample, an unknown one kept
 * as written in code type (the message under the editor names it), so a typo is easy to spot.
 */
export function previewText(body: string, facts: ContractFacts): string {
  return body.replace(FIELD, (_match, name: string) => (isMergeField(name) ? facts[name] : `\`${fieldToken(name)}\``));
}

/** The fields a body uses, for the reference's "used" marks. */
export const usedFields = (body: string) => new Set(mergeFieldsIn(body));

/** Puts a field at the caret of the textarea (or in place of its selection) and gives the caret back after it. */
export function insertAtCaret(textarea: HTMLTextAreaElement, text: string, write: (value: string) => void) {
  const { selectionStart: start, selectionEnd: end, value } = textarea;
  write(value.slice(0, start) + text + value.slice(end));
  requestAnimationFrame(() => {
    textarea.focus();
    textarea.setSelectionRange(start + text.length, start + text.length);
  });
}

/** The reference beside the editor: every field, what it holds; a click inserts it. */
export function MergeFieldList({ used, onInsert }: { used: ReadonlySet<string>; onInsert: (name: MergeField) => void }) {
  return (
    <section aria-labelledby="merge-fields-title" className="min-w-0 rounded-2xl border border-sand bg-ivory/70 p-4">
      <h3 id="merge-fields-title" className="font-sans text-sm font-semibold text-ink">
        Merge fields
      </h3>
      <p className="mt-1 text-xs text-muted">Click one to insert it where the cursor is. Each is filled from the booking when you send.</p>
      <ul className="mt-3 grid max-h-72 gap-1 overflow-y-auto pr-1 lg:max-h-[34rem]">
        {MERGE_FIELD_NAMES.map((name) => (
          <li key={name}>
            <button
              type="button"
              onClick={() => onInsert(name)}
              aria-label={`Insert ${fieldToken(name)}: ${MERGE_FIELDS[name]}`}
              className="group grid w-full gap-0.5 rounded-xl px-3 py-2 text-left transition hover:bg-white focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-champagne-dark"
            >
              <span className="flex items-center justify-between gap-2">
                <code className="break-all font-mono text-[0.8rem] text-ink group-hover:text-champagne-deep">{fieldToken(name)}</code>
                {used.has(name) && (
                  <span className="shrink-0 rounded-full bg-sage/20 px-2 py-0.5 text-[0.7rem] font-semibold text-sage-deep">used</span>
                )}
              </span>
              <span className="text-xs text-muted">{MERGE_FIELDS[name]}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
