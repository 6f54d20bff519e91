import { useEffect, useId, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CURRENCIES } from '@common/currencies';
import { formatLocaleSample } from '@common/format';
import { LOCALES, weekStartOf } from '@common/locales';
import { SOCIAL_LABELS, SOCIAL_NETWORKS, type AllSettings } from '@common/schemas/settings';
import { isKnownTimeZone } from '@common/time-zones';
import { FormImage } from '@/components/form/image-field';
import { FormNumber, FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { PolicyFields } from './policy-fields';
import { SalesTaxFields } from './sales-tax-fields';
import { ScheduleFields } from './schedule-fields';

// The Settings screen and the first-run setup edit the same fields, in these sections: the screen
// shows them all, the setup one per step.

type SectionKey = 'studio' | 'business' | 'payment' | 'policies';
type FieldName =
  | keyof AllSettings
  | `social.${(typeof SOCIAL_NETWORKS)[number]}`
  | 'salesTax.mode'
  | 'salesTax.ratePercent'
  | `lateFee.${'enabled' | 'kind' | 'value' | 'afterDays'}`;

type SettingsSection = {
  key: SectionKey;
  title: string;
  lead: string;
  /** The fields a setup step checks before moving on. */
  fields: FieldName[];
  Fields: ComponentType;
};

function StudioFields() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormText name="name" label="Studio name" maxLength={100} autoComplete="organization" />
      <FormText name="tagline" label="Tagline (optional)" maxLength={100} placeholder="Photography & event styling" />
      <FormText name="email" label="Contact email" type="email" hint="Shown on the site; customers’ replies to emails go here." />
      <FormText name="phone" label="Phone" type="tel" />
      <FormTextArea name="address" label="Address" rows={2} maxLength={300} className="sm:col-span-2" />
      <FormText name="hours" label="Opening hours" maxLength={100} placeholder="Tue–Sat, 10:00–18:00" className="sm:col-span-2" />
      <FormText
        name="areaServed"
        label="Area you serve (optional)"
        maxLength={100}
        placeholder="Manchester and the North West"
        hint="Named where the site says where you work: the pages’ descriptions, the about page, delivery. Leave it empty to name no place."
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <FormImage
          name="heroImage"
          label="Home page photograph (optional)"
          hint="The first thing visitors see, and the picture of the site’s link previews. A wide photo works best; clear the address to show the studio’s drawing."
        />
      </div>
    </div>
  );
}

const zoneLabel = (zone: string) => zone.replaceAll('_', ' ').replaceAll('/', ' / ');
const WEEK_START_OPTIONS = [
  { value: 'monday', label: 'Monday' },
  { value: 'sunday', label: 'Sunday' },
];

/** Choosing a locale starts the week where that locale does; the owner may then choose the other day. */
function useWeekStartFollowsLocale(locale: string) {
  const { setValue } = useFormContext<AllSettings>();
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    setValue('weekStart', weekStartOf(locale), { shouldDirty: true });
  }, [locale, setValue]);
}

function BusinessFields() {
  const [zone, currency, locale] = useWatch<AllSettings, ['timeZone', 'currency', 'locale']>({ name: ['timeZone', 'currency', 'locale'] });
  useWeekStartFollowsLocale(locale);
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    return CURRENCIES.map((code) => ({ value: code, label: `${code} — ${names.of(code)}` }));
  }, [locale]);
  // Each locale as it writes a day, a time and a price in the chosen currency.
  const locales = useMemo(
    () => LOCALES.map(({ tag, region }) => ({ value: tag, label: `${region} — ${formatLocaleSample(tag, currency)}` })),
    [currency],
  );
  // The browser's zones (its own names for them) that the settings accept: common/time-zones.ts.
  const zones = useMemo(() => [...new Set([zone, 'UTC', ...Intl.supportedValuesOf('timeZone')])].filter(isKnownTimeZone), [zone]);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormSelect name="currency" label="Currency" options={currencies} hint="Every price on the site and in the emails." />
      <FormSelect
        name="timeZone"
        label="Time zone"
        options={zones.map((value) => ({ value, label: zoneLabel(value) }))}
        hint="The studio’s “today”: which days can be booked, the calendar, the dates in emails."
      />
      <FormSelect
        name="locale"
        label="Dates and numbers"
        options={locales}
        hint="How every date, time and price is written, on the pages and in the emails."
      />
      <FormSelect name="weekStart" label="Weeks start on" options={WEEK_START_OPTIONS} hint="The first column of the calendar." />
      <FormNumber
        name="depositPercent"
        label="Deposit (% of a package’s price)"
        min={0}
        max={100}
        hint="What a booking of a catalogue package asks first. Bookings are checked against it as soon as you save."
      />
      <SalesTaxFields />
      <div className="sm:col-span-2">
        <ScheduleFields />
      </div>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-ink-soft">Social links (optional)</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <FormText key={network} name={`social.${network}`} label={SOCIAL_LABELS[network]} type="url" placeholder="https://…" />
        ))}
      </fieldset>
    </div>
  );
}

function PaymentFields() {
  return (
    <div className="grid gap-5">
      <FormTextArea
        name="bankDetails"
        label="Bank details"
        rows={4}
        maxLength={1000}
        hint="Account name, bank, account and routing numbers, one per line. Only you and the customers who pay see them; leave empty to send them on request."
      />
      <FormText name="upiId" label="UPI id (optional)" maxLength={100} />
      <FormTextArea
        name="paymentNote"
        label="A line for every payment"
        rows={2}
        maxLength={500}
        hint="For example, what to quote as the reference."
      />
    </div>
  );
}

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    key: 'studio',
    title: 'Your studio',
    lead: 'Its name, how to reach it and where it works (the header and footer of every page, the contact page, every email), and the home page’s photograph.',
    fields: ['name', 'tagline', 'email', 'phone', 'address', 'hours', 'areaServed', 'heroImage'],
    Fields: StudioFields,
  },
  {
    key: 'business',
    title: 'Money and time',
    lead: 'The currency of every price, the studio’s time zone and how dates and numbers are written, the deposit and when the balance is due, sales tax, and where to follow you.',
    fields: [
      'currency',
      'timeZone',
      'locale',
      'weekStart',
      'depositPercent',
      'salesTax.mode',
      'salesTax.ratePercent',
      'balanceDueDays',
      'lateFee.enabled',
      'lateFee.kind',
      'lateFee.value',
      'lateFee.afterDays',
      ...SOCIAL_NETWORKS.map((network) => `social.${network}` as const),
    ],
    Fields: BusinessFields,
  },
  {
    key: 'payment',
    title: 'Paying by transfer',
    lead: 'Sent in the booking and frame-order emails, with the studio’s address for paying in cash.',
    fields: ['bankDetails', 'upiId', 'paymentNote'],
    Fields: PaymentFields,
  },
  {
    key: 'policies',
    title: 'Policies',
    lead: 'The privacy policy, terms of service and payment policy pages, in Markdown.',
    fields: ['privacy', 'terms', 'payment'],
    Fields: PolicyFields,
  },
];

/** One section as a titled card. */
export function SectionCard({
  section,
  headingLevel = 2,
  children,
}: {
  section: SettingsSection;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={id} className="grid content-start gap-5 rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <div>
        <Heading id={id} className="text-2xl font-semibold text-ink">
          {section.title}
        </Heading>
        <p className="mt-1 text-sm text-muted">{section.lead}</p>
      </div>
      {children ?? <section.Fields />}
    </section>
  );
}
