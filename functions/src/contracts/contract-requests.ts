import { FieldValue } from 'firebase-admin/firestore';
import { type ContractRequest } from '../../../common/schemas/contracts';
import { bookingSchema } from '../../../common/schemas/orders';
import { accountAddress } from '../lib/account-address';
import { mailConfig } from '../lib/mail-deps';
import { deliver, queueInTransaction } from '../lib/outbox';
import { countersignedEmail } from './contract-emails';
import { ContractRefusal, bookingRef, contractRef, readAddendum, readContract, signableRef, signedPdfFilename } from './contract-store';
import { sendContract } from './send-contract';
import { signContract, type Caller } from './sign-contract';
import type { PdfDeps } from './signed-pdf';

// The one contracts callable's four requests (docs/contracts.md): who may ask for each, and what
// each answers. Refusals are ContractRefusals, sentences the page shows as they are.

type RequestCaller = Caller & { owner: boolean };

const ownerOnly = (caller: RequestCaller, what: string) => {
  if (!caller.owner) throw new ContractRefusal('permission-denied', `Only the studio owner can ${what}.`);
};

async function countersign(deps: PdfDeps, bookingId: string, name: string): Promise<{ countersigned: true }> {
  const { db } = deps;
  const key = `contract-countersigned-${bookingId}`;
  const { config } = await mailConfig(deps);
  const queued = await db.runTransaction(async (tx) => {
    const [contractSnap, bookingSnap] = await tx.getAll(contractRef(db, bookingId), bookingRef(db, bookingId));
    const contract = readContract(contractSnap.data());
    if (!contract) throw new ContractRefusal('not-found', 'There is no contract for this booking.');
    if (contract.status === 'countersigned') return false;
    if (contract.status !== 'signed')
      throw new ContractRefusal(
        'failed-precondition',
        contract.status === 'void'
          ? 'This contract is void: there is nothing to countersign.'
          : 'The customer has not signed this contract yet.',
      );
    const booking = bookingSchema.safeParse(bookingSnap.data());
    tx.update(contractSnap.ref, { countersignature: { name, signedAt: FieldValue.serverTimestamp() }, status: 'countersigned' });
    // An addendum waiting for the customer's signature stays the booking's state.
    if (booking.success && booking.data.contractState !== 'addendum-sent') tx.update(bookingSnap.ref, { contractState: 'countersigned' });
    const to = booking.success ? await accountAddress(db, booking.data.userId) : '';
    if (!booking.success || !to) return false;
    const email = countersignedEmail({
      bookingId,
      booking: { ...booking.data, email: to },
      title: contract.title,
      config,
      studioSigner: name,
    });
    queueInTransaction(tx, db, key, 'contract-countersigned', email, deps.now());
    return true;
  });
  deps.logger.info('Contract countersigned', { bookingId });
  if (queued) await deliver(deps, key);
  return { countersigned: true };
}

async function signedPdf(deps: PdfDeps, caller: RequestCaller, bookingId: string, addendum: number) {
  const { db } = deps;
  const contract = readContract((await contractRef(db, bookingId).get()).data());
  if (!contract) throw new ContractRefusal('not-found', 'There is no contract for this booking.');
  if (!caller.owner && contract.userId !== caller.uid)
    throw new ContractRefusal('permission-denied', 'This contract belongs to another account.');
  const doc = addendum === 0 ? contract : readAddendum((await signableRef(db, bookingId, addendum).get()).data());
  if (!doc) throw new ContractRefusal('not-found', 'There is no such addendum for this booking.');
  if (!doc.signature) throw new ContractRefusal('failed-precondition', 'This is not signed yet: the signed copy is made once it is.');
  if (!doc.pdf) throw new ContractRefusal('failed-precondition', 'The signed copy is still being made: try again in a minute.');
  const bytes = await deps.store.read(doc.pdf.path);
  return { filename: signedPdfFilename(bookingId, addendum), base64: bytes.toString('base64') };
}

export async function handleContractRequest(deps: PdfDeps, caller: RequestCaller, request: ContractRequest) {
  switch (request.action) {
    case 'send':
      ownerOnly(caller, 'send a contract');
      return sendContract(deps, request.bookingId);
    case 'sign':
      return signContract(deps, caller, request);
    case 'countersign':
      ownerOnly(caller, 'countersign a contract');
      return countersign(deps, request.bookingId, request.name);
    case 'pdf':
      return signedPdf(deps, caller, request.bookingId, request.addendum);
  }
}
