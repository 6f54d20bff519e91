import { createHash } from 'node:crypto';
import { ERASED_NAME } from '../../../common/schemas/privacy';
import { orderKeywords } from '../../../common/schemas/orders';
import { ownerSharedKeywords } from '../../../common/schemas/owner-shared';

// What an erasure leaves in the records the law asks the studio to keep (bookings, frame orders,
// the ledger, slips, soft-copy records, booked links, contracts): the same document with every
// personal field replaced by a value its schema still accepts. Pure, so the unit tests check each
// kept document against its schema and look for every personal value left behind.

type Data = Record<string, unknown>;

export interface Erased {
  name: string;
  /** erased-<hash>@erased.invalid: EMAIL_PATTERN accepts it, and no mail can reach it (RFC 2606). */
  email: string;
  /** The schemas require a phone number of at least seven digits. */
  phone: string;
  /** The day of the erasure (YYYY-MM-DD), written into the contracts' text. */
  day: string;
}

const ERASED_TEXT = 'Erased';
/** A link that leads nowhere, in place of the delivered photographs' links (webAddressSchema accepts it). */
const ERASED_LINK = 'https://erased.invalid/';

export function erasedFor(uid: string, now: Date): Erased {
  const hash = createHash('sha256').update(uid).digest('hex').slice(0, 12);
  return { name: ERASED_NAME, email: `erased-${hash}@erased.invalid`, phone: '0000000', day: now.toISOString().slice(0, 10) };
}

/** Free text the customer or the studio wrote about the person: kept empty when it was empty. */
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? ERASED_TEXT : '');

export function anonymiseBooking(id: string, d: Data, e: Erased): Data {
  const out: Data = { ...d, name: e.name, email: e.email, phone: e.phone, venue: ERASED_TEXT, notes: '' };
  out.statusReason = text(d.statusReason);
  if (d.rescheduleNote !== undefined) out.rescheduleNote = text(d.rescheduleNote);
  out.keywords = orderKeywords(id, { name: e.name, email: e.email });
  return out;
}

export function anonymiseFrameOrder(id: string, d: Data, e: Erased): Data {
  const out: Data = {
    ...d,
    name: e.name,
    // A walk-in order may carry no email: it stays without one.
    email: d.email === '' ? '' : e.email,
    phone: e.phone,
    photoNote: '',
    notes: '',
    deliveryAddress: d.fulfilment === 'delivery' ? ERASED_TEXT : '',
  };
  out.keywords = orderKeywords(id, { name: e.name, email: out.email as string });
  return out;
}

/** A payment, a frame payment or a transfer slip: the amounts and days stay, the notes go. */
export function anonymiseLedgerEntry(d: Data): Data {
  const out: Data = { ...d, note: text(d.note) };
  if (d.reason !== undefined) out.reason = text(d.reason);
  return out;
}

export function anonymiseSoftCopy(d: Data, e: Erased): Data {
  const out: Data = {
    ...d,
    userName: e.name,
    userEmail: e.email,
    bookingLabel: text(d.bookingLabel),
    title: ERASED_TEXT,
    links: [ERASED_LINK],
    message: '',
    withdrawnReason: text(d.withdrawnReason),
    history: Array.isArray(d.history)
      ? (d.history as Data[]).map((entry) => ({ ...entry, links: [ERASED_LINK], note: text(entry.note) }))
      : [],
  };
  out.keywords = ownerSharedKeywords.softCopies({
    title: ERASED_TEXT,
    userName: e.name,
    userEmail: e.email,
    bookingLabel: out.bookingLabel as string,
  });
  return out;
}

export function anonymiseCustomPackageLink(d: Data, e: Erased): Data {
  const out: Data = { ...d, userName: e.name, userEmail: e.email, message: '' };
  out.keywords = ownerSharedKeywords.customPackageLinks({ packageName: String(d.packageName ?? ''), userName: e.name, userEmail: e.email });
  return out;
}

/** The gallery stays as the record that photographs were delivered; unpublished, downloads closed, no photos. */
export function anonymiseGallery(d: Data): Data {
  return {
    ...d,
    title: ERASED_TEXT,
    status: 'draft',
    coverPhotoId: null,
    downloads: { enabled: false, web: false, full: false },
  };
}

/** A contract or an addendum: the hash and the times prove what was signed; the text, the signer's details and the PDF go. */
export function anonymiseSignable(d: Data, e: Erased): Data {
  const out: Data = { ...d, text: `Erased on request on ${e.day}`, erasedOn: e.day };
  delete out.pdf;
  if (d.signature && typeof d.signature === 'object') {
    out.signature = { ...(d.signature as Data), name: e.name, email: e.email, ip: '', userAgent: '', drawing: '' };
  }
  if (Array.isArray(d.changes)) {
    // An addendum's changed terms name the old and new venue, day, package: the text says it.
    out.changes = (d.changes as Data[]).map((change) => ({ ...change, before: ERASED_TEXT, after: ERASED_TEXT }));
  }
  return out;
}
