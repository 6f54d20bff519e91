import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { UnknownMergeFieldError, renderContract } from '../../../common/contracts';
import { formatIsoDay } from '../../../common/format';
import { LIMITS } from '../../../common/schemas/common';
import { CONTRACT_BODY_MAX, type Contract } from '../../../common/schemas/contracts';
import { bookingSchema } from '../../../common/schemas/orders';
import { accountAddress } from '../lib/account-address';
import { oneLine } from '../lib/email/build-email';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { deliver, queueInTransaction } from '../lib/outbox';
import { contractSentEmail } from './contract-emails';
import { readContractFacts } from './contract-facts';
import { ContractRefusal, bookingRef, contractRef, readContractSettings, sha256Hex } from './contract-store';

// Sending a booking's contract: the owner's "Send contract" (the contracts callable) and a booked
// custom-package link (onCustomPackageBooked) both come here. The template is the package's own or
// the default; the text is rendered once, here, and what was sent is what the customer signs.

const contractSentKey = (bookingId: string) => `contract-sent-${bookingId}`;

interface SendAnswer {
  sent: true;
  existed: boolean;
}

export async function sendContract(deps: MailDeps, bookingId: string): Promise<SendAnswer> {
  const { db } = deps;
  const settings = await readContractSettings(db, db);
  if (!settings.enabled)
    throw new ContractRefusal('failed-precondition', 'Contracts are turned off in Settings: turn them on to send one.');
  const snapshot = await bookingRef(db, bookingId).get();
  if (!snapshot.exists) throw new ContractRefusal('not-found', 'We could not find that booking.');
  if ((await contractRef(db, bookingId).get()).exists) return { sent: true, existed: true };
  const booking = bookingSchema.safeParse(snapshot.data());
  if (!booking.success)
    throw new ContractRefusal('failed-precondition', 'This booking does not read as a booking: open it and check it first.');
  if (booking.data.status !== 'pending')
    throw new ContractRefusal(
      'failed-precondition',
      `This booking is ${booking.data.status}: a contract goes out while the request is pending.`,
    );

  const { config } = await mailConfig(deps);
  const now = new Date(deps.now());
  const { pkg, facts } = await readContractFacts(db, bookingId, booking.data, config.studio, now);
  const templateId = pkg.contractTemplateId || settings.defaultTemplateId;
  if (!templateId) throw new ContractRefusal('failed-precondition', 'No contract template is chosen: pick a default in Admin → Contracts.');
  // Read field by field, not by the save's schema: a body with an unknown field must reach the
  // rendering, which refuses it naming the field.
  const stored = (await db.collection(COLLECTIONS.contractTemplates).doc(templateId).get()).data();
  const body = stored?.body;
  if (typeof body !== 'string' || !body.trim())
    throw new ContractRefusal(
      'failed-precondition',
      'The contract template of this package is missing: choose another in Admin → Contracts.',
    );
  const template = { name: oneLine(String(stored?.name ?? templateId), LIMITS.name), version: Number(stored?.version) || 1 };
  if (stored?.archived === true)
    throw new ContractRefusal(
      'failed-precondition',
      `The template “${template.name}” is archived: choose another for this package or as the default.`,
    );
  let text: string;
  try {
    text = renderContract(body, facts);
  } catch (error) {
    if (error instanceof UnknownMergeFieldError)
      throw new ContractRefusal('failed-precondition', `The template “${template.name}” cannot be sent: ${error.message}`);
    throw error;
  }

  if (text.length > CONTRACT_BODY_MAX * 2)
    throw new ContractRefusal('failed-precondition', `The template “${template.name}” is too long once filled in: shorten it.`);

  const to = await accountAddress(db, booking.data.userId);
  const title = oneLine(`${template.name}: ${booking.data.packageName} on ${formatIsoDay(booking.data.eventDate)}`, LIMITS.shortText);
  const contract: Omit<Contract, 'sentAt'> = {
    bookingId,
    userId: booking.data.userId,
    templateId,
    templateName: template.name,
    templateVersion: template.version,
    title,
    text,
    textSha256: sha256Hex(text),
    status: 'sent',
    addenda: 0,
  };
  const key = contractSentKey(bookingId);
  const existed = await db.runTransaction(async (tx) => {
    // A second send (a double click, the trigger and the owner at once) answers the first.
    if ((await tx.get(contractRef(db, bookingId))).exists) return true;
    const current = (await tx.get(bookingRef(db, bookingId))).get('status');
    if (current !== 'pending')
      throw new ContractRefusal(
        'failed-precondition',
        `This booking is ${String(current)}: a contract goes out while the request is pending.`,
      );
    tx.create(contractRef(db, bookingId), { ...contract, sentAt: FieldValue.serverTimestamp() });
    tx.update(bookingRef(db, bookingId), { contractState: 'sent' });
    if (to) {
      const email = contractSentEmail({ bookingId, booking: { ...booking.data, email: to }, title, config, holdHours: settings.holdHours });
      queueInTransaction(tx, db, key, 'contract-sent', email, deps.now());
    }
    return false;
  });
  if (existed) return { sent: true, existed: true };
  deps.logger.info('Contract sent', { bookingId, templateId, templateVersion: template.version, emailed: Boolean(to) });
  if (to) await deliver(deps, key);
  return { sent: true, existed: false };
}

/**
 * Whether the booking's payments wait for a signature: a contract was sent and is not signed. A
 * contract already sent stays the way to the deposit if the owner turns contracts off later (that
 * stops new ones): the profile shows "Review and sign" for it either way.
 */
export async function awaitingSignature(db: Firestore, bookingId: string): Promise<boolean> {
  const contract = await contractRef(db, bookingId).get();
  return contract.exists && ['sent', 'viewed'].includes(contract.get('status') as string);
}

/** What the payment paths answer while the contract waits for a signature. */
export const SIGN_FIRST = 'Sign the contract first: open it from your profile, read it and sign it; then you can pay the deposit.';
