import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { formatIsoDay } from '../../../common/format';
import { AWAITING_SIGNATURE, type Addendum, type Contract } from '../../../common/schemas/contracts';
import type { ContractRequest } from '../../../common/schemas/contracts';
import { calendarDaySchema } from '../../../common/schemas/studio';
import type { Logger } from '../lib/logger';
import {
  ContractRefusal,
  bookingRef,
  calendarRef,
  contractRef,
  readAddendum,
  readContract,
  readContractSettings,
  sha256Hex,
  signableRef,
} from './contract-store';
import { holdEnds, mayTakeDay } from './holds';

// The customer's signature, recorded by the server with what it saw (who, from where, on which
// text). On the contract it places the hold on the day in the same transaction: of two couples
// signing for one day at once, exactly one holds it; the other is refused and nothing is written.

/** Who is asking, as the callable saw them. */
export interface Caller {
  uid: string;
  email: string;
  emailVerified: boolean;
  ip: string;
  userAgent: string;
}

const NOT_THE_TEXT = 'This is not the text we sent: reload the page and read it again.';
const ALREADY_SIGNED = 'This contract is already signed.';
const DAY_TAKEN = (day: string) =>
  `This day has just been taken: ${formatIsoDay(day)} is no longer free, so we could not hold it for you. Nothing was signed; write to the studio to find another day.`;

type SignRequest = Extract<ContractRequest, { action: 'sign' }>;
type Signable = Contract | Addendum;

const USER_AGENT_MAX = 512;
const IP_MAX = 64;

/** The checks every signature passes, on the documents as the transaction read them. */
function checkSignable(doc: Signable | null, request: SignRequest): Signable {
  const what = request.addendum === 0 ? 'contract' : 'addendum';
  if (!doc) throw new ContractRefusal('not-found', `There is no such ${what} for this booking.`);
  if (doc.status === 'signed' || doc.status === 'countersigned' || doc.signature)
    throw new ContractRefusal('already-exists', request.addendum === 0 ? ALREADY_SIGNED : 'This addendum is already signed.');
  if (!(AWAITING_SIGNATURE as readonly string[]).includes(doc.status))
    throw new ContractRefusal('failed-precondition', `This ${what} was withdrawn by the studio: it can no longer be signed.`);
  if (request.textSha256 !== doc.textSha256 || sha256Hex(doc.text) !== doc.textSha256)
    throw new ContractRefusal('failed-precondition', NOT_THE_TEXT);
  return doc;
}

/** The account behind the booking, its verified email the one on the customer's record. */
async function checkSigner(tx: Transaction, db: Firestore, caller: Caller, owners: { contract: string; booking: unknown }) {
  if (owners.contract !== caller.uid || owners.booking !== caller.uid)
    throw new ContractRefusal(
      'permission-denied',
      'This contract belongs to another account: sign in with the account that made the booking.',
    );
  if (!caller.emailVerified || !caller.email)
    throw new ContractRefusal('permission-denied', 'Your email address is not verified: verify it (or sign in with Google), then sign.');
  const recorded = (await tx.get(db.collection(COLLECTIONS.users).doc(caller.uid))).get('email');
  if (typeof recorded !== 'string' || recorded.toLowerCase() !== caller.email.toLowerCase())
    throw new ContractRefusal(
      'permission-denied',
      'This account is not the one your booking was made with: sign in with that account to sign.',
    );
}

export async function signContract(
  deps: { db: Firestore; logger: Logger; now: () => number },
  caller: Caller,
  request: SignRequest,
): Promise<{ signed: true; holdUntil?: string }> {
  const { db } = deps;
  const { bookingId, addendum } = request;
  const settings = await readContractSettings(db, db);
  const answer = await db.runTransaction(async (tx) => {
    const [contractSnap, bookingSnap] = await tx.getAll(contractRef(db, bookingId), bookingRef(db, bookingId));
    const docSnap = addendum === 0 ? contractSnap : await tx.get(signableRef(db, bookingId, addendum));
    const contract = readContract(contractSnap.data());
    if (!contract || !bookingSnap.exists) throw new ContractRefusal('not-found', 'There is no contract for this booking yet.');
    await checkSigner(tx, db, caller, { contract: contract.userId, booking: bookingSnap.get('userId') });
    const doc = checkSignable(addendum === 0 ? contract : readAddendum(docSnap.data()), request);
    const status = bookingSnap.get('status') as string;
    const signature = {
      name: request.name,
      method: request.drawing ? 'drawn' : 'typed',
      drawing: request.drawing,
      uid: caller.uid,
      email: caller.email,
      signedAt: FieldValue.serverTimestamp(),
      ip: caller.ip.slice(0, IP_MAX),
      userAgent: caller.userAgent.slice(0, USER_AGENT_MAX),
      textSha256: doc.textSha256,
    };

    if (addendum > 0) {
      if (status !== 'pending' && status !== 'confirmed')
        throw new ContractRefusal('failed-precondition', `This booking is ${status}: its addendum can no longer be signed.`);
      // The booking's state goes back to the contract's, unless another addendum still waits.
      const others = await tx.get(
        contractSnap.ref.collection(SUBCOLLECTIONS.contractAddenda).where('status', 'in', [...AWAITING_SIGNATURE]),
      );
      const waiting = others.docs.some((other) => other.id !== String(addendum));
      tx.update(docSnap.ref, { signature, status: 'signed' });
      tx.update(bookingSnap.ref, { contractState: waiting ? 'addendum-sent' : contract.countersignature ? 'countersigned' : 'signed' });
      return { signed: true as const };
    }

    if (status !== 'pending')
      throw new ContractRefusal('failed-precondition', `This booking is ${status}: its contract can no longer be signed.`);
    const day = bookingSnap.get('eventDate') as string;
    const entrySnap = await tx.get(calendarRef(db, day));
    const entry = entrySnap.exists ? calendarDaySchema.safeParse(entrySnap.data()) : null;
    if (entry && !entry.success) throw new ContractRefusal('aborted', DAY_TAKEN(day));
    const now = deps.now();
    if (!mayTakeDay(entry?.data, bookingId, now)) throw new ContractRefusal('aborted', DAY_TAKEN(day));
    const until = Timestamp.fromDate(holdEnds(now, settings.holdHours));
    tx.set(calendarRef(db, day), { date: day, kind: 'hold', bookingId, createdAt: FieldValue.serverTimestamp(), holdUntil: until });
    tx.update(contractSnap.ref, { signature, status: 'signed', hold: { day, until, state: 'held' } });
    tx.update(bookingSnap.ref, { contractState: 'signed' });
    return { signed: true as const, holdUntil: until.toDate().toISOString() };
  });
  deps.logger.info('Contract signed', { bookingId, addendum, uid: caller.uid, holdUntil: answer.holdUntil ?? null });
  return answer;
}
