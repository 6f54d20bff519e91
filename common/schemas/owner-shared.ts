import { z } from 'zod';
import { addUtcDays } from '../days';
import { selectionRulesInputSchema } from '../gallery-selection';
import { LINK_SLUG_PATTERN } from '../link-slug';
import { keywordsSchema, searchKeywords } from '../search';
import {
  LIMITS,
  contractTemplateRefSchema,
  dateSchema,
  emailSchema,
  idSchema,
  isoDateSchema,
  listItem,
  optionalText,
  priceSchema,
  shortText,
  webAddressSchema,
} from './common';

// What the owner shares with one customer: delivered photographs (softCopies), packages designed
// for one client (customPackages, owner only) and the links that offer them (customPackageLinks).
// Owner-written; read by the owner and the one customer they are for. firestore.rules mirrors
// every bound below and decides who may change what, and when.

const chosenCustomer = z.string().min(1, 'Choose the customer').max(LIMITS.id);
/** '' or a real calendar day. */
const optionalDay = z.union([z.literal(''), isoDateSchema]);

// ---------------------------------------------------------------- soft copies

const SOFT_COPY_LINKS_MAX = 5;
export const SOFT_COPY_HISTORY_MAX = 20;
const SOFT_COPY_STATUSES = ['delivered', 'withdrawn'] as const;

const softCopyLinks = z.array(webAddressSchema).min(1, 'Add at least one link').max(SOFT_COPY_LINKS_MAX);

/** What Send Soft Copy submits. The customer's email and name are copied from their record. */
export const softCopyInputSchema = z.object({
  userId: chosenCustomer,
  userEmail: emailSchema,
  userName: optionalText(LIMITS.name),
  /** The booking the photographs are from; '' when they belong to none. */
  bookingId: z.string().max(LIMITS.id),
  bookingLabel: optionalText(),
  title: shortText(),
  links: softCopyLinks,
  message: optionalText(2000),
  downloadUntil: optionalDay,
});
export type SoftCopyInput = z.infer<typeof softCopyInputSchema>;

/** Links that were replaced, with when they had been shared and why they were replaced. */
const softCopyHistoryEntrySchema = z.object({ links: softCopyLinks, sharedAt: dateSchema, note: optionalText(500) });
/** @internal Exported for its tests only. */
export type SoftCopyHistoryEntry = z.infer<typeof softCopyHistoryEntrySchema>;

// A delivery is never deleted (the rules allow no delete): replaced links move to `history`, and a
// withdrawal keeps the record with the reason the customer reads.
export const softCopySchema = softCopyInputSchema.extend({
  status: z.enum(SOFT_COPY_STATUSES),
  withdrawnReason: optionalText(500),
  withdrawnAt: dateSchema.nullable(),
  history: z.array(softCopyHistoryEntrySchema).max(SOFT_COPY_HISTORY_MAX),
  linksUpdatedAt: dateSchema,
  /** The first time the customer followed a link from their profile. */
  openedAt: dateSchema.nullable(),
  createdAt: dateSchema,
  keywords: keywordsSchema,
});
export type SoftCopy = z.infer<typeof softCopySchema>;

/** Replacing the links (the old ones go to history) and/or moving the download date. */
export const softCopyUpdateSchema = z.object({ links: softCopyLinks, downloadUntil: optionalDay, note: optionalText(500) });
export type SoftCopyUpdate = z.infer<typeof softCopyUpdateSchema>;

export const softCopyWithdrawalSchema = z.object({ reason: shortText(500) });

// ---------------------------------------------------------------- custom packages

const depositWithinPrice = {
  check: (d: { price: number; deposit: number }) => d.deposit <= d.price,
  params: { path: ['deposit'], message: "The deposit can't be more than the price" },
};

const customPackageFields = {
  name: shortText(LIMITS.name),
  description: shortText(LIMITS.longText),
  features: z.array(listItem()).max(30),
  price: priceSchema,
  deposit: priceSchema,
  /** How long an offer made from it stays open: the expiry proposed when it is sent. */
  validityDays: z.number().int().min(1).max(365),
  /** The contract its bookings are sent (issue 34); absent or '' for the studio's default template. */
  contractTemplateId: contractTemplateRefSchema.optional(),
  /** Issue 38: the photos its gallery includes and the price of extras; absent or null for no limit. */
  gallerySelection: selectionRulesInputSchema.optional(),
  /** Issue 38: its galleries start as proofing (watermarked previews); absent = off. */
  proofing: z.boolean().optional(),
};

