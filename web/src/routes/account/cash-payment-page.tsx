import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { InlineLink } from '@/components/ui/inline-link';
import { PageIntro } from '@/components/ui/page-intro';
import { BALANCE_DUE_DAYS, DEPOSIT_HOLD_DAYS } from '@/lib/payment-terms';
import { SignedInReceipt } from '@/features/account/signed-in-receipt';
import { telHref, useStudio } from '@/lib/studio-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { signedInPart } from '@/session/signed-in-part';

// A public page: the SDKs load only for a signed-in customer who came from a booking.
const AmountDue = signedInPart(
  () => import('@/features/account/amount-due').then((m) => m.AmountDue),
  <div aria-hidden="true" className="container-page mb-12 h-48 animate-pulse rounded-3xl bg-linen" />,
);

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-3xl border border-sand bg-white p-7 shadow-sm sm:p-9">
      <h2 className="text-3xl font-semibold text-ink">{title}</h2>
      <div className="mt-5 space-y-4 leading-relaxed text-ink-soft">{children}</div>
    </section>
  );
}

const Checklist = ({ items }: { items: ReactNode[] }) => (
  <ul className="space-y-3">
    {items.map((item, index) => (
      <li key={index} className="flex gap-3">
        <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-champagne" />
        <span>{item}</span>
      </li>
    ))}
  </ul>
);

export function CashPaymentPage() {
  const bookingId = useSearchParams()[0].get('booking');
  const studio = useStudio();
  usePageMeta(
    'Paying in cash',
    'How to pay your {studio} deposit, balance or frame order in cash at the studio: address, hours, what to bring and how receipts work.',
  );
  return (
    <>
      <PageIntro eyebrow="Payments" title="Paying in cash at the studio">
        <p>
          Prefer to pay in person? You're very welcome. Drop by during studio hours — we count it with you, hand you a signed receipt, and
          record the payment on your booking the same day.
        </p>
      </PageIntro>
      <SignedInReceipt id={bookingId}>
        {/* Keyed by the account: another account reads afresh. */}
        {(id, uid) => <AmountDue key={uid} bookingId={id} />}
      </SignedInReceipt>
      <div className="container-page grid gap-6 pb-24 lg:grid-cols-2">
        <section aria-label="Where and when" className="rounded-3xl bg-ink p-7 text-ivory sm:p-9 lg:row-span-2">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-champagne">Where and when</p>
          <h2 className="mt-4 text-3xl font-semibold sm:text-4xl">Our studio</h2>
          {studio && (
            <>
              <address className="mt-6 whitespace-pre-line text-lg not-italic leading-relaxed">{studio.address}</address>
              <dl className="mt-8 grid gap-5 border-t border-ivory/20 pt-6">
                <div>
                  <dt className="text-sm text-ivory/70">Opening hours</dt>
                  <dd className="mt-1 text-lg">{studio.hours}</dd>
                </div>
                <div>
                  <dt className="text-sm text-ivory/70">No appointment needed — a call helps</dt>
                  <dd className="mt-1 text-lg">
                    <a href={telHref(studio.phone)} className="underline decoration-champagne underline-offset-4 hover:decoration-ivory">
                      {studio.phone}
                    </a>
                  </dd>
                </div>
              </dl>
            </>
          )}
          <p className="mt-8 text-sm leading-relaxed text-ivory/80">
            We only accept cash at the studio. No one from {studio?.name ?? 'the studio'} will ever ask to meet elsewhere to collect a
            payment — if that happens, call us.
          </p>
        </section>
        <InfoCard title="What to bring">
          <Checklist
            items={[
              <>
                Your booking or order reference — it's in your confirmation email and in{' '}
                <InlineLink to={paths.profile}>your profile</InlineLink>.
              </>,
              'A photo ID in the name on the booking, or a note from that person if someone pays for you.',
              'The exact amount if you can: we keep a small float, but not for large notes.',
            ]}
          />
        </InfoCard>
        <InfoCard title="Receipts">
          <p>
            We count the cash together at the desk and give you a signed, numbered paper receipt. When we record the payment you also get a
            receipt by email, and your profile shows what you have paid and what is left.
          </p>
          <p>Please keep your receipt until after the event: it's your proof of payment if anything is ever unclear.</p>
        </InfoCard>
        <InfoCard title="When to pay">
          <Checklist
            items={[
              <>
                <strong className="text-ink">Deposit</strong> — {studio ? `${studio.depositPercent}% of a studio package, or ` : ''}the
                deposit in your custom offer — within {DEPOSIT_HOLD_DAYS} days of our confirmation. It secures your date.
              </>,
              <>
                <strong className="text-ink">Balance</strong>, no later than {BALANCE_DUE_DAYS} days before your event.
              </>,
              <>
                <strong className="text-ink">Frames and prints</strong>, in full when you confirm the order.
              </>,
            ]}
          />
        </InfoCard>
        <InfoCard title="Refunds of cash payments">
          <p>
            If a refund is due under our <InlineLink to={paths.paymentPolicy}>payment policy</InlineLink>, we return it by bank transfer or
            in person at the studio — your choice.
          </p>
        </InfoCard>
      </div>
      <section aria-label="Questions" className="container-page pb-24">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-linen px-7 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div>
            <h2 className="text-3xl font-semibold text-ink">Not sure what you owe?</h2>
            <p className="mt-2 text-ink-soft">Your profile shows each booking with what you have paid and what is left.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.profile}>Open your profile</ButtonLink>
            <ButtonLink to={paths.contact} variant="secondary">
              Ask the studio
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
