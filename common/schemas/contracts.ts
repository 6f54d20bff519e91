import { z } from 'zod';
import { unknownFieldsMessage, unknownMergeFields } from '../contracts';
import { LIMITS, dateSchema, emailSchema, idSchema, isoDateSchema, shortText, uidSchema } from './common';

// Contracts with e-signature (issue 34, docs/contracts.md):
// - settings/contracts: on or off, how long a signature holds the day, the default template;
// - contractTemplates/{id} (+ versions/{n}): the owner's Markdown with merge fields, every saved version kept;
// - contracts/{bookingId} (+ addenda/{n}): what the functions sent and what was signed, never changed after.
// Only the functions write contracts and addenda (Admin SDK); the customer stamps the first view.

export const CONTRACTS_SETTINGS_ID = 'contracts';

/** How long a signature holds the day for the deposit, in hours (the owner sets it; 72 by default). */
export const HOLD_HOURS = { min: 1, max: 336, fallback: 72 } as const;
/** The days after sending when an unsigned contract is reminded once, and the hours before a hold ends when the customer is warned. */
export const CONTRACT_REMINDER_DAYS = 2;
export const HOLD_WARNING_HOURS = 24;

export const contractSettingsSchema = z.object({
  enabled: z.boolean(),
  holdHours: z.number().int().min(HOLD_HOURS.min).max(HOLD_HOURS.max),
  /** The template a booking gets when its package names none; '' for none yet. */
  defaultTemplateId: z.union([z.literal(''), idSchema]),
  updatedAt: dateSchema,
});
export type ContractSettings = z.infer<typeof contractSettingsSchema>;
/** A studio that never saved the setting: contracts off, as the site was before them. */
export const CONTRACTS_OFF: Omit<ContractSettings, 'updatedAt'> = { enabled: false, holdHours: HOLD_HOURS.fallback, defaultTemplateId: '' };

export const CONTRACT_BODY_MAX = 50_000;

/** What the owner saves in Admin → Contracts: a body whose every merge field is known (named when not). */
export const contractTemplateInputSchema = z.object({
  name: shortText(LIMITS.name),
  body: z
    .string()
    .trim()
    .min(1, 'Write the contract')
    .max(CONTRACT_BODY_MAX)
    .superRefine((body, ctx) => {
      const unknown = unknownMergeFields(body);
      if (unknown.length) ctx.addIssue({ code: 'custom', message: unknownFieldsMessage(unknown) });
    }),
});
export type ContractTemplateInput = z.infer<typeof contractTemplateInputSchema>;

