import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { MERGE_FIELDS } from '@common/contracts';
import { EVENT_TYPES } from '@common/event-types';
import { formatHourOfDay } from '@common/format';
import { workflowPath } from '@common/paths';
import {
  ACTIONS,
  ACTION_NAMES,
  ANCHORS,
  ANCHOR_NAMES,
  DEFAULT_SEND_HOUR,
  MAX_OFFSET_DAYS,
  MAX_STEPS,
  workflowInputSchema,
  type WorkflowInput,
} from '@common/schemas/workflows';
import { FormChoices } from '@/components/form/choice-cards';
import { useFieldError } from '@/components/form/field-error';
import { FormActionBar, ListProblem, SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useActivePackages } from '@/data/packages';
import { useCurrentQuestionnaires } from '@/data/questionnaires';
import { useAllWorkflows, useNewWorkflowId, useSaveWorkflow, type WorkflowWithSteps } from '@/data/workflows';

type StepDraft = WorkflowInput['steps'][number];
const newStepId = () => `s${Math.random().toString(36).slice(2, 10)}`;
const blankStep = (order: number): StepDraft => ({
  id: newStepId(),
  anchor: 'event-day',
  offsetDays: -2,
  action: 'email',
  subject: '',
  body: '',
  questionnaireId: '',
  taskTitle: '',
  order,
});
const BLANK: WorkflowInput = {
  name: '',
  steps: [blankStep(0)],
  packageIds: [],
  eventTypes: [],
  isDefault: false,
  sendHour: DEFAULT_SEND_HOUR,
};
const CHIP =
  'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-sand px-4 py-2 text-sm text-ink transition has-[:checked]:border-champagne-dark has-[:checked]:bg-champagne/15 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-champagne/40';
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const ANCHOR_OPTIONS = ANCHOR_NAMES.map((anchor) => ({ value: anchor, label: ANCHORS[anchor] }));
const ACTION_OPTIONS = ACTION_NAMES.map((action) => ({ value: action, label: ACTIONS[action] }));
const MERGE_HINT = `Merge fields fill in each booking: ${Object.keys(MERGE_FIELDS)
  .slice(0, 6)
  .map((f) => `{{${f}}}`)
  .join(', ')} and the others of the contract templates. A blank line starts a paragraph; "- " a list.`;

/**
 * The workflow builder: its steps (an anchor, days before or after it, an action and its words),
 * which packages and event types it is for, whether it is the default, and the studio's hour it
 * sends at. Saved whole; an offset beyond a year or an unknown merge field is named at its field.
 */
