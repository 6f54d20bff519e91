import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { escapeMarkdown, type ContractFacts } from '../../../common/contracts';
import { formatDate, formatIsoDay, formatPrice } from '../../../common/format';
import { lateFeeSentence } from '../../../common/late-fee';
import { instalmentLabel, plannedInstalments } from '../../../common/payment-schedule';
import { owedOn } from '../../../common/payments';
import { taxWithin, type SalesTax } from '../../../common/sales-tax';
import type { Booking } from '../../../common/schemas/orders';
import type { PaymentScheduleInput } from '../../../common/schemas/payment-schedules';
import type { StudioSettingsInput } from '../../../common/schemas/settings';
import { readScheduleFacts } from '../payments/derive-schedule';

// The values a contract is rendered with (common/contracts.ts, MERGE_FIELDS), each written in the
// studio's locale and currency (common/format.ts; lib/studio.ts readStudio sets them first).

/** What the booking's package says of itself: the catalogue package, or the custom package link's snapshot. */
interface PackageFacts {
  features: readonly string[];
  description: string;
  /** The template the package (or custom package) names; '' for the default. */
  contractTemplateId: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The booking's package as the contract describes it, and the template it names. */
async function readPackageFacts(db: Firestore, booking: Booking): Promise<PackageFacts> {
  if (booking.customPackageLink) {
    const [link, custom] = await db.getAll(
      db.collection(COLLECTIONS.customPackageLinks).doc(booking.customPackageLink),
      db.collection(COLLECTIONS.customPackages).doc(booking.packageId),
    );
    const features = link.get('features');
    return {
      features: Array.isArray(features) ? features.map(text) : [],
      description: text(link.get('description')),
      contractTemplateId: text(custom.get('contractTemplateId')),
    };
  }
  const pkg = await db.collection(COLLECTIONS.packages).doc(booking.packageId).get();
  const features = pkg.get('features');
  return {
    features: Array.isArray(features) ? features.map(text) : [],
    description: text(pkg.get('description')),
    contractTemplateId: text(pkg.get('contractTemplateId')),
  };
}

const bulletList = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

function taxFact(price: number, tax: SalesTax): string {
  if (tax.mode === 'none') return 'none';
  if (tax.mode === 'added')
    return `${formatPrice(owedOn({ packagePrice: price, packageDeposit: 0 }, tax).price - price)} (${tax.ratePercent}%, added to the price)`;
  return `${formatPrice(Math.round(taxWithin(price, tax) ?? 0))} (${tax.ratePercent}%, included in the price)`;
}

/**
 * The deposit and each instalment as a Markdown list. The booking is not confirmed yet, so the
 * dates are counted as if it were confirmed on the day the contract is sent: the balance falls
 * due the set number of days before the event (never before today), as the schedule will say.
 */
function scheduleFact(
  booking: Booking,
  plan: PaymentScheduleInput | null,
  settings: { balanceDueDays: number; timeZone: string; salesTax: SalesTax },
  now: Date,
): string {
  const asConfirmed = { ...booking, status: 'confirmed' as const, statusAt: { ...booking.statusAt, confirmed: now } };
  const instalments = plannedInstalments(asConfirmed, plan, settings);
  if (!instalments.length) return '- Nothing is due: this booking is free of charge.';
  return bulletList(
    instalments.map((instalment) =>
      instalment.id === 'deposit'
        ? `Deposit: ${formatPrice(instalment.amount)}, due after signing; it locks the day`
        : `${instalmentLabel(instalment.id, instalments)}: ${formatPrice(instalment.amount)}, due on ${formatIsoDay(instalment.dueOn ?? booking.eventDate)}`,
    ),
  );
}

interface FactsInput {
  bookingId: string;
  booking: Booking;
  studio: StudioSettingsInput;
  pkg: PackageFacts;
  plan: PaymentScheduleInput | null;
  now: Date;
}

/**
 * Every merge field's value; Markdown fields (lists) are escaped item by item.
 */
export function contractFacts({ bookingId, booking, studio, pkg, plan, now }: FactsInput): ContractFacts {
  const tax = studio.salesTax;
  const owed = owedOn(booking, tax);
  const settings = { balanceDueDays: studio.balanceDueDays, timeZone: studio.timeZone, salesTax: tax };
  const features = pkg.features.map((feature) => feature.trim()).filter(Boolean);
  return {
    'customer.name': booking.name,
    'customer.email': booking.email,
    'customer.phone': booking.phone || 'not given',
    'event.type': booking.eventType,
    'event.date': formatIsoDay(booking.eventDate),
    'event.venue': booking.venue,
    'event.guests': String(booking.guestCount),
    'package.name': booking.packageName,
    'package.features': features.length ? bulletList(features.map(escapeMarkdown)) : '- As described in the package',
    'package.description': pkg.description || booking.packageName,
    price: formatPrice(booking.packagePrice),
    tax: taxFact(booking.packagePrice, tax),
    total: formatPrice(owed.price),
    deposit: formatPrice(owed.deposit),
    balance: formatPrice(owed.price - owed.deposit),
    schedule: scheduleFact(booking, plan, settings, now),
    'late.fee': lateFeeSentence(studio.lateFee, formatPrice) || 'There is no late fee.',
    'studio.name': studio.name,
    'studio.address': studio.address || 'not given',
    'studio.phone': studio.phone || 'not given',
    'studio.email': studio.email,
    'booking.reference': bookingId,
    'contract.date': formatDate(now),
  };
}

/** The facts of a stored booking: its package, the owner's payment plan, the studio as given. */
export async function readContractFacts(db: Firestore, bookingId: string, booking: Booking, studio: StudioSettingsInput, now: Date) {
  const [pkg, { plan }] = await Promise.all([readPackageFacts(db, booking), readScheduleFacts(db, db, bookingId)]);
  return { pkg, facts: contractFacts({ bookingId, booking, studio, pkg, plan, now }) };
}