export const contractTemplateSchema = contractTemplateInputSchema.extend({
  /** 1 when created; each save adds one, and versions/{version} keeps that text. */
  version: z.number().int().min(1),
  archived: z.boolean(),
  createdAt: dateSchema,
  updatedAt: dateSchema,
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

/** contractTemplates/{id}/versions/{version}: a saved text, written with the save and never changed. */
export const contractTemplateVersionSchema = contractTemplateInputSchema.extend({
  version: z.number().int().min(1),
  savedAt: dateSchema,
});
export type ContractTemplateVersion = z.infer<typeof contractTemplateVersionSchema>;

const CONTRACT_STATUSES = ['sent', 'viewed', 'signed', 'countersigned', 'void'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** A contract (or addendum) waiting for the customer's signature. */
export const AWAITING_SIGNATURE = ['sent', 'viewed'] as const satisfies readonly ContractStatus[];

const SHA256_PATTERN = /^[0-9a-f]{64}$/;
const sha256Schema = z.string().regex(SHA256_PATTERN);

/** A drawn signature: SVG path data in a 600 × 200 box, as the signature pad writes it. */
export const DRAWING_MAX = 20_000;
/** @internal Exported for its tests only. */
export const drawingSchema = z
  .string()
  .max(DRAWING_MAX, 'That drawing is too detailed: clear it and sign again, or type your name')
  .regex(/^[MLml0-9 .,-]*$/, 'That drawing could not be read');

export const SIGNATURE_METHODS = ['typed', 'drawn'] as const;

/** What the signing function recorded: who, when (server), from where, on exactly which text. */
const signatureSchema = z.object({
  name: shortText(LIMITS.name),
  method: z.enum(SIGNATURE_METHODS),
  /** The drawn signature ('' when typed). */
  drawing: drawingSchema,
  uid: uidSchema,
  email: emailSchema,
  signedAt: dateSchema,
  ip: z.string().max(64),
  userAgent: z.string().max(512),
  textSha256: sha256Schema,
});
export type Signature = z.infer<typeof signatureSchema>;

/** The signed copy the server made (contracts/{bookingId}/…pdf through the storage seam). */
const signedPdfSchema = z.object({
  path: z.string().min(1).max(300),
  sha256: sha256Schema,
  bytes: z.number().int().min(1),
  madeAt: dateSchema,
});

/** What a contract and an addendum share: the exact text sent, and what became of it. */
const signableFields = {
  title: shortText(LIMITS.shortText),
  /** The rendered Markdown, exactly as sent: what the signature is on. */
  text: z
    .string()
    .min(1)
    .max(CONTRACT_BODY_MAX * 2),
  textSha256: sha256Schema,
  status: z.enum(CONTRACT_STATUSES),
  sentAt: dateSchema,
  viewedAt: dateSchema.optional(),
  signature: signatureSchema.optional(),
  pdf: signedPdfSchema.optional(),
  /** The day its customer's data was erased (docs/privacy.md): the text and the PDF are gone, the hash stays. */
  erasedOn: isoDateSchema.optional(),
};

const HOLD_STATES = ['held', 'locked', 'expired', 'released'] as const;

/** The day a signature holds until the deposit arrives (the calendar's `hold` entry says the same). */
const contractHoldSchema = z.object({
  day: isoDateSchema,
  until: dateSchema,
  state: z.enum(HOLD_STATES),
});
export type ContractHold = z.infer<typeof contractHoldSchema>;

/** contracts/{bookingId}: one per booking. */
export const contractSchema = z.object({
  bookingId: idSchema,
  userId: uidSchema,
  templateId: idSchema,
  templateName: shortText(LIMITS.name),
  templateVersion: z.number().int().min(1),
  ...signableFields,
  hold: contractHoldSchema.optional(),
  countersignature: z.object({ name: shortText(LIMITS.name), signedAt: dateSchema }).optional(),
  /** How many addenda followed (addenda/1 …). */
  addenda: z.number().int().min(0),
});
export type Contract = z.infer<typeof contractSchema>;

/** One changed term of an addendum: what it was, what it is now, in words. */
const termChangeSchema = z.object({
  label: shortText(LIMITS.name),
  before: shortText(LIMITS.shortText),
  after: shortText(LIMITS.shortText),
});
export type TermChange = z.infer<typeof termChangeSchema>;

/** contracts/{bookingId}/addenda/{number}: only the changed terms, signed the same way; the contract stays as signed. */
export const addendumSchema = z.object({
  number: z.number().int().min(1),
  changes: z.array(termChangeSchema).min(1).max(10),
  ...signableFields,
});
export type Addendum = z.infer<typeof addendumSchema>;

/** The owner's view of a booking's contract, derived by the server onto the booking for lists and filters. */
export const BOOKING_CONTRACT_STATES = ['sent', 'viewed', 'signed', 'countersigned', 'addendum-sent', 'void'] as const;
export type BookingContractState = (typeof BOOKING_CONTRACT_STATES)[number];

/** What the contracts function is asked (the one callable, /api/contracts). */
export const contractRequestSchema = z.discriminatedUnion('action', [
  /** The owner sends the booking's contract (idempotent: a second send answers the first). */
  z.object({ action: z.literal('send'), bookingId: idSchema }),
  /** The customer signs the contract (addendum 0) or an addendum, on the text whose hash they saw. */
  z.object({
    action: z.literal('sign'),
    bookingId: idSchema,
    addendum: z.number().int().min(0),
    textSha256: sha256Schema,
    name: shortText(LIMITS.name),
    drawing: drawingSchema,
    agreed: z.literal(true, { error: 'Tick the box to agree to this version' }),
  }),
  /** The owner countersigns a signed contract. */
  z.object({ action: z.literal('countersign'), bookingId: idSchema, name: shortText(LIMITS.name) }),
  /** The signed PDF of the contract (addendum 0) or an addendum, for its customer or the owner. */
  z.object({ action: z.literal('pdf'), bookingId: idSchema, addendum: z.number().int().min(0) }),
]);
export type ContractRequest = z.infer<typeof contractRequestSchema>;
