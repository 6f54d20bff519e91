import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AWAITING_SIGNATURE, type Contract } from '@common/schemas/contracts';
import type { Booking } from '@common/schemas';
import { formatDate, formatDateTimeWithZone, formatIsoDay, formatPrice } from '@common/format';
import { paths } from '@common/paths';
import { BookingPayOnline } from '@/components/payments/pay-online-button';
import { BookingSlips } from '@/components/payments/booking-slips';
import type { WithId } from '@/data/collection';
import { cx } from '@/lib/cx';
import { useOwed } from '@/lib/owed';

/** The contract page's signing section, which "Go to the signature" scrolls to. */
export const SIGN_SECTION_ID = 'sign';

export const isOpenBooking = (booking: Pick<Booking, 'status'>) => booking.status === 'pending' || booking.status === 'confirmed';

type Step = { label: string; done: boolean };

/** Sign → pay the deposit → the date is booked: where this booking is on that one path. */
function Progress({ steps }: { steps: Step[] }) {
  const current = steps.findIndex((step) => !step.done);
  return (
    <ol aria-label="Your steps" className="grid grid-cols-3 gap-2 text-xs sm:text-sm">
      {steps.map((step, index) => (
        <li key={step.label} aria-current={index === current ? 'step' : undefined} className="grid gap-2">
          <span
            aria-hidden="true"
            className={cx('h-1 rounded-full', step.done ? 'bg-ink' : index === current ? 'bg-champagne' : 'bg-sand')}
          />
          <span className={cx(step.done || index === current ? 'font-semibold text-ink' : 'text-muted')}>
            {step.label}
            <span className="sr-only">{step.done ? ' (done)' : index === current ? ' (now)' : ' (to come)'}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function Panel({ tone, title, children }: { tone: 'ask' | 'wait' | 'done' | 'stop'; title: ReactNode; children?: ReactNode }) {
  return (
    <div
      className={cx(
        'rounded-2xl px-5 py-5 sm:px-6',
        tone === 'ask' && 'bg-ivory',
        tone === 'wait' && 'border border-champagne/60 bg-champagne/10',
        tone === 'done' && 'bg-sage/15',
        tone === 'stop' && 'bg-rose/10',
      )}
    >
      <p className="text-xl font-semibold text-ink sm:text-2xl">{title}</p>
      {children && <div className="mt-2 space-y-2 leading-relaxed text-ink-soft">{children}</div>}
    </div>
  );
}

/** Where the contract and the day stand, and what to do next (sign, then pay the deposit). */
export function ContractState({
  contract,
  booking,
  children,
}: {
  contract: WithId<Contract>;
  booking: WithId<Booking>;
  /** Below the state: the signed copies to download. */
  children?: ReactNode;
}) {
  const owed = useOwed(booking);
  const signed = Boolean(contract.signature);
  const booked = contract.hold?.state === 'locked' || booking.status === 'confirmed' || booking.status === 'completed';
  const open = isOpenBooking(booking);
  const signature = contract.signature;
  return (
    <section aria-label="Where your contract stands" className="grid gap-5 rounded-3xl border border-sand bg-white p-5 shadow-sm sm:p-8">
      <Progress
        steps={[
          { label: 'Sign the contract', done: signed },
          { label: 'Pay the deposit', done: signed && owed.depositDue === 0 },
          { label: 'Date booked', done: signed && booked },
        ]}
      />
      <div role="status" className="grid gap-4">
        {contract.status === 'void' ? (
          <Panel tone="stop" title="This contract was withdrawn">
            <p>The studio withdrew this contract: there is nothing to sign. Contact the studio if that is unexpected.</p>
          </Panel>
        ) : !open ? (
          <Panel tone="stop" title={`This booking is ${booking.status}`}>
            <p>There is nothing more to sign or pay here.</p>
          </Panel>
        ) : (AWAITING_SIGNATURE as readonly string[]).includes(contract.status) ? (
          <Panel tone="ask" title="Waiting for your signature">
            <p>
              Read your contract, then sign it below. Signing holds {formatIsoDay(booking.eventDate)} for you while you pay the{' '}
              {formatPrice(owed.depositDue)} deposit; the deposit books it.
            </p>
            {/* A button, not a #hash link: the router would treat a new hash as a navigation. */}
            <button
              type="button"
              onClick={() => document.getElementById(SIGN_SECTION_ID)?.scrollIntoView({ block: 'start' })}
              className="inline-flex min-h-11 items-center font-semibold text-ink underline decoration-champagne decoration-2 underline-offset-4 hover:decoration-ink"
            >
              Go to the signature
            </button>
          </Panel>
        ) : (
          signature && (
            <Panel tone={booked ? 'done' : 'wait'} title={<HoldTitle contract={contract} booked={booked} />}>
              <p>
                Signed on {formatDate(signature.signedAt)} by <strong className="text-ink">{signature.name}</strong>
                {contract.countersignature ? <>, countersigned by the studio on {formatDate(contract.countersignature.signedAt)}.</> : '.'}
              </p>
              {contract.hold?.state === 'expired' && (
                <p>
                  The hold ended before the deposit arrived, so the day is no longer kept for you. If it is still free, the deposit books it
                  now; if another couple has booked it meanwhile, the studio will be in touch. Questions?{' '}
                  <Link to={paths.contact} className="font-semibold text-ink underline underline-offset-4">
                    Contact the studio
                  </Link>
                  .
                </p>
              )}
            </Panel>
          )
        )}
      </div>
      {/* After a hold ended the deposit may still book the day, if it is free (the server checks as it locks). */}
      {open && signed && owed.depositDue > 0 && <PayDeposit booking={booking} amount={owed.depositDue} />}
      {children}
    </section>
  );
}

function HoldTitle({ contract, booked }: { contract: Contract; booked: boolean }) {
  if (booked) return <>Your date is booked</>;
  if (contract.hold?.state === 'held') return <>Your date is held for you until {formatDateTimeWithZone(contract.hold.until)}</>;
  if (contract.hold?.state === 'expired') return <>The hold on your date has ended</>;
  return <>Contract signed</>;
}

/** Step 2, right after signing: the deposit, online or by bank transfer with the slip. */
function PayDeposit({ booking, amount }: { booking: WithId<Booking>; amount: number }) {
  return (
    <section aria-labelledby="deposit-title" className="border-t border-sand pt-5">
      <p className="eyebrow">Step 2 of 2</p>
      <h2 id="deposit-title" className="mt-2 text-2xl font-semibold text-ink sm:text-3xl">
        Pay the {formatPrice(amount)} deposit
      </h2>
      <p className="mt-1 text-ink-soft">The deposit books your date. Pay online by card, or by bank transfer and send us the slip.</p>
      <BookingPayOnline booking={booking} className="mt-5 [&_button]:min-h-12 [&_button]:w-full sm:[&_button]:w-auto" />
      <BookingSlips booking={booking} />
      <p className="mt-3 text-sm text-muted">
        Paying in cash?{' '}
        <Link
          to={`${paths.cashPayment}?booking=${encodeURIComponent(booking.id)}`}
          className="font-semibold text-ink underline underline-offset-4"
        >
          How to pay at the studio
        </Link>
      </p>
    </section>
  );
}
