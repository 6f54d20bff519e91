import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { contractRequestSchema, SIGNATURE_METHODS } from '@common/schemas/contracts';
import { FormText } from '@/components/form/text-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { SubmitButton } from '@/components/form/form-actions';
import { useFieldError } from '@/components/form/field-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { signContract } from '@/data/contracts';
import { SignaturePad } from './signature-pad';

// The customer's signature on one document (the contract, addendum 0, or addendum n): a typed
// full name, or a drawing beside it, and the box that names exactly the version agreed to. The
// request carries the SHA-256 of the text the page showed; the server refuses any other.

// The request's own fields, so the form asks exactly what the server checks (options[1] is 'sign').
const signRequest = contractRequestSchema.options[1];

const signFormSchema = z
  .object({
    ...signRequest.pick({ name: true, drawing: true, agreed: true }).shape,
    method: z.enum(SIGNATURE_METHODS),
  })
  .superRefine((values, ctx) => {
    if (values.method === 'drawn' && !values.drawing) {
      ctx.addIssue({ code: 'custom', path: ['drawing'], message: 'Draw your signature in the box, or type your name instead' });
    }
  });
type SignFormInput = z.input<typeof signFormSchema>;

export type SignTarget = {
  bookingId: string;
  /** 0 for the contract, n for addendum n. */
  addendum: number;
  textSha256: string;
  /** "I have read and agree to …": the document and its version, in words. */
  agreement: string;
};

const messages = { name: 'Type your full name to sign', agreed: 'Tick the box to agree to this version' };

export function SignForm({ target, defaultName = '' }: { target: SignTarget; defaultName?: string }) {
  const form = useSchemaForm(
    signFormSchema,
    { name: defaultName, drawing: '', method: 'typed' },
    {
      messages,
    },
  );
  const label = target.addendum === 0 ? 'Sign contract' : `Sign addendum ${target.addendum}`;
  return (
    <SchemaForm
      form={form}
      what="signature"
      once
      aria-label={label}
      onSubmit={async ({ name, method, drawing }) => {
        await signContract({
          bookingId: target.bookingId,
          addendum: target.addendum,
          textSha256: target.textSha256,
          name,
          drawing: method === 'drawn' ? drawing : '',
          agreed: true,
        });
      }}
      className="grid gap-6"
    >
      <SignatureFields />
      <AgreeBox agreement={target.agreement} />
      <div>
        <SubmitButton busyLabel="Signing…" retryLabel={label} className="min-h-12 w-full sm:w-auto sm:min-w-56">
          {label}
        </SubmitButton>
        <p className="mt-3 text-xs leading-relaxed text-muted">
          Signing records your name, your verified email, the time, and your device&apos;s address and browser with the exact text above.
        </p>
      </div>
    </SchemaForm>
  );
}

/** The name (always) and, when chosen, the drawing; typing stays one keypress away for keyboard users. */
function SignatureFields() {
  const { watch, setValue, control, clearErrors } = useFormContext<SignFormInput>();
  const method = watch('method');
  const drawingError = useFieldError('drawing');
  const [padKey, setPadKey] = useState(0);
  const switchTo = (next: SignFormInput['method']) => {
    setValue('method', next);
    setValue('drawing', '');
    clearErrors('drawing');
    setPadKey((key) => key + 1);
  };
  return (
    <fieldset className="grid gap-4">
      <legend className="sr-only">Your signature</legend>
      <FormText
        name="name"
        label="Your full name"
        autoComplete="name"
        hint={method === 'typed' ? 'Typing your name is your signature.' : 'Printed under your drawn signature.'}
      />
      {method === 'typed' ? (
        <TypedPreview />
      ) : (
        <div>
          <p className="text-sm font-medium text-ink-soft">Your drawn signature</p>
          <div className="mt-1.5">
            <Controller
              name="drawing"
              control={control}
              render={({ field }) => (
                <SignaturePad key={padKey} label="Your drawn signature" onChange={field.onChange} invalid={Boolean(drawingError)} />
              )}
            />
          </div>
          {drawingError && (
            <p role="alert" className="mt-1.5 text-sm font-medium text-danger">
              {drawingError}
            </p>
          )}
        </div>
      )}
      <button
        type="button"
        onClick={() => switchTo(method === 'typed' ? 'drawn' : 'typed')}
        className="min-h-11 justify-self-start text-sm font-semibold text-ink underline decoration-champagne decoration-2 underline-offset-4 hover:decoration-ink"
      >
        {method === 'typed' ? 'Draw instead' : 'Type my name instead'}
      </button>
    </fieldset>
  );
}

/** The typed name as it will stand on the signed copy. */
function TypedPreview() {
  const name = useFormContext<SignFormInput>().watch('name');
  return (
    <div aria-hidden="true" className="rounded-2xl border border-dashed border-sand bg-ivory px-5 py-4">
      <p className="min-h-10 truncate font-display text-3xl italic text-ink">{name?.trim() || '\u00a0'}</p>
      <p className="mt-1 border-t border-sand pt-1 text-xs uppercase tracking-[0.18em] text-muted">Signature</p>
    </div>
  );
}

function AgreeBox({ agreement }: { agreement: string }) {
  const id = useId();
  const { register } = useFormContext<SignFormInput>();
  const error = useFieldError('agreed');
  return (
    <div>
      <label
        htmlFor={id}
        className={`flex min-h-11 cursor-pointer items-start gap-4 rounded-2xl border px-4 py-4 ${error ? 'border-rose bg-rose/5' : 'border-sand bg-white'}`}
      >
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-ink"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('agreed')}
        />
        <span className="text-base leading-snug text-ink">{agreement}</span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
