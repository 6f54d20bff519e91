import { z } from 'zod';
import type { Package } from '@common/schemas';
import { isoDateSchema } from '@common/schemas/iso-date';
import { EVENT_TYPES } from '@common/event-types';

type EventType = (typeof EVENT_TYPES)[number];
type PackageLike = Pick<Package, 'name' | 'category' | 'price' | 'order'>;

/** Dates closer than this are "short notice": still possible, but worth a call first. */
const SHORT_NOTICE_DAYS = 21;

// Words in a package category (or name) that suit each event type. "Other" suits every category.
const EVENT_WORDS: Record<EventType, string[]> = {
  Wedding: ['wedding', 'bridal', 'elopement'],
  Engagement: ['engagement', 'couple', 'proposal', 'portrait'],
  Birthday: ['birthday', 'party', 'celebration', 'event'],
  Corporate: ['corporate', 'brand', 'business', 'event'],
  Portrait: ['portrait', 'family', 'headshot'],
  Maternity: ['maternity', 'newborn', 'family', 'portrait'],
  Other: [],
};

const suitsEvent = (pkg: PackageLike, eventType: EventType) => {
  const words = EVENT_WORDS[eventType];
  const category = pkg.category.toLowerCase();
  return words.length === 0 || words.some((word) => category.includes(word));
};

/** The package names the event outright ("Corporate & Brand" for Corporate): ranked first. */
const namesEvent = (pkg: PackageLike, eventType: EventType) => pkg.name.toLowerCase().includes(eventType.toLowerCase());

export type RecommendationRequest = { eventType: EventType; date: string; budget: number; today: string };
export type Recommendation<P> = {
  /** Some package category suits the event; when false, matches come from every category. */
  categoryMatched: boolean;
  /** Within budget, best fit first. */
  matches: P[];
  /** Only when nothing fits the budget: the suitable package closest above it. */
  closest: P | null;
  daysAway: number;
  shortNotice: boolean;
};

/** @internal Exported for its tests only. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Ranking, "best fit": among suitable packages within the budget, one that names the event comes
 * first, then the most complete (highest price) the budget allows, then the catalogue order.
 * The idea: a visitor who says $1,500 wants the most we can do for $1,500, not the cheapest.
 */
export function recommendPackages<P extends PackageLike>(packages: readonly P[], request: RecommendationRequest): Recommendation<P> {
  const suitable = packages.filter((pkg) => suitsEvent(pkg, request.eventType));
  const categoryMatched = suitable.length > 0;
  const pool = categoryMatched ? suitable : [...packages];
  const matches = pool
    .filter((pkg) => pkg.price <= request.budget)
    .sort(
      (a, b) =>
        Number(namesEvent(b, request.eventType)) - Number(namesEvent(a, request.eventType)) || b.price - a.price || a.order - b.order,
    );
  const closest = matches.length > 0 ? null : ([...pool].sort((a, b) => a.price - b.price || a.order - b.order)[0] ?? null);
  const daysAway = daysBetween(request.today, request.date);
  return { categoryMatched, matches, closest, daysAway, shortNotice: daysAway < SHORT_NOTICE_DAYS };
}

/** The recommender form's fields, as typed (strings), checked against today's date. */
export const recommendationFormSchema = (today: string) =>
  z.object({
    eventType: z.enum(EVENT_TYPES, { error: 'Choose the kind of event' }),
    date: z
      .string()
      .min(1, 'Choose your event date')
      .pipe(isoDateSchema.refine((date) => date >= today, 'Choose today or a later date')),
    budget: z.coerce
      .number({ error: 'Enter your budget as a number' })
      .int('Use a whole amount')
      .positive('Enter your budget as a number')
      .max(1_000_000),
  });
