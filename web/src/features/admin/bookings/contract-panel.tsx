import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { formatDateTime, formatIsoDay } from '@common/format';
import { LIMITS, shortText, type Addendum, type Booking, type Contract, type ContractHold } from '@common/schemas';
import { Panel } from '@/components/admin/panel';
import { FormDialog } from '@/components/crud/form-dialog';
import { FormText } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { useToast } from '@/components/ui/toast';
import { useDialogState } from '@/components/ui/use-dialog-state';
import type { WithId } from '@/data/collection';
import { useContractSettings } from '@/data/contract-settings';
import { countersignContract, sendContract, signedContractPdf, useAddenda, useContract } from '@/data/contracts';
import { combine } from '@/data/result';
import { saveFile } from '@/lib/save-file';
import { describeWriteError } from '@/lib/write-errors';
import { useSession } from '@/session/session-context';

type Row = WithId<Booking>;

/**
 * The booking's contract (docs/contracts.md): where it stands (sent, opened, signed, countersigned,
 * addenda, the hold on the day), who signed and from where; send it, countersign it, download the
 * signed PDF. Shown when the studio uses contracts, or when this booking has one.
 */
export function ContractPanel({ booking }: { booking: Row }) {
  const settings = useContractSettings();
  const contract = useContract(booking.id);
  const addenda = useAddenda(booking.id);
  if (settings.data && !settings.data.enabled && !booking.contractState && contract.data === null) return null;
  return (
    <Panel title="Contract">
      <Loaded result={combine(settings, contract, addenda)} what="the contract" flag="owner">
        {([{ enabled }, current, more]) =>
          current ? (
            <ContractState booking={booking} contract={current} addenda={more} />
          ) : (
            <NoContract booking={booking} enabled={enabled} />
          )
        }
      </Loaded>
    </Panel>
  );
}

/** Why a booking has no contract, and the send button when it can have one. */
function NoContract({ booking, enabled }: { booking: Row; enabled: boolean }) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const toast = useToast();
  const canSend = enabled && booking.status === 'pending';
  async function send() {
    setSending(true);
    setFailure(undefined);
    try {
      await sendContract({ bookingId: booking.id });
      toast(`Contract sent: ${booking.name} is emailed a link to review and sign it`);
    } catch (error) {
      console.error('Sending the contract failed', error);
      setFailure(describeWriteError(error, 'contract', 'owner'));
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink-soft">
        {canSend
          ? 'No contract sent yet. Sending one emails the customer a link to review and sign it; signing holds the day until the deposit comes.'
          : booking.status === 'pending'
            ? 'Contracts are off in Settings: this booking is confirmed by hand, as before.'
            : `No contract was sent before this booking was ${booking.status}.`}
      </p>
      {canSend && (
        <div>
          <Button onClick={() => void send()} busy={sending} busyLabel="Sending…">
            Send contract
          </Button>
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-2xl border border-rose/40 bg-rose/10 px-4 py-3 text-sm font-medium text-danger">
          {failure}
        </p>
      )}
    </div>
  );
}

const HOLD_WORDS: Record<ContractHold['state'], (hold: ContractHold) => string> = {
  held: (hold) => `${formatIsoDay(hold.day)} is held until ${formatDateTime(hold.until)} for the deposit.`,
  locked: (hold) => `${formatIsoDay(hold.day)} is locked: the deposit came.`,
  expired: (hold) =>
    `The hold on ${formatIsoDay(hold.day)} expired on ${formatDateTime(hold.until)} without the deposit; the day is free again.`,
  released: (hold) => `The hold on ${formatIsoDay(hold.day)} was released.`,
};

type Step = { label: string; at?: Date };

/** The contract's steps in order; a step not reached yet has no time. */
function contractSteps(contract: Contract): Step[] {
  return [
    { label: 'Sent', at: contract.sentAt },
    { label: 'Opened', at: contract.viewedAt },
    { label: 'Signed', at: contract.signature?.signedAt },
    { label: 'Countersigned', at: contract.countersignature?.signedAt },
  ];
}

/** The headline of where the contract stands, in words. */
function contractHeadline(contract: Contract): string {
  if (contract.status === 'void') return 'Void';
  if (contract.countersignature) return 'Signed by both';
  if (contract.signature) return 'Signed — awaiting your countersignature';
  if (contract.viewedAt) return 'Opened — awaiting signature';
  return 'Sent — awaiting signature';
}

