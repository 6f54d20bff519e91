import { useEffect } from 'react';
import { FormSwitch } from '@/components/form/switch-field';
import { useFormContext, useWatch } from 'react-hook-form';
import { depositSplit } from '@common/payments';
import { FormContractTemplate } from '@/components/admin/contract-template-select';
import { FormGallerySelection } from '@/components/admin/gallery-selection-fields';
import { FormStringList } from '@/components/form/string-list-field';
import { FormNumber, FormText, FormTextArea } from '@/components/form/text-fields';
import { useStudio } from '@/lib/studio-context';

/** The studio's usual deposit of a price (as for a catalogue package), offered until the owner types another. */
const usualDeposit = (price: unknown, percent: number) =>
  typeof price === 'number' && Number.isFinite(price) ? depositSplit(price, percent).deposit : undefined;

export function CustomPackageFields({ current }: { current?: string }) {
  const { control, setValue, getFieldState, formState } = useFormContext();
  const percent = useStudio()?.depositPercent ?? 0;
  const price = useWatch({ control, name: 'price' });
  const depositTyped = getFieldState('deposit', formState).isDirty;
  useEffect(() => {
    const deposit = usualDeposit(price, percent);
    if (!depositTyped && deposit !== undefined) setValue('deposit', deposit, { shouldDirty: false });
  }, [price, percent, depositTyped, setValue]);
  return (
    <>
      <FormText name="name" label="Name" maxLength={100} placeholder="Garden elopement for two" />
      <FormTextArea name="description" label="Description" rows={5} hint="What you'll do together, as the client will read it." />
      <FormStringList
        name="features"
        label="What's included"
        itemLabel="Item"
        max={30}
        addLabel="Add an item"
        empty="Nothing listed yet."
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <FormNumber name="price" label="Price" price min={0} />
        <FormNumber name="deposit" label="Deposit" price min={0} hint={`Secures the date; ${percent}% unless you change it.`} />
        <FormNumber name="validityDays" label="Offer valid for (days)" min={1} max={365} hint="Proposed as the expiry when you send it." />
      </div>
      <FormContractTemplate current={current} />
      <FormGallerySelection
        name="gallerySelection"
        hint="What a gallery made for a booking of this package starts with; you can change it per gallery."
      />
      <FormSwitch
        name="proofing"
        label="Its galleries start as proofing"
        hint="Watermarked previews until photos are chosen or bought (Settings → Watermark for proofs); you can change it per gallery."
      />
    </>
  );
}
