import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { renderMarkdown } from '@/lib/markdown';
import { TextAreaField } from '@/components/ui/field';
import { proseClass } from '@/components/ui/prose';
import { useFieldError } from './field-error';

/**
 * Markdown with a live preview rendered exactly as the public page will (sanitised); `prepare` turns
 * the text into what the page renders first (a policy fills in the studio's settings).
 */
export function FormMarkdown({
  name,
  label,
  hint,
  prepare,
  empty = 'The post appears here as you write.',
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  prepare?: (text: string) => string;
  empty?: string;
}) {
  const { register, control } = useFormContext();
  const text = useDeferredValue((useWatch({ control, name }) as string | undefined) ?? '');
  const html = useMemo(() => renderMarkdown(prepare ? prepare(text) : text), [text, prepare]);
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <TextAreaField
        {...register(name)}
        label={label}
        hint={hint ?? 'Markdown: ## for a heading, **bold**, *italic*, - for a list, [words](https://…) for a link.'}
        error={useFieldError(name)}
        rows={18}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
      />
      <section aria-label="Preview" className="min-w-0">
        <p className="text-sm font-medium text-ink-soft">Preview</p>
        <div className="mt-1.5 max-h-[34rem] overflow-y-auto rounded-xl border border-sand bg-white px-6 py-5">
          {text.trim() ? (
            <div className={`${proseClass} text-base`} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="text-sm italic text-muted">{empty}</p>
          )}
        </div>
      </section>
    </div>
  );
}
