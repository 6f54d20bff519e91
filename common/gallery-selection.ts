import { z } from 'zod';
import { LIMITS } from './schemas/common';

// Selections that the server enforces (issue 38, docs/galleries.md "Selections and extras"): a
// package says how many photos it includes and what an extra one costs (and, optionally, a price
// for "all remaining"); a gallery inherits that and the owner may change it per gallery. Everyone
// invited to a gallery picks favourites; the gallery's selection is all of their picks together.
// The included photos are the first ones picked (by the time they were marked) up to the limit; a
// pick past it is an extra, marked with its price, until it is paid for. The page, the function
// that records a selection, the checkout of extras and the download of clean files all count with
// the functions here, so they can never disagree.

/** The most photos a package may include (the rules repeat it). */
const SELECTION_INCLUDED_MAX = 5000;

export const gallerySelectionRulesSchema = z.strictObject({
  /** How many photos the package includes. */
  included: z.number().int().min(0).max(SELECTION_INCLUDED_MAX),
  /** The price of one extra photo, in the studio's currency (whole units, as every price here). */
  extraPrice: z.number({ error: 'Set the price of one extra photo.' }).int().min(0).max(LIMITS.maxPrice),
  /** Optional: one price for every photo of the gallery not included ("all remaining"). */
  allRemainingPrice: z.number().int().min(0).max(LIMITS.maxPrice).nullable(),
});
export type GallerySelectionRules = z.infer<typeof gallerySelectionRulesSchema>;

/**
 * The rules as the owner's forms submit them (package, custom package, gallery): a blank "included"
 * is no limit (null), a blank "all remaining" price is none. Stored documents without it read as null.
 */
export const selectionRulesInputSchema = z.preprocess((value) => {
  const fields = (value ?? {}) as Record<string, unknown>;
  if (fields.included === undefined || fields.included === null || fields.included === '') return null;
  // Any other key is kept, for the strict schema to refuse (as the rules do).
  return { ...fields, allRemainingPrice: fields.allRemainingPrice ?? null };
}, gallerySelectionRulesSchema.nullable());

/** One pick: the photo, and when it was marked (milliseconds), which decides what is included. */
export interface SelectionPick {
  photoId: string;
  at: number;
  /**
   * The page's own heart that the server has not stamped yet (`at` is the browser's estimate). The
   * server stamps writes in the order they arrive, so it will come after every stamped pick: it is
   * counted there, or the page could mark other photos as extras than the server will.
   */
  saving?: boolean;
}

/** Stamped picks first, then the picks still being saved; each by time, then by photo. */
const earlier = (a: SelectionPick, b: SelectionPick) =>
  Number(a.saving ?? false) - Number(b.saving ?? false) || a.at - b.at || (a.photoId < b.photoId ? -1 : a.photoId > b.photoId ? 1 : 0);

export interface SelectionCount {
  /** Every picked photo once (several people may pick the same), earliest first. */
  chosen: string[];
  /** The picks the package covers: the earliest ones, up to `included`. */
  included: string[];
  /** Picks already paid for as extras (whatever their place). */
  paid: string[];
  /** Picks past the limit and not paid: each costs `extraPrice`. */
  extras: string[];
  /** The package's limit; null when the gallery has none (every pick is included). */
  limit: number | null;
}

/**
 * Counts a selection: the picks (possibly by several people), the gallery's rules (null: no limit)
 * and the photos already paid for. A paid photo never takes an included place.
 */
export function countSelection(
  picks: readonly SelectionPick[],
  rules: GallerySelectionRules | null | undefined,
  paidPhotoIds: Iterable<string> = [],
): SelectionCount {
  const paidSet = new Set(paidPhotoIds);
  const first = new Map<string, SelectionPick>();
  for (const pick of picks) {
    const known = first.get(pick.photoId);
    if (!known || earlier(pick, known) < 0) first.set(pick.photoId, pick);
  }
  const chosen = [...first.values()].sort(earlier).map((pick) => pick.photoId);
  const paid = chosen.filter((id) => paidSet.has(id));
  const unpaid = chosen.filter((id) => !paidSet.has(id));
  if (!rules) return { chosen, included: unpaid, paid, extras: [], limit: null };
  return { chosen, included: unpaid.slice(0, rules.included), paid, extras: unpaid.slice(rules.included), limit: rules.included };
}

/** "12 of 25 chosen", or "12 chosen" without a limit; paid extras are said apart. */
export function selectionCounter(count: SelectionCount): string {
  const base = count.limit === null ? `${count.chosen.length} chosen` : `${count.included.length} of ${count.limit} chosen`;
  const more = [
    count.extras.length > 0 ? `${count.extras.length} extra${count.extras.length === 1 ? '' : 's'} to buy` : '',
    count.paid.length > 0 ? `${count.paid.length} extra${count.paid.length === 1 ? '' : 's'} paid` : '',
  ].filter(Boolean);
  return more.length ? `${base} · ${more.join(' · ')}` : base;
}

/**
 * What buying extras costs: `count` photos at the per-photo price, or the "all remaining" price
 * when these are every photo of the gallery not yet included or paid and that price is lower.
 */
export function extrasPrice(rules: GallerySelectionRules, count: number, remaining: number): { amount: number; allRemaining: boolean } {
  const each = count * rules.extraPrice;
  if (rules.allRemainingPrice !== null && count > 0 && count === remaining && rules.allRemainingPrice < each)
    return { amount: rules.allRemainingPrice, allRemaining: true };
  return { amount: each, allRemaining: false };
}

/** Why a selection cannot be sent yet, in the customer's words; null when it can. */
export function selectionRefusal(count: SelectionCount, price: (n: number) => string): string | null {
  if (count.chosen.length === 0) return 'Mark at least one favourite first.';
  if (count.extras.length === 0) return null;
  const n = count.extras.length;
  return (
    `Your selection has ${count.chosen.length - count.paid.length} photos and your package includes ${count.limit}. ` +
    `Buy the ${n} extra${n === 1 ? '' : 's'} (${price(n)}) or remove ${n} favourite${n === 1 ? '' : 's'}, then send it.`
  );
}

/**
 * The photos a gallery serves clean (full resolution, no proof watermark): the included selection
 * once it has been sent, and every paid extra. The image pipeline's proofing (the other half of
 * issue 38) asks this one function; a gallery without a limit serves everything clean.
 */
export function cleanPhotoIds(
  gallery: { selection?: GallerySelectionRules | null },
  sent: { photoIds: readonly string[] } | null,
  paidExtras: Iterable<string>,
): Set<string> | 'all' {
  if (!gallery.selection) return 'all';
  return new Set([...(sent?.photoIds ?? []), ...paidExtras]);
}

/** A selection as Lightroom's filter takes it: the file names without extensions, one line, comma-separated. */
export const lightroomFilter = (fileNames: readonly string[]) => fileNames.map((name) => name.replace(/\.[^.]+$/, '')).join(', ');
/** The same as a plain list, one file name per line. */
export const plainList = (fileNames: readonly string[]) => fileNames.join('\n');

/** A favourite's document id: the photo's id for the gallery's own customer, `<photoId>~<uid>` for an invited person. */
export const favouriteId = (photoId: string, uid: string, galleryUserId: string) => (uid === galleryUserId ? photoId : `${photoId}~${uid}`);
/** The photo a favourite's document id names. */
export const favouritePhotoId = (id: string) => id.split('~')[0]!;
