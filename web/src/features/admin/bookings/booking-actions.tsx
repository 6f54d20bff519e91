import { cancelInputSchema, declineInputSchema, type Booking } from '@common/schemas';
import { ConfirmDialog } from '@/components/crud/confirm-dialog';
import { FormDialog } from '@/components/crud/form-dialog';
import { FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { useDialogState } from '@/components/ui/use-dialog-state';
import { useToast } from '@/components/ui/toast';
import { useCancelBookingAsStudio, useCompleteBooking, useConfirmBooking, useDeclineBooking } from '@/data/bookings';
import type { WithId } from '@/data/collection';
import { useContractSettings } from '@/data/contract-settings';
import { useContract } from '@/data/contracts';
import { studioToday } from '@common/days';
import { formatIsoDay } from '@common/format';
import { missingForConfirmation } from './confirm-missing';
import { RescheduleStep } from './reschedule-step';

type Row = WithId<Booking>;
type Action = 'confirm' | 'decline' | 'complete' | 'cancel' | 'reschedule';

/**
 * The moves a booking can make from where it is (the rules hold the transitions): confirm, decline with a reason, mark completed after the event, cancel; and move a
 * confirmed booking to another day before it happens.
 */
export function BookingActions({ booking, clashes }: { booking: Row; clashes: number }) {
  const dialog = useDialogState<Action>();
  const day = formatIsoDay(booking.eventDate);
  const happened = booking.eventDate <= studioToday();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {booking.status === 'pending' && (
        <>
          <Button onClick={() => dialog.open('confirm')}>Confirm booking</Button>
          <Button variant="secondary" onClick={() => dialog.open('decline')}>
            Decline…
          </Button>
        </>
      )}
      {booking.status === 'confirmed' && (
        <Button
          onClick={() => dialog.open('complete')}
          disabled={!happened}
          title={happened ? undefined : 'Possible on or after the event day'}
        >
          Mark completed
        </Button>
      )}
      {booking.status === 'confirmed' && !happened && (
        <Button variant="secondary" onClick={() => dialog.open('reschedule')}>
          Reschedule…
        </Button>
      )}
      {(booking.status === 'pending' || booking.status === 'confirmed') && (
        <Button variant="danger-quiet" onClick={() => dialog.open('cancel')}>
          Cancel booking…
        </Button>
      )}
      {booking.status === 'confirmed' && !happened && <p className="w-full text-xs text-muted">Mark it completed on or after {day}.</p>}
      <ConfirmStep booking={booking} clashes={clashes} open={dialog.isOpenFor('confirm')} onClose={dialog.close} />
      <CompleteStep booking={booking} open={dialog.isOpenFor('complete')} onClose={dialog.close} />
      {dialog.isOpenFor('decline') && <DeclineStep key={dialog.opening} booking={booking} onClose={dialog.close} />}
      {dialog.isOpenFor('cancel') && <CancelStep key={dialog.opening} booking={booking} onClose={dialog.close} />}
      {dialog.isOpenFor('reschedule') && <RescheduleStep key={dialog.opening} booking={booking} onClose={dialog.close} />}
    </div>
  );
}

type Step = { booking: Row; open: boolean; onClose: () => void };

