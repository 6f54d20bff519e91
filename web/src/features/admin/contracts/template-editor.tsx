import { useCallback, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { contractTemplatePath } from '@common/paths';
import { contractTemplateInputSchema, type ContractTemplate, type ContractTemplateInput } from '@common/schemas/contracts';
import { FormActionBar, SubmitButton } from '@/components/form/form-actions';
import { FormMarkdown } from '@/components/form/markdown-field';
import { SchemaForm } from '@/components/form/schema-form';
import { FormText } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useNewContractTemplateId, useSaveContractTemplate } from '@/data/contract-templates';
import { useStudio } from '@/lib/studio-context';
import { MergeFieldList, fieldToken, insertAtCaret, previewText, sampleFacts, usedFields } from './merge-fields';

const BLANK: ContractTemplateInput = { name: '', body: '' };

/**
 * Write or edit a template: Markdown with merge fields, the fields' reference beside it (a click
 * inserts one), and a live preview filled with sample facts. A save makes the next version; an
 * unknown field is refused at save, named under the editor.
 */
export function TemplateEditor({ template }: { template: WithId<ContractTemplate> | null }) {
  const form = useSchemaForm(contractTemplateInputSchema, template ? { name: template.name, body: template.body } : BLANK);
  const newId = useNewContractTemplateId();
  // One id per opening: a retried first save writes the same template.
  const [id] = useState(() => template?.id ?? newId());
  const save = useSaveContractTemplate();
  const navigate = useNavigate();
  const toast = useToast();
  const studio = useStudio();
  const facts = useMemo(() => sampleFacts(studio), [studio]);
  const prepare = useCallback((text: string) => previewText(text, facts), [facts]);
  const body = (useWatch({ control: form.control, name: 'body' }) as string | undefined) ?? '';
  const editor = useRef<HTMLDivElement>(null);

  function insert(name: string) {
    const textarea = editor.current?.querySelector('textarea');
    const write = (value: string) => form.setValue('body', value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    if (textarea) insertAtCaret(textarea, fieldToken(name), write);
    else write(`${form.getValues('body')}${fieldToken(name)}`);
  }

  async function onSubmit(values: ContractTemplateInput) {
    const saved = await save(id, values);
    form.reset(values);
    if (!template) {
      toast(`“${values.name}” saved as version 1`);
      navigate(contractTemplatePath(id), { replace: true });
    } else {
      toast(saved.changed ? `Saved as version ${saved.version}` : 'Nothing changed since the last version');
    }
  }

  return (
    <SchemaForm form={form} onSubmit={onSubmit} what="template" audience="owner" aria-label={template ? 'Edit template' : 'New template'}>
      <div className="grid gap-6 rounded-3xl border border-sand bg-white p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <div ref={editor} className="grid min-w-0 content-start gap-6">
          <FormText
            name="name"
            label="Template name"
            maxLength={100}
            placeholder="Wedding photography agreement"
            hint="Only you see it; the customer reads the contract’s text."
            className="[&_input]:font-display [&_input]:text-xl"
          />
          <FormMarkdown
            name="body"
            label="The contract"
            hint="Markdown: ## for a heading, **bold**, - for a list. Fields such as {{customer.name}} are filled from the booking; the preview fills them with sample facts."
            prepare={prepare}
            empty="The contract appears here as you write, with sample facts in place of the fields."
          />
        </div>
        <MergeFieldList used={usedFields(body)} onInsert={insert} />
      </div>
      <FormActionBar>
        <p className="text-sm text-muted">
          {template
            ? `Version ${template.version}. Saving makes version ${template.version + 1}; contracts already sent keep their text.`
            : 'Saved as version 1. Each later save makes a new version.'}
        </p>
        <SubmitButton busyLabel="Saving…">{template ? 'Save new version' : 'Save template'}</SubmitButton>
      </FormActionBar>
    </SchemaForm>
  );
}
