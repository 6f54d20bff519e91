import { useState } from 'react';
import { customPackageInputSchema, type CustomPackage, type CustomPackageInput } from '@common/schemas';
import { FormDialog } from '@/components/crud/form-dialog';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useNewCustomPackageId, useSaveCustomPackage } from '@/data/custom-packages';
import { CustomPackageFields } from './custom-package-fields';

const BLANK = {
  name: '',
  description: '',
  features: [],
  price: undefined,
  deposit: undefined,
  validityDays: 30,
  contractTemplateId: '',
  proofing: false,
};

const toInput = ({
  name,
  description,
  features,
  price,
  deposit,
  validityDays,
  contractTemplateId,
  gallerySelection,
  proofing,
}: CustomPackage): CustomPackageInput => ({
  name,
  description,
  features,
  price,
  deposit,
  validityDays,
  contractTemplateId: contractTemplateId ?? '',
  gallerySelection: gallerySelection ?? null,
  proofing: proofing ?? false,
});

/** Create or edit a package. Links already sent keep their own copy of it. */
export function CustomPackageEditor({ pkg, onClose }: { pkg: WithId<CustomPackage> | null; onClose: () => void }) {
  const form = useSchemaForm(customPackageInputSchema, pkg ? toInput(pkg) : BLANK);
  const newId = useNewCustomPackageId();
  // One id per opening: saving twice (a double click, a retry) writes the same package.
  const [id] = useState(() => pkg?.id ?? newId());
  const save = useSaveCustomPackage();
  const toast = useToast();
  return (
    <FormDialog
      open
      onClose={onClose}
      title={pkg ? 'Edit custom package' : 'New custom package'}
      description={
        pkg ? 'Links already sent keep the package as it was when sent.' : 'Designed for one client; send it from Send Custom Package.'
      }
      form={form}
      onSubmit={async (values) => {
        await save(id, values);
        toast(pkg ? `“${values.name}” saved` : `“${values.name}” added`);
        onClose();
      }}
      submitLabel={pkg ? 'Save changes' : 'Add package'}
      busyLabel="Saving…"
      what="package"
      size="lg"
    >
      <CustomPackageFields current={pkg?.contractTemplateId} />
    </FormDialog>
  );
}
