import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { z } from 'zod';
import { formatBytes, formatPrice } from '@common/format';
import { studioToday } from '@common/days';
import { SLIP_MAX_BYTES, SLIP_TYPES, TOO_FAR_BACK, earliestReceivedDay, slipInputSchema } from '@common/schemas';
import { SubmitButton } from '@/components/form/form-actions';
import { useFieldError } from '@/components/form/field-error';
import { SchemaForm } from '@/components/form/schema-form';
import { FormText } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useNewSlipId } from '@/data/slips';

// The one form that sends a bank-transfer slip: a booking's (profile), a held session's deposit
// (the booking flow) and a gallery's extras (the gallery page). Each caller passes its own send;
// the form checks the file, the amount (when the customer says it) and the day by the field first,
// and sends once under one id per opening (the server keeps one slip per id).

/** What the customer says with the file: the amount only where asked (a gallery's extras are priced by the server). */
export type SlipFields = { amount: number | undefined; sentOn: string; note: string };

/** The amount field: prefilled with what is due now, and the amounts the server takes (a session: from its deposit to its price). */
type AmountAsked = { suggested: number; range?: { min: number; max: number } };

const fileProblem = (file: unknown) =>
  !(file instanceof File)
    ? 'Choose the slip: a photo or the bank’s PDF.'
    : !(file.type in SLIP_TYPES)
      ? 'Send a JPEG, PNG or WebP photo, or a PDF.'
      : file.size > SLIP_MAX_BYTES
        ? `The file is ${formatBytes(file.size)}: send one under ${formatBytes(SLIP_MAX_BYTES)}.`
        : null;

// The owner approves a slip into the ledger, which takes no earlier day (firestore.rules agrees).
const dayProblem = (day: string) => {
  const today = studioToday();
  if (!slipInputSchema.shape.sentOn.safeParse(day).success) return 'Enter the day you made the transfer.';
  if (day < earliestReceivedDay(today)) return `${TOO_FAR_BACK} Write to the studio about an older transfer.`;
  return day > today ? 'The transfer date can’t be in the future.' : null;
};

const amountProblem = (amount: number, { range }: AmountAsked) =>
  !slipInputSchema.shape.amount.safeParse(amount).success
    ? 'Enter the whole amount you transferred.'
    : range && (amount < range.min || amount > range.max)
      ? `Enter the amount you transferred: from ${formatPrice(range.min)} (the deposit) to ${formatPrice(range.max)}.`
      : null;

/** Each field's check, with the form's own words beside the field. */
const slipFormSchema = (asked: AmountAsked | undefined) =>
  z.object({
    file: z.custom<File | null>().transform((file, ctx) => {
      const problem = fileProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      return file as File;
    }),
    amount: z.string().transform((text, ctx) => {
      if (!asked) return undefined;
      const problem = amountProblem(Number(text), asked);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      return Number(text);
    }),
    sentOn: z.string().superRefine((day, ctx) => {
      const problem = dayProblem(day);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    note: slipInputSchema.shape.note,
  });

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The customer's bank-transfer slip: the file (photo or PDF), the amount where `amount` asks for it,
 * the day sent and a note. `send` uploads it under the form's one id; its refusal shows at the end.
 */
export function SlipForm({
  send,
  amount,
  onSent,
  onCancel,
}: {
  send: (slipId: string, file: File, fields: SlipFields) => Promise<void>;
  amount?: AmountAsked;
  onSent: () => void;
  /** A Cancel button beside Send, where the form opened from a choice the customer may take back. */
  onCancel?: () => void;
}) {
  const slipId = useNewSlipId();
  const form = useSchemaForm(slipFormSchema(amount), {
    file: null,
    amount: amount && amount.suggested > 0 ? String(amount.suggested) : '',
    sentOn: studioToday(),
    note: '',
  });
  return (
    <SchemaForm
      form={form}
      what="slip"
      once
      describeFailure={failureText}
      aria-label="Send a transfer slip"
      className="mt-4"
      onSubmit={async ({ file, ...fields }) => {
        await send(slipId, file, fields);
        onSent();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SlipFileField />
        {amount && (
          <FormText
            name="amount"
            label="Amount transferred"
            inputMode="numeric"
            hint={amount.suggested > 0 ? `Due now: ${formatPrice(amount.suggested)}` : undefined}
          />
        )}
        <FormText name="sentOn" label="Day of the transfer" type="date" min={earliestReceivedDay(studioToday())} max={studioToday()} />
        <FormText name="note" label="Note (optional)" maxLength={500} className={amount ? 'sm:col-span-2' : undefined} />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <SubmitButton busyLabel="Sending…">Send the slip</SubmitButton>
          {onCancel && <CancelButton onCancel={onCancel} />}
        </div>
      </div>
    </SchemaForm>
  );
}

/** The slip's file: the form keeps the File itself (the upload reads it), not the input's text. */
function SlipFileField() {
  const { control } = useFormContext();
  const error = useFieldError('file');
  return (
    <Controller
      name="file"
      control={control}
      render={({ field }) => (
        <TextField
          ref={field.ref}
          name={field.name}
          label="The slip (photo or PDF)"
          type="file"
          accept={Object.keys(SLIP_TYPES).join(',')}
          error={error}
          hint={`Up to ${formatBytes(SLIP_MAX_BYTES)}. Only you and the studio can see it.`}
          className="sm:col-span-2"
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
        />
      )}
    />
  );
}

function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="button" variant="ghost" disabled={isSubmitting} onClick={onCancel}>
      Cancel
    </Button>
  );
}
