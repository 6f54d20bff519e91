import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '@common/paths';
import { SchemaForm } from '@/components/form/schema-form';
import { SubmitButton } from '@/components/form/form-actions';
import { Button } from '@/components/ui/button';
import type { OwnerSettings } from '@/data/settings';
import { cn } from '@/lib/cn';
import { SETTINGS_SECTIONS, SectionCard } from './settings-sections';
import { useSettingsForm } from './use-settings-form';

/**
 * The owner's first visit to a fresh deployment: the studio's settings, one section per step,
 * before anything else (nothing can be booked until they exist), then the dashboard.
 */
export function FirstRunSetup({ settings }: { settings: OwnerSettings }) {
  const navigate = useNavigate();
  const { form, formProps } = useSettingsForm(settings, () => navigate(adminPaths.dashboard, { replace: true }));
  const [step, setStep] = useState(0);
  const section = SETTINGS_SECTIONS[step];
  const last = step === SETTINGS_SECTIONS.length - 1;

  async function next() {
    if (await form.trigger(section.fields, { shouldFocus: true })) setStep(step + 1);
  }

  return (
    <SchemaForm {...formProps} aria-label="Set up the studio">
      <ol aria-label="Steps" className="mb-6 grid grid-cols-4 gap-2">
        {SETTINGS_SECTIONS.map((s, i) => (
          <li key={s.key} aria-current={i === step ? 'step' : undefined} className="min-w-0">
            <span className={cn('block h-1 rounded-full', i <= step ? 'bg-champagne-dark' : 'bg-sand')} />
            {/* A phone has no room for four titles: it shows the current one below the bars. */}
            <span
              className={cn('sr-only mt-2 truncate text-xs font-semibold sm:not-sr-only sm:block', i === step ? 'text-ink' : 'text-muted')}
            >
              {i + 1}. {s.title}
            </span>
          </li>
        ))}
      </ol>
      <p aria-hidden className="-mt-4 mb-6 text-xs font-semibold text-ink sm:hidden">
        Step {step + 1} of {SETTINGS_SECTIONS.length}: {section.title}
      </p>
      <SectionCard key={section.key} section={section} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="ghost" onClick={() => setStep(step - 1)} disabled={step === 0}>
          Back
        </Button>
        {last ? (
          <SubmitButton busyLabel="Saving…">Save and open the dashboard</SubmitButton>
        ) : (
          <Button type="button" onClick={() => void next()}>
            Continue
          </Button>
        )}
      </div>
    </SchemaForm>
  );
}