function ContractState({ booking, contract, addenda }: { booking: Row; contract: WithId<Contract>; addenda: WithId<Addendum>[] }) {
  const dialog = useDialogState();
  const signature = contract.signature;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-semibold text-ink">{contractHeadline(contract)}</p>
          <p className="text-xs text-muted">
            “{contract.templateName}”, version {contract.templateVersion}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {signature && !contract.countersignature && <Button onClick={() => dialog.open()}>Countersign…</Button>}
          {signature && <PdfButton bookingId={booking.id} addendum={0} label="Download signed PDF" />}
        </div>
      </div>
      <ol aria-label="Contract steps" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {contractSteps(contract).map((step) => (
          <li
            key={step.label}
            className={`rounded-2xl px-3 py-2.5 text-sm ${step.at ? 'bg-sage/15 text-ink' : 'border border-dashed border-sand text-muted'}`}
          >
            <span className="block font-semibold">
              <span aria-hidden="true">{step.at ? '✓ ' : '○ '}</span>
              {step.label}
            </span>
            <span className="block text-xs text-muted">
              {step.at ? <time dateTime={step.at.toISOString()}>{formatDateTime(step.at)}</time> : 'Not yet'}
            </span>
          </li>
        ))}
      </ol>
      {contract.hold && (
        <p
          className={`rounded-2xl px-4 py-3 text-sm ${contract.hold.state === 'held' ? 'border border-dashed border-champagne-dark bg-champagne/10 text-ink' : 'bg-ivory text-ink-soft'}`}
        >
          <strong className="text-ink">
            {contract.hold.state === 'held' ? 'Held. ' : contract.hold.state === 'locked' ? 'Locked. ' : ''}
          </strong>
          {HOLD_WORDS[contract.hold.state](contract.hold)}
        </p>
      )}
      {signature && (
        <Facts
          title="Signed by"
          items={[
            ['Name', `${signature.name} (${signature.method === 'drawn' ? 'drawn' : 'typed'})`],
            ['Email', signature.email],
            ['Time', formatDateTime(signature.signedAt)],
            ['IP address', signature.ip || 'Not recorded'],
          ]}
        />
      )}
      {contract.countersignature && (
        <Facts
          title="Countersigned by"
          items={[
            ['Name', contract.countersignature.name],
            ['Time', formatDateTime(contract.countersignature.signedAt)],
          ]}
        />
      )}
      {addenda.length > 0 && <AddendaList bookingId={booking.id} addenda={addenda} />}
      {dialog.isOpen && <CountersignDialog key={dialog.opening} bookingId={booking.id} onClose={dialog.close} />}
    </div>
  );
}

function Facts({ title, items }: { title: string; items: [string, ReactNode][] }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-ivory px-4 py-3">
      <h3 className="font-sans text-xs font-semibold uppercase tracking-wider text-muted">{title}</h3>
      <dl className="mt-2 grid gap-1.5 text-sm">
        {items.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3">
            <dt className="text-muted">{term}</dt>
            <dd className="min-w-0 break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const ADDENDUM_WORDS: Record<Addendum['status'], string> = {
  sent: 'Sent — awaiting signature',
  viewed: 'Opened — awaiting signature',
  signed: 'Signed',
  countersigned: 'Signed',
  void: 'Void',
};

function AddendaList({ bookingId, addenda }: { bookingId: string; addenda: WithId<Addendum>[] }) {
  return (
    <section aria-label="Addenda">
      <h3 className="font-sans text-xs font-semibold uppercase tracking-wider text-muted">Addenda</h3>
      <ol className="mt-2 grid gap-2">
        {addenda.map((addendum) => (
          <li
            key={addendum.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sand px-4 py-3 text-sm"
          >
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                Addendum {addendum.number}: {ADDENDUM_WORDS[addendum.status]}
              </p>
              <p className="text-xs text-muted">
                {addendum.changes.map((change) => `${change.label}: ${change.before} → ${change.after}`).join(' · ')}
              </p>
              <p className="text-xs text-muted">
                Sent {formatDateTime(addendum.sentAt)}
                {addendum.signature && ` · signed by ${addendum.signature.name}, ${formatDateTime(addendum.signature.signedAt)}`}
              </p>
            </div>
            {addendum.signature && (
              <PdfButton
                bookingId={bookingId}
                addendum={addendum.number}
                label="PDF"
                aria={`Download addendum ${addendum.number} as PDF`}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A file from its base64 (the function's answer), as bytes. */
const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

function PdfButton({ bookingId, addendum, label, aria }: { bookingId: string; addendum: number; label: string; aria?: string }) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  async function download() {
    setBusy(true);
    try {
      const { filename, base64 } = await signedContractPdf({ bookingId, addendum });
      saveFile(new Blob([bytesOf(base64)], { type: 'application/pdf' }), filename);
    } catch (error) {
      console.error('The signed PDF failed', error);
      toast(describeWriteError(error, 'download', 'owner'), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={() => void download()} busy={busy} busyLabel="Preparing…" aria-label={aria}>
      {label}
    </Button>
  );
}

const countersignSchema = z.object({ name: shortText(LIMITS.name) });

function CountersignDialog({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
  const { admin } = useSession();
  const form = useSchemaForm(countersignSchema, { name: admin?.name && admin.name !== 'Admin' ? admin.name : '' });
  const toast = useToast();
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Countersign the contract"
      description="Your name goes on the contract beside the customer’s signature, and the customer is told."
      form={form}
      what="countersignature"
      submitLabel="Countersign"
      busyLabel="Countersigning…"
      onSubmit={async ({ name }) => {
        await countersignContract({ bookingId, name });
        toast('Countersigned: the customer is told');
        onClose();
      }}
    >
      <FormText name="name" label="Your name, as it should appear" maxLength={LIMITS.name} autoComplete="name" />
    </FormDialog>
  );
}