function ConfirmStep({ booking, clashes, open, onClose }: Step & { clashes: number }) {
  const confirm = useConfirmBooking();
  const toast = useToast();
  const settings = useContractSettings();
  const contract = useContract(booking.id);
  const missing =
    settings.data && contract.status === 'success'
      ? missingForConfirmation({ booking, contractsOn: settings.data.enabled, contract: contract.data })
      : [];
  const held = contract.data?.hold?.state === 'held' && contract.data.hold.day === booking.eventDate;
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={missing.length ? 'Confirm without everything?' : 'Confirm this booking?'}
      confirmLabel={missing.length ? 'Confirm anyway' : 'Confirm and take the date'}
      busyLabel="Confirming…"
      // Until both are read, what is missing is unknown: a quick click must not skip the question.
      confirmDisabled={settings.status === 'loading' || contract.status === 'loading'}
      what="confirmation"
      onConfirm={async () => {
        await confirm(booking.id);
        toast(`Confirmed: ${formatIsoDay(booking.eventDate)} is now ${booking.name}’s`);
      }}
    >
      {missing.length > 0 && (
        <div className="mb-4 rounded-2xl border border-champagne/50 bg-champagne/10 px-4 py-3 text-sm">
          <p className="font-semibold text-ink">Still missing:</p>
          <ul className="mt-1 list-disc pl-5 text-ink-soft" aria-label="Still missing">
            {missing.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-2 text-ink-soft">Go on only if you have agreed otherwise, for example a deposit paid in cash at the studio.</p>
        </div>
      )}
      <p>
        <strong className="text-ink">{formatIsoDay(booking.eventDate)}</strong>{' '}
        {held ? 'is held for this booking’s signed contract; the hold becomes the lock' : 'becomes taken in the studio calendar'}: no other
        request for it can be confirmed, and customers see it as unavailable. {booking.name} is emailed the confirmation and how to pay the
        deposit.
      </p>
      {clashes > 0 && (
        <p className="mt-3 font-medium text-champagne-deep">
          {clashes === 1 ? 'One other request asks' : `${clashes} other requests ask`} for this day; decline {clashes === 1 ? 'it' : 'them'}{' '}
          afterwards.
        </p>
      )}
    </ConfirmDialog>
  );
}

function CompleteStep({ booking, open, onClose }: Step) {
  const complete = useCompleteBooking();
  const toast = useToast();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title="Mark this event completed?"
      confirmLabel="Mark completed"
      busyLabel="Saving…"
      what="status change"
      onConfirm={async () => {
        await complete(booking.id);
        toast('Marked completed');
      }}
    >
      <p>
        {booking.name}’s {booking.eventType.toLowerCase()} on {formatIsoDay(booking.eventDate)} took place. The booking is closed; payments
        can still be recorded against it.
      </p>
    </ConfirmDialog>
  );
}

function DeclineStep({ booking, onClose }: { booking: Row; onClose: () => void }) {
  const form = useSchemaForm(declineInputSchema, { reason: '' });
  const decline = useDeclineBooking();
  const toast = useToast();
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Decline this request"
      description={`${booking.name}, ${formatIsoDay(booking.eventDate)}. They are emailed your reason.`}
      form={form}
      what="decline"
      submitLabel="Decline request"
      busyLabel="Declining…"
      onSubmit={async ({ reason }) => {
        await decline(booking.id, reason);
        toast('Request declined');
        onClose();
      }}
    >
      <FormTextArea name="reason" label="Reason" rows={4} maxLength={500} hint="For example: “We are already booked that weekend.”" />
    </FormDialog>
  );
}

function CancelStep({ booking, onClose }: { booking: Row; onClose: () => void }) {
  const form = useSchemaForm(cancelInputSchema, { reason: '' });
  const cancel = useCancelBookingAsStudio();
  const toast = useToast();
  const confirmed = booking.status === 'confirmed';
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Cancel this booking"
      description={
        confirmed
          ? `${formatIsoDay(booking.eventDate)} is freed for other requests. ${booking.name} is emailed.`
          : `${booking.name} is emailed that the request is cancelled.`
      }
      form={form}
      what="cancellation"
      submitLabel="Cancel booking"
      busyLabel="Cancelling…"
      onSubmit={async ({ reason }) => {
        await cancel(booking.id, reason);
        toast(confirmed ? 'Booking cancelled; the date is free again' : 'Request cancelled');
        onClose();
      }}
    >
      <FormTextArea
        name="reason"
        label="Reason (optional)"
        rows={4}
        maxLength={500}
        hint="Included in the email, e.g. “Postponed at the couple’s request.” Refunds are recorded under Payments."
      />
    </FormDialog>
  );
}
