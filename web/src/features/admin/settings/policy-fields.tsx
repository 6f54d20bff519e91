import { useCallback, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { POLICY_PLACEHOLDERS, fillPolicy, type PolicyFacts } from '@common/policy-text';
import { POLICY_KINDS, type AllSettings, type PolicyKind } from '@common/schemas/settings';
import { FormMarkdown } from '@/components/form/markdown-field';
import { DEPLOY_POLICY_FACTS } from '@/lib/archive-retention';
import { cn } from '@/lib/cn';
import { POLICY_PAGES } from '@/lib/policy-documents';

const FACTS = [
  'name',
  'email',
  'phone',
  'address',
  'hours',
  'areaServed',
  'depositPercent',
  'currency',
  'balanceDueDays',
  'lateFee',
] as const;

/** The three policies, one at a time, each with a preview as its page will show it. */
export function PolicyFields() {
  const { errors, submitCount } = useFormState<AllSettings>();
  const [choice, setChoice] = useState<{ kind: PolicyKind; atSubmit: number }>({ kind: 'payment', atSubmit: 0 });
  // A save refused since the owner's last choice, for a policy not on screen: show that one.
  const wrong = POLICY_KINDS.find((kind) => errors[kind]);
  const shown = wrong && submitCount > choice.atSubmit && !errors[choice.kind] ? wrong : choice.kind;
  const values = useWatch<AllSettings>({ name: FACTS });
  const facts = Object.fromEntries(FACTS.map((key, i) => [key, values[i]])) as PolicyFacts;
  const factsKey = JSON.stringify(facts);
  // The page shows the studio's settings in place of the placeholders, and no {#anchor} marks.
  const prepare = useCallback(
    (text: string) =>
      fillPolicy(text, JSON.parse(factsKey) as PolicyFacts, DEPLOY_POLICY_FACTS).replace(/^(##\s+.+?)\s+\{#[a-z0-9-]+\}\s*$/gm, '$1'),
    [factsKey],
  );
  return (
    <div className="grid gap-5">
      <div role="group" aria-label="Policy to edit" className="flex flex-wrap gap-2">
        {POLICY_PAGES.map(({ kind, title }) => (
          <button
            key={kind}
            type="button"
            aria-pressed={shown === kind}
            onClick={() => setChoice({ kind, atSubmit: submitCount })}
            className={cn(
              'rounded-full border px-4 py-2 text-sm font-semibold transition',
              shown === kind ? 'border-ink bg-ink text-ivory' : 'border-sand bg-white text-ink-soft hover:border-champagne',
              errors[kind] && 'border-rose text-danger',
            )}
          >
            {title}
            {errors[kind] && <span className="sr-only"> (needs attention)</span>}
          </button>
        ))}
      </div>
      {POLICY_PAGES.filter(({ kind }) => kind === shown).map(({ kind, title }) => (
        <FormMarkdown
          key={kind}
          name={kind}
          label={title}
          prepare={prepare}
          empty="The policy appears here as you write."
          hint={
            <>
              Markdown: <code>## Heading</code> starts a section of the page, <code>- </code> a list, <code>[words](/page)</code> a link.
              These words stand for your settings:{' '}
              {Object.entries(POLICY_PLACEHOLDERS).map(([key, { means }], i) => (
                <span key={key}>
                  {i > 0 && ', '}
                  <code>{`{${key}}`}</code> {means}
                </span>
              ))}
              .
            </>
          }
        />
      ))}
    </div>
  );
}
