import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFormContext, useWatch } from 'react-hook-form';
import { lastExpiryDay, sendCustomPackageInputSchema, type CustomPackage, type SendCustomPackageInput } from '@common/schemas';
import { adminPaths } from '@common/paths';
import { FormActionBar, SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ButtonLink } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import type { WithId } from '@/data/collection';
import { useSendCustomPackage, type SendResult } from '@/data/custom-package-links';
import { useCurrentCustomPackages } from '@/data/custom-packages';
import { addUtcDays, studioToday } from '@common/days';
import { formatIsoDay, formatPrice } from '@common/format';
import { FormCustomerPicker } from '@/components/admin/customer-picker/form-customer-picker';

type Sent = SendResult & { packageName: string; to: string };

/** Which package, for whom, with a note and an expiry: makes (or finds) the customer's one link. */
export function SendCustomPackageForm({ onSent }: { onSent: (sent: Sent) => void }) {
  return (
    <Loaded
      result={useCurrentCustomPackages()}
      what="the custom packages"
      loading={<Skeleton count={1} className="h-[32rem]" />}
      flag="owner"
      empty={
        <div className="rounded-3xl border border-dashed border-sand bg-white/60 px-6 py-14 text-center">
          <p className="font-display text-2xl text-ink">No custom package to send yet</p>
          <p className="mx-auto mt-2 max-w-md text-sm text-muted">Design one around your client's plans first.</p>
          <ButtonLink to={adminPaths.customPackages} className="mt-6">
            Create a custom package
          </ButtonLink>
        </div>
      }
    >
      {(packages) => <LoadedForm packages={packages} onSent={onSent} />}
    </Loaded>
  );
}

function LoadedForm({ packages, onSent }: { packages: WithId<CustomPackage>[]; onSent: (sent: Sent) => void }) {
  const [search] = useSearchParams();
  const requested = search.get('package') ?? '';
  const initialPackage = packages.find((p) => p.id === requested);
  // A lead's page fills in its person (their account when it is linked, else their email to search) and a message.
  const customer = search.get('customer') ?? '';
  const form = useSchemaForm(sendCustomPackageInputSchema, {
    customPackageId: initialPackage?.id ?? '',
    userId: customer,
    userEmail: customer ? (search.get('email') ?? '') : '',
    userName: customer ? (search.get('name') ?? '') : '',
    message: search.get('message')?.slice(0, 2000) ?? '',
    expiresOn: initialPackage ? addUtcDays(studioToday(), initialPackage.validityDays) : '',
  });
  const send = useSendCustomPackage();
  const today = studioToday();

  async function submit(values: SendCustomPackageInput) {
    if (values.expiresOn < today) {
      form.setError('expiresOn', { message: 'Choose today or a later day.' }, { shouldFocus: true });
      return;
    }
    // The rules keep an offer open for at most LINK_VALIDITY_MAX_DAYS from now.
    if (values.expiresOn > lastExpiryDay(today)) {
      form.setError(
        'expiresOn',
        { message: `Choose a day up to ${formatIsoDay(lastExpiryDay(today))}: an offer stays open a year at most.` },
        { shouldFocus: true },
      );
      return;
    }
    const result = await send(values);
    const pkg = packages.find((p) => p.id === values.customPackageId);
    onSent({ ...result, packageName: pkg?.name ?? 'The package', to: values.userName || values.userEmail });
  }

  return (
    <SchemaForm form={form} onSubmit={submit} what="link" audience="owner" aria-label="Send a custom package">
      <div className="grid gap-6 rounded-3xl border border-sand bg-white p-5 sm:p-8">
        <div className="grid gap-6 md:grid-cols-2">
          <FormSelect
            name="customPackageId"
            label="Package"
            placeholder="Choose a package"
            options={packages.map((p) => ({ value: p.id, label: `${p.name} — ${formatPrice(p.price)}` }))}
          />
          <FormCustomerPicker initialSearch={search.get('email') ?? ''} />
        </div>
        <ExpiryFromValidity packages={packages} />
        <FormTextArea
          name="message"
          label="Personal message (optional)"
          rows={4}
          maxLength={2000}
          placeholder="It was lovely to meet you both — here is the day we talked about."
          hint="Shown at the top of their page and in the email."
        />
        <FormText
          name="expiresOn"
          label="Open until"
          type="date"
          min={today}
          max={lastExpiryDay(today)}
          className="sm:max-w-xs"
          hint="After this day the link shows “no longer available” and can't be booked."
        />
      </div>
      <FormActionBar>
        <p className="text-sm text-muted">Sending the same package to the same customer again gives the link they already have.</p>
        <SubmitButton busyLabel="Sending…">Send package</SubmitButton>
      </FormActionBar>
    </SchemaForm>
  );
}

/** Choosing a package proposes its validity as the expiry, until the owner picks a date by hand. */
function ExpiryFromValidity({ packages }: { packages: WithId<CustomPackage>[] }) {
  const { control, setValue, getFieldState, formState } = useFormContext<SendCustomPackageInput>();
  const packageId = useWatch({ control, name: 'customPackageId' });
  const picked = getFieldState('expiresOn', formState).isDirty;
  const pkg = packages.find((p) => p.id === packageId);
  useEffect(() => {
    if (pkg && !picked) setValue('expiresOn', addUtcDays(studioToday(), pkg.validityDays), { shouldDirty: false });
  }, [pkg, picked, setValue]);
  if (!pkg) return null;
  return (
    <div className="rounded-2xl bg-linen/70 px-5 py-4 text-sm text-ink-soft">
      <p className="font-semibold text-ink">{pkg.name}</p>
      <p className="mt-1 line-clamp-2">{pkg.description}</p>
      <p className="mt-2 text-xs text-muted">
        {formatPrice(pkg.price)} · deposit {formatPrice(pkg.deposit)} · usually open {pkg.validityDays} days · the customer receives it as
        it is now
      </p>
    </div>
  );
}
