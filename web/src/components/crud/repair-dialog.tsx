import { useMemo } from 'react';
import { FormSwitch } from '@/components/form/switch-field';
import { FormNumber, FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useToast } from '@/components/ui/toast';
import { useRepairDocument } from '@/data/repairs';
import { FormDialog } from './form-dialog';
import type { InvalidDocument } from '@/data/result';
import type { FlaggedRepair } from './owner-list-declaration';
import { fieldKind, repairFormSchema, shapeOf, startingValue, type FieldKind } from './repair-fields';
import { ProblemList, type Diagnosis } from './flagged-diagnosis';

type Props<T> = { doc: InvalidDocument; repair: FlaggedRepair<T>; diagnosis: Diagnosis; onClose: () => void };

/** Corrects the fields of a flagged document that the owner may set, and saves only those. */
export function RepairDialog<T>({ doc, repair, diagnosis, onClose }: Props<T>) {
  const { correctable } = diagnosis;
  const shape = shapeOf(repair.target.schema);
  const schema = useMemo(() => repairFormSchema(repair.target.schema, correctable), [repair.target.schema, correctable]);
  const form = useSchemaForm(
    schema,
    Object.fromEntries(correctable.map((field) => [field, startingValue(fieldKind(shape[field])!, doc.data[field])])),
  );
  const save = useRepairDocument();
  const toast = useToast();
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Repair this ${repair.noun}`}
      description={
        <>
          Ref. <span className="font-mono">{doc.id}</span>. Only the fields below are saved; everything else stays as it is.
        </>
      }
      form={form}
      what="correction"
      submitLabel="Save the correction"
      busyLabel="Saving…"
      onSubmit={async (values) => {
        await save(repair.target, doc.id, doc.data, values);
        toast(`The ${repair.noun} is repaired and back in the list`);
        onClose();
      }}
    >
      <div role="note" className="rounded-2xl border border-rose/30 bg-rose/5 px-4 py-3 text-sm text-ink">
        <p className="font-semibold">What is wrong</p>
        <ProblemList problems={diagnosis.problems} />
      </div>
      {correctable.length === 0 && <p className="text-sm text-ink-soft">Saving rebuilds its search words from the rest of it.</p>}
      {correctable.map((field) => (
        <RepairInput key={field} name={field} label={repair.labels[field]} kind={fieldKind(shape[field])!} />
      ))}
    </FormDialog>
  );
}

function RepairInput({ name, label, kind }: { name: string; label: string; kind: FieldKind }) {
  switch (kind.kind) {
    case 'number':
      return <FormNumber name={name} label={label} />;
    case 'switch':
      return <FormSwitch name={name} label={label} />;
    case 'choice':
      return <FormSelect name={name} label={label} options={kind.options} placeholder="Choose…" />;
    case 'lines':
      return <FormTextArea name={name} label={label} rows={4} hint="One per line." />;
    case 'text':
      return kind.long ? (
        <FormTextArea name={name} label={label} rows={4} maxLength={kind.maxLength} />
      ) : (
        <FormText name={name} label={label} maxLength={kind.maxLength} />
      );
  }
}