export function WorkflowBuilder({ workflow }: { workflow: WorkflowWithSteps | null }) {
  const form = useSchemaForm(
    workflowInputSchema,
    workflow
      ? {
          name: workflow.name,
          steps: workflow.steps,
          packageIds: workflow.packageIds,
          eventTypes: workflow.eventTypes,
          isDefault: workflow.isDefault,
          sendHour: workflow.sendHour,
        }
      : BLANK,
  );
  // One id per opening: a retried first save writes the same workflow.
  const newId = useNewWorkflowId();
  const id = workflow?.id ?? newId;
  const save = useSaveWorkflow();
  const all = useAllWorkflows();
  const packages = useActivePackages();
  const navigate = useNavigate();
  const toast = useToast();
  const steps = useFieldArray({ control: form.control, name: 'steps' });

  async function onSubmit(values: WorkflowInput) {
    const others = (all.data ?? []).filter((w) => w.isDefault && w.id !== id).map((w) => w.id);
    await save(id, values, { stepIds: workflow?.steps.map((s) => s.id) ?? [], otherDefaults: others });
    form.reset(values);
    toast(`“${values.name.trim()}” saved`);
    if (!workflow) navigate(workflowPath(id), { replace: true });
  }

  return (
    <SchemaForm
      form={form}
      onSubmit={onSubmit}
      what="workflow"
      audience="owner"
      aria-label={workflow ? 'Edit workflow' : 'New workflow'}
      className="grid gap-6"
    >
      <div className="grid gap-5 rounded-3xl border border-sand bg-white p-5 sm:p-8">
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <FormText
            name="name"
            label="Workflow name"
            maxLength={100}
            placeholder="Weddings"
            className="[&_input]:font-display [&_input]:text-xl"
          />
          <SendHourField />
        </div>
        <ChipsField
          name="packageIds"
          legend="For bookings of these packages"
          options={(packages.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
        <ChipsField
          name="eventTypes"
          legend="…or of these event types"
          options={EVENT_TYPES.map((type) => ({ value: type, label: type }))}
        />
        <label className="inline-flex items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" className="size-4 accent-champagne-dark" {...form.register('isDefault')} />
          The default: every other booking follows this workflow
        </label>
      </div>

      <ListProblem name="steps" />
      <ol className="grid gap-4">
        {steps.fields.map((step, i) => (
          <StepFields key={step.id} index={i} onRemove={() => steps.remove(i)} />
        ))}
      </ol>
      <FormActionBar>
        <Button
          variant="secondary"
          disabled={steps.fields.length >= MAX_STEPS}
          onClick={() => steps.append(blankStep(steps.fields.length))}
        >
          + Add a step
        </Button>
        <SubmitButton busyLabel="Saving…">Save workflow</SubmitButton>
      </FormActionBar>
    </SchemaForm>
  );
}

function SendHourField() {
  const { register } = useFormContext<WorkflowInput>();
  return (
    <SelectField label="Sends at" {...register('sendHour', { setValueAs: Number })} error={useFieldError('sendHour')}>
      {HOURS.map((h) => (
        <option key={h} value={h}>
          {formatHourOfDay(h)}, studio time
        </option>
      ))}
    </SelectField>
  );
}

function StepFields({ index: i, onRemove }: { index: number; onRemove: () => void }) {
  const { control } = useFormContext<WorkflowInput>();
  const at = `steps.${i}` as const;
  const action = useWatch({ control, name: `${at}.action` });
  const questionnaires = useCurrentQuestionnaires();
  return (
    <li className="grid gap-4 rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-display text-xl font-semibold text-ink">Step {i + 1}</h3>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove step ${i + 1}`}>
          Remove
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-[7rem_9rem_minmax(0,1fr)]">
        <OffsetFields name={`${at}.offsetDays`} />
        <FormSelect name={`${at}.anchor`} label="Anchor" options={ANCHOR_OPTIONS} />
      </div>
      <FormSelect name={`${at}.action`} label="Action" options={ACTION_OPTIONS} />
      {action === 'email' && (
        <>
          <FormText name={`${at}.subject`} label="Subject" maxLength={200} placeholder="See you on {{event.date}}!" />
          <FormTextArea name={`${at}.body`} label="Email" rows={6} hint={MERGE_HINT} />
        </>
      )}
      {action === 'questionnaire' && (
        <FormSelect
          name={`${at}.questionnaireId`}
          label="Questionnaire"
          placeholder="Choose one…"
          options={(questionnaires.data ?? []).map((q) => ({ value: q.id, label: q.name }))}
        />
      )}
      {action === 'task' && (
        <FormText name={`${at}.taskTitle`} label="Task" maxLength={200} placeholder="Print the day’s timeline for the team" />
      )}
      {action === 'review' && (
        <p className="text-sm text-muted">
          The customer is emailed a link to leave stars and a few words. Send it after the gallery is published.
        </p>
      )}
    </li>
  );
}

/**
 * A step's offset as the owner says it: a number of days, and before or after the anchor. The
 * direction is kept apart from the number, so clearing the days to type others keeps it.
 */
function OffsetFields({ name }: { name: `steps.${number}.offsetDays` }) {
  const { control, getValues } = useFormContext<WorkflowInput>();
  const error = useFieldError(name);
  const [before, setBefore] = useState(() => getValues(name) < 0);
  const signed = (days: number, earlier: boolean) => (earlier && days ? -days : days);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const days = Math.abs(field.value);
        return (
          <>
            <TextField
              ref={field.ref}
              label="Days"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_OFFSET_DAYS}
              value={days}
              error={error}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(signed(Math.round(Math.abs(Number(e.target.value)) || 0), before))}
            />
            <SelectField
              label="When"
              value={before ? 'before' : 'after'}
              onChange={(e) => {
                setBefore(e.target.value === 'before');
                field.onChange(signed(days, e.target.value === 'before'));
              }}
            >
              <option value="before">before</option>
              <option value="after">after</option>
            </SelectField>
          </>
        );
      }}
    />
  );
}

/** A set of values chosen by toggling chips (packages, event types), in the kit's group of choices. */
function ChipsField({
  name,
  legend,
  options,
}: {
  name: 'packageIds' | 'eventTypes';
  legend: string;
  options: { value: string; label: string }[];
}) {
  const { control } = useFormContext<WorkflowInput>();
  return (
    <FormChoices name={name} legend={legend}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => {
          const chosen = field.value as string[];
          const toggle = (value: string) => field.onChange(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
          return (
            <div className="mt-2 flex flex-wrap gap-2">
              {options.map((option) => (
                <label key={option.value} className={CHIP}>
                  <input
                    type="checkbox"
                    className="size-4 accent-champagne-dark"
                    checked={chosen.includes(option.value)}
                    onChange={() => toggle(option.value)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          );
        }}
      />
    </FormChoices>
  );
}
