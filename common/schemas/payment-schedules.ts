import { z } from 'zod';
import { EVENT_HORIZON_DAYS } from '../days';
import { LIMITS, dateSchema, isoDateSchema } from './common';

// A booking's payment schedule. The owner's choices live in paymentSchedules/{bookingId}: how the
// balance is split and which instalments are waived. They are a document of their own, not fields
// of the booking, because the booking's rules are the heaviest there are (a request evaluates close
// to the 1,000-expression budget) and a split is checked against the booking it belongs to. What
// follows from them (each instalment's due date and status against the ledger) is written onto the
// booking by the server (functions/src/payments), so the profile and the owner's lists read, and
// query, one document.

/** The balance may be split into at most this many instalments. */
export const MAX_BALANCE_INSTALMENTS = 4;
export const INSTALMENT_IDS = ['deposit', 'balance-1', 'balance-2', 'balance-3', 'balance-4'] as const;
export type InstalmentId = (typeof INSTALMENT_IDS)[number];
const INSTALMENT_STATUSES = ['due', 'paid', 'overdue', 'waived'] as const;

/**
 * One part of the balance: its amount and how many days before the event it is due. Stored as an
 * offset, never a date, so it follows the event when the booking moves to another day.
 */
const plannedInstalmentSchema = z.strictObject({
  /** At least 1; 0 only as the one part of a balance of nothing (the deposit is the whole price). */
  amount: z.number().int().min(0, 'Each instalment must be at least 1').max(LIMITS.maxPrice),
  daysBefore: z.number().int().min(0, 'An instalment cannot be due after the event').max(EVENT_HORIZON_DAYS),
});
export type PlannedInstalment = z.infer<typeof plannedInstalmentSchema>;

/** Each instalment falls due strictly after the one before it. */
const inOrder = (balance: readonly PlannedInstalment[]) =>
  balance.every((part, i) => i === 0 || part.daysBefore < balance[i - 1].daysBefore);

export const paymentScheduleInputSchema = z.object({
  balance: z
    .array(plannedInstalmentSchema)
    .min(1)
    .max(MAX_BALANCE_INSTALMENTS)
    .refine(inOrder, 'Put the instalments in date order, each due after the one before')
    .refine((parts) => parts.length === 1 || parts.every((part) => part.amount >= 1), 'Each instalment must be at least 1'),
  /** Instalments the owner chose not to ask for; the reminders stop for them. */
  waived: z.array(z.enum(INSTALMENT_IDS)).max(INSTALMENT_IDS.length),
});
export type PaymentScheduleInput = z.infer<typeof paymentScheduleInputSchema>;
export const paymentScheduleSchema = paymentScheduleInputSchema.extend({ updatedAt: dateSchema });
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

/** An instalment as the server derived it (booking.schedule): what is due when, and what the ledger covers. */
export const instalmentSchema = z.strictObject({
  id: z.enum(INSTALMENT_IDS),
  amount: z.number().int().min(0).max(LIMITS.maxPrice),
  /** null until the booking is confirmed (the deposit falls due on confirmation). */
  dueOn: isoDateSchema.nullable(),
  /** What the ledger's net amount covers of it, oldest instalment first. */
  paid: z.number().int().min(0).max(LIMITS.maxPrice),
  status: z.enum(INSTALMENT_STATUSES),
});
export type Instalment = z.infer<typeof instalmentSchema>;