export const customPackageInputSchema = z.object(customPackageFields).refine(depositWithinPrice.check, depositWithinPrice.params);
export type CustomPackageInput = z.infer<typeof customPackageInputSchema>;

/** Archived instead of deleted: links made from it keep their snapshot either way. */
export const customPackageSchema = z
  .object({ ...customPackageFields, archived: z.boolean(), createdAt: dateSchema, keywords: keywordsSchema })
  .refine(depositWithinPrice.check, depositWithinPrice.params);
export type CustomPackage = z.infer<typeof customPackageSchema>;

/** customPackages/{id}/recipients/{userId}: the one current link of a package for a customer. */
export const customPackageRecipientSchema = z.object({ slug: z.string().regex(LINK_SLUG_PATTERN) });

// ---------------------------------------------------------------- custom package links

const LINK_STATUSES = ['sent', 'booked', 'revoked'] as const;
/**
 * An offer is open for at most this many days from the moment it is sent: firestore.rules says the
 * same (isNewCustomPackageLink's expiresAt, shared-limits-drift.test.ts). The send form offers days
 * up to the day before that (lastExpiryDay), whose end is within it.
 * @internal Exported for its tests only.
 */
export const LINK_VALIDITY_MAX_DAYS = 366;

/** The last "open until" day the send form offers on the studio's `today`. */
export const lastExpiryDay = (today: string) => addUtcDays(today, LINK_VALIDITY_MAX_DAYS - 1);

/** What Send Custom Package submits. */
export const sendCustomPackageInputSchema = z.object({
  customPackageId: z.string().min(1, 'Choose a package').max(LIMITS.id),
  userId: chosenCustomer,
  userEmail: emailSchema,
  userName: optionalText(LIMITS.name),
  message: optionalText(2000),
  expiresOn: isoDateSchema,
});
export type SendCustomPackageInput = z.infer<typeof sendCustomPackageInputSchema>;

// The document id is the slug of /custom-package-users/:slug. The package is copied as it was
// when sent; later edits of the package never change an offer already made.
export const customPackageLinkSchema = z
  .object({
    slug: z.string().regex(LINK_SLUG_PATTERN),
    customPackageId: idSchema,
    userId: idSchema,
    userEmail: emailSchema,
    userName: optionalText(LIMITS.name),
    packageName: customPackageFields.name,
    description: customPackageFields.description,
    features: customPackageFields.features,
    price: priceSchema,
    deposit: priceSchema,
    message: optionalText(2000),
    expiresAt: dateSchema,
    status: z.enum(LINK_STATUSES),
    viewedAt: dateSchema.nullable(),
    bookedAt: dateSchema.nullable(),
    bookingId: z.string().max(LIMITS.id),
    revokedAt: dateSchema.nullable(),
    /** 1 when sent; each "resend the email" adds one, and the email trigger sends once per value. */
    emailsRequested: z.number().int().min(1).max(50),
    createdAt: dateSchema,
    keywords: keywordsSchema,
  })
  .refine(depositWithinPrice.check, depositWithinPrice.params);
export type CustomPackageLink = z.infer<typeof customPackageLinkSchema>;

/** What the owner and the customer see: expiry is a matter of time, the rest is stored. */
export type LinkState = 'sent' | 'viewed' | 'booked' | 'expired' | 'revoked';

export function linkState(link: Pick<CustomPackageLink, 'status' | 'expiresAt' | 'viewedAt'>, now: Date = new Date()): LinkState {
  if (link.status !== 'sent') return link.status;
  if (now.getTime() >= link.expiresAt.getTime()) return 'expired';
  return link.viewedAt ? 'viewed' : 'sent';
}

/**
 * Open to view and to book.
 * @internal Exported for its tests only.
 */
export const isLinkOpen = (link: Pick<CustomPackageLink, 'status' | 'expiresAt' | 'viewedAt'>, now?: Date) =>
  ['sent', 'viewed'].includes(linkState(link, now));

export const ownerSharedKeywords = {
  softCopies: (d: Pick<SoftCopyInput, 'title' | 'userName' | 'userEmail' | 'bookingLabel'>) =>
    searchKeywords(d.title, d.userName, d.userEmail, d.bookingLabel),
  customPackages: (d: Pick<CustomPackageInput, 'name'>) => searchKeywords(d.name),
  customPackageLinks: (d: Pick<CustomPackageLink, 'packageName' | 'userName' | 'userEmail'>) =>
    searchKeywords(d.packageName, d.userName, d.userEmail),
} as const;
