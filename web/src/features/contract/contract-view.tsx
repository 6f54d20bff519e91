import type { ReactNode } from 'react';
import { AWAITING_SIGNATURE, type Addendum, type Contract, type Signature } from '@common/schemas/contracts';
import type { Booking } from '@common/schemas';
import { formatDate, formatIsoDay } from '@common/format';
import { MarkdownBlock } from '@/components/ui/markdown-block';
import type { WithId } from '@/data/collection';
import { useSession } from '@/session/session-context';
import { cx } from '@/lib/cx';
import { ContractState, isOpenBooking, SIGN_SECTION_ID } from './contract-state';
import { DownloadSignedPdf } from './download-pdf';
import { BookingSchedule } from './booking-schedule';
import { SignForm } from './sign-form';
import { useRecordView } from './use-record-view';
import { PAD } from './signature-pad';

/**
 * The text as sent, every heading one level down: the page's h1 is the contract's title, so the
 * text's own "# …" reads as a section of the page. The words are exactly those signed.
 */
const underTitle = (markdown: string) => markdown.replace(/^(#{1,5})(?=[ \t])/gm, '$1#');

const awaiting = (doc: { status: Contract['status'] }) => (AWAITING_SIGNATURE as readonly string[]).includes(doc.status);

/**
 * The agreement the checkbox names: the document and its exact version.
 * @internal Exported for its tests only.
 */
export const agreementOf = (
  contract: Pick<Contract, 'title' | 'templateVersion' | 'sentAt'>,
  addendum?: Pick<Addendum, 'number' | 'sentAt'>,
) =>
  addendum
    ? `I have read and agree to Addendum ${addendum.number} to ${contract.title}, sent ${formatDate(addendum.sentAt)}`
    : `I have read and agree to ${contract.title}, version ${contract.templateVersion} sent ${formatDate(contract.sentAt)}`;

/** The contract page: where it stands, the addenda to sign, the text, the signature and the schedule. */
export function ContractView({
  contract,
  booking,
  addenda,
}: {
  contract: WithId<Contract>;
  booking: WithId<Booking>;
  addenda: WithId<Addendum>[];
}) {
  const { customer } = useSession();
  useRecordView(contract.bookingId, 0, contract.status === 'sent');
  const open = isOpenBooking(booking) && contract.status !== 'void';
  const toSign = open ? addenda.filter(awaiting) : [];
  const done = addenda.filter((addendum) => addendum.signature);
  const signing = open && awaiting(contract);
  return (
    <div className="grid gap-10">
      <header>
        <p className="eyebrow">Your contract</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-semibold leading-[1.05] text-ink sm:text-6xl">{contract.title}</h1>
        <p className="mt-4 text-base text-ink-soft sm:text-lg">
          {booking.packageName} · {formatIsoDay(booking.eventDate)}
        </p>
        <p className="mt-1 text-sm text-muted">
          Version {contract.templateVersion}, sent {formatDate(contract.sentAt)} · Booking reference{' '}
          <span className="break-all font-mono text-ink-soft">{booking.id}</span>
        </p>
      </header>

      <ContractState contract={contract} booking={booking}>
        {(contract.pdf || done.some((addendum) => addendum.pdf)) && (
          <div className="flex flex-wrap gap-3 border-t border-sand pt-5">
            {contract.pdf && <DownloadSignedPdf bookingId={contract.bookingId} addendum={0} />}
            {done.map(
              (addendum) =>
                addendum.pdf && (
                  <DownloadSignedPdf
                    key={addendum.id}
                    bookingId={contract.bookingId}
                    addendum={addendum.number}
                    label={`Download addendum ${addendum.number}`}
                  />
                ),
            )}
          </div>
        )}
      </ContractState>

      {toSign.map((addendum) => (
        <AddendumToSign key={addendum.id} contract={contract} addendum={addendum} defaultName={customer?.name ?? ''} />
      ))}

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-12">
        <div className="grid min-w-0 gap-10">
          <article aria-label="The contract" className="rounded-3xl border border-sand bg-white px-5 py-8 shadow-sm sm:px-12 sm:py-12">
            <MarkdownBlock
              markdown={underTitle(contract.text)}
              className="text-base leading-[1.75] [&_h2]:text-3xl! sm:[&_h2]:text-4xl! [&_h3]:mt-10! [&_h3]:text-2xl! [&>h2:first-child]:mt-0!"
            />
            {contract.signature && <SignatureBlock signature={contract.signature} />}
            {contract.countersignature && (
              <p className="mt-6 text-sm text-ink-soft">
                Countersigned for the studio by <strong className="text-ink">{contract.countersignature.name}</strong> on{' '}
                {formatDate(contract.countersignature.signedAt)}.
              </p>
            )}
          </article>
          {signing && (
            <section
              id={SIGN_SECTION_ID}
              aria-labelledby="sign-title"
              className="scroll-mt-28 rounded-3xl border border-champagne/60 bg-white px-5 py-8 shadow-sm sm:px-12 sm:py-10"
            >
              <p className="eyebrow">Step 1 of 2</p>
              <h2 id="sign-title" className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">
                Sign your contract
              </h2>
              <p className="mt-2 max-w-prose text-ink-soft">
                Signing holds your date while you pay the deposit. Your signed copy arrives by email as a PDF.
              </p>
              <div className="mt-8">
                <SignForm
                  defaultName={customer?.name ?? ''}
                  target={{ bookingId: contract.bookingId, addendum: 0, textSha256: contract.textSha256, agreement: agreementOf(contract) }}
                />
              </div>
            </section>
          )}
        </div>
        <aside className="grid gap-6 lg:sticky lg:top-28">
          <BookingSchedule booking={booking} />
        </aside>
      </div>

      {done.length > 0 && (
        <section aria-labelledby="addenda-title" className="grid gap-4">
          <h2 id="addenda-title" className="text-3xl font-semibold text-ink">
            Signed addenda
          </h2>
          {done.map((addendum) => (
            <ChangedTerms key={addendum.id} addendum={addendum}>
              {addendum.signature && (
                <p className="mt-4 text-sm text-ink-soft">
                  Signed on {formatDate(addendum.signature.signedAt)} by <strong className="text-ink">{addendum.signature.name}</strong>.
                </p>
              )}
            </ChangedTerms>
          ))}
        </section>
      )}
    </div>
  );
}

/** The signature as recorded: the drawing (or the typed name in a hand), the name, the day. */
function SignatureBlock({ signature }: { signature: Signature }) {
  return (
    <figure className="mt-10 border-t border-sand pt-8">
      {signature.method === 'drawn' && signature.drawing ? (
        <svg
          viewBox={`0 0 ${PAD.width} ${PAD.height}`}
          role="img"
          aria-label={`Signature of ${signature.name}`}
          className="h-24 w-auto max-w-full"
        >
          <path d={signature.drawing} fill="none" className="stroke-ink" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : (
        <p className="font-display text-4xl italic text-ink">{signature.name}</p>
      )}
      <figcaption className="mt-2 text-sm text-muted">
        Signed by <span className="text-ink">{signature.name}</span> ({signature.email}) on {formatDate(signature.signedAt)}
      </figcaption>
    </figure>
  );
}

/** An addendum's changed terms: what each was, what it is now. */
function ChangedTerms({
  addendum,
  children,
  tone = 'quiet',
}: {
  addendum: WithId<Addendum>;
  children?: ReactNode;
  tone?: 'quiet' | 'ask';
}) {
  return (
    <div className={cx('rounded-3xl border bg-white px-5 py-7 sm:px-10', tone === 'ask' ? 'border-champagne/60 shadow-sm' : 'border-sand')}>
      <h3 className="text-2xl font-semibold text-ink">{addendum.title}</h3>
      <p className="mt-1 text-sm text-muted">
        Addendum {addendum.number}, sent {formatDate(addendum.sentAt)}. Only these terms change; the rest of your contract stays as signed.
      </p>
      <dl className="mt-5 divide-y divide-sand/70 rounded-2xl bg-ivory px-4">
        {addendum.changes.map((change) => (
          <div key={change.label} className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
            <dt className="text-sm font-medium text-ink-soft">{change.label}</dt>
            <dd className="text-sm text-ink">
              <span className="text-muted line-through decoration-rose/60">{change.before}</span>
              <span aria-hidden="true" className="mx-2 text-champagne-dark">
                →
              </span>
              <span className="sr-only"> now </span>
              <strong className="font-semibold">{change.after}</strong>
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}

function AddendumToSign({
  contract,
  addendum,
  defaultName,
}: {
  contract: WithId<Contract>;
  addendum: WithId<Addendum>;
  defaultName: string;
}) {
  useRecordView(contract.bookingId, addendum.number, addendum.status === 'sent');
  return (
    <section aria-label={`Addendum ${addendum.number}, awaiting your signature`}>
      <ChangedTerms addendum={addendum} tone="ask">
        <details className="mt-5 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-ink">The addendum&apos;s full wording</summary>
          <MarkdownBlock markdown={underTitle(addendum.text)} className="mt-2 text-sm leading-relaxed" />
        </details>
        <div className="mt-6 border-t border-sand pt-6">
          <SignForm
            defaultName={defaultName}
            target={{
              bookingId: contract.bookingId,
              addendum: addendum.number,
              textSha256: addendum.textSha256,
              agreement: agreementOf(contract, addendum),
            }}
          />
        </div>
      </ChangedTerms>
    </section>
  );
}
