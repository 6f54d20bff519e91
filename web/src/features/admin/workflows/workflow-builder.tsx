import { useState } from 'react';
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
  type Action,
  type Anchor,
  type WorkflowInput,
} from '@common/schemas/workflows';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField, controlClass } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useActivePackages } from '@/data/packages';
import { useCurrentQuestionnaires } from '@/data/questionnaires';
import { useAllWorkflows, useNewWorkflowId, useSaveWorkflow, type WorkflowWithSteps } from '@/data/workflows';
import { describeWriteError } from '@/lib/write-errors';

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

type Errors = Record<string, string>;
function errorsOf(input: WorkflowInput): Errors {
  const parsed = workflowInputSchema.safeParse(input);
  const errors: Errors = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const hour = (h: number) => formatHourOfDay(h);

/**
 * The workflow builder: its steps (an anchor, days before or after it, an action and its words),
 * which packages and event types it is for, whether it is the default, and the studio's hour it
 * sends at. Saved whole; an offset beyond a year or an unknown merge field is named at its field.
 */
export function WorkflowBuilder({ workflow }: { workflow: WorkflowWithSteps | null }) {
  const [draft, setDraft] = useState<WorkflowInput>(() =>
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
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const newId = useNewWorkflowId();
  const id = workflow?.id ?? newId;
  const save = useSaveWorkflow();
  const all = useAllWorkflows();
  const packages = useActivePackages();
  const questionnaires = useCurrentQuestionnaires();
  const navigate = useNavigate();
  const toast = useToast();

  const setStep = (i: number, change: Partial<StepDraft>) =>
    setDraft((d) => ({ ...d, steps: d.steps.map((s, j) => (j === i ? { ...s, ...change } : s)) }));
  const toggle = <K extends 'packageIds' | 'eventTypes'>(key: K, value: WorkflowInput[K][number]) =>
    setDraft((d) => {
      const list = d[key] as string[];
      return { ...d, [key]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value] };
    });

  async function onSave() {
    const found = errorsOf(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      toast('Some fields need a look: each says what is wrong.', 'error');
      return;
    }
    setSaving(true);
    try {
      const others = (all.data ?? []).filter((w) => w.isDefault && w.id !== id).map((w) => w.id);
      await save(id, draft, { stepIds: workflow?.steps.map((s) => s.id) ?? [], otherDefaults: others });
      toast(`“${draft.name.trim()}” saved`);
      if (!workflow) navigate(workflowPath(id), { replace: true });
    } catch (error) {
      toast(describeWriteError(error, 'the workflow', 'owner'), 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      aria-label={workflow ? 'Edit workflow' : 'New workflow'}
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <div className="grid gap-5 rounded-3xl border border-sand bg-white p-5 sm:p-8">
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <TextField
            label="Workflow name"
            value={draft.name}
            maxLength={100}
            error={errors.name}
            placeholder="Weddings"
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            className="[&_input]:font-display [&_input]:text-xl"
          />
          <label className="block text-sm font-medium text-ink-soft">
            Sends at
            <select
              className={controlClass}
              value={draft.sendHour}
              onChange={(e) => setDraft({ ...draft, sendHour: Number(e.target.value) })}
            >
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h} value={h}>
                  {hour(h)}, studio time
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-ink-soft">For bookings of these packages</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {(packages.data ?? []).map((p) => (
              <Chip key={p.id} label={p.name} checked={draft.packageIds.includes(p.id)} onChange={() => toggle('packageIds', p.id)} />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-ink-soft">…or of these event types</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {EVENT_TYPES.map((type) => (
              <Chip key={type} label={type} checked={draft.eventTypes.includes(type)} onChange={() => toggle('eventTypes', type)} />
            ))}
          </div>
        </fieldset>
        <label className="inline-flex items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="size-4 accent-champagne-dark"
            checked={draft.isDefault}
            onChange={(e) => setDraft({ ...draft, isDefault: e.target.checked })}
          />
          The default: every other booking follows this workflow
        </label>
      </div>

      {errors.steps && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.steps}
        </p>
      )}
      <ol className="grid gap-4">
        {draft.steps.map((step, i) => {
          const at = `steps.${i}`;
          const before = step.offsetDays < 0;
          return (
            <li key={step.id} className="grid gap-4 rounded-3xl border border-sand bg-white p-5 sm:p-7">
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-display text-xl font-semibold text-ink">Step {i + 1}</h3>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDraft({ ...draft, steps: draft.steps.filter((_, j) => j !== i) })}
                  aria-label={`Remove step ${i + 1}`}
                >
                  Remove
                </Button>
              </div>
              <div className="grid gap-4 sm:grid-cols-[7rem_9rem_minmax(0,1fr)]">
                <TextField
                  label="Days"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_OFFSET_DAYS}
                  value={Math.abs(step.offsetDays)}
                  error={errors[`${at}.offsetDays`]}
                  onChange={(e) => setStep(i, { offsetDays: (before ? -1 : 1) * Math.round(Number(e.target.value) || 0) })}
                />
                <label className="block text-sm font-medium text-ink-soft">
                  When
                  <select
                    className={controlClass}
                    value={before ? 'before' : 'after'}
                    onChange={(e) => setStep(i, { offsetDays: (e.target.value === 'before' ? -1 : 1) * Math.abs(step.offsetDays) })}
                  >
                    <option value="before">before</option>
                    <option value="after">after</option>
                  </select>
                </label>
                <label className="block text-sm font-medium text-ink-soft">
                  Anchor
                  <select className={controlClass} value={step.anchor} onChange={(e) => setStep(i, { anchor: e.target.value as Anchor })}>
                    {ANCHOR_NAMES.map((anchor) => (
                      <option key={anchor} value={anchor}>
                        {ANCHORS[anchor]}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <label className="block text-sm font-medium text-ink-soft">
                Action
                <select className={controlClass} value={step.action} onChange={(e) => setStep(i, { action: e.target.value as Action })}>
                  {ACTION_NAMES.map((action) => (
                    <option key={action} value={action}>
                      {ACTIONS[action]}
                    </option>
                  ))}
                </select>
              </label>
              {step.action === 'email' && (
                <>
                  <TextField
                    label="Subject"
                    value={step.subject}
                    maxLength={200}
                    error={errors[`${at}.subject`]}
                    placeholder="See you on {{event.date}}!"
                    onChange={(e) => setStep(i, { subject: e.target.value })}
                  />
                  <TextAreaField
                    label="Email"
                    rows={6}
                    value={step.body}
                    error={errors[`${at}.body`]}
                    hint={`Merge fields fill in each booking: ${Object.keys(MERGE_FIELDS)
                      .slice(0, 6)
                      .map((f) => `{{${f}}}`)
                      .join(', ')} and the others of the contract templates. A blank line starts a paragraph; "- " a list.`}
                    onChange={(e) => setStep(i, { body: e.target.value })}
                  />
                </>
              )}
              {step.action === 'questionnaire' && (
                <label className="block text-sm font-medium text-ink-soft">
                  Questionnaire
                  <select
                    className={controlClass}
                    value={step.questionnaireId}
                    aria-invalid={errors[`${at}.questionnaireId`] ? true : undefined}
                    onChange={(e) => setStep(i, { questionnaireId: e.target.value })}
                  >
                    <option value="">Choose one…</option>
                    {(questionnaires.data ?? []).map((q) => (
                      <option key={q.id} value={q.id}>
                        {q.name}
                      </option>
                    ))}
                  </select>
                  {errors[`${at}.questionnaireId`] && (
                    <span role="alert" className="mt-1.5 block text-sm font-medium text-danger">
                      {errors[`${at}.questionnaireId`]}
                    </span>
                  )}
                </label>
              )}
              {step.action === 'task' && (
                <TextField
                  label="Task"
                  value={step.taskTitle}
                  maxLength={200}
                  error={errors[`${at}.taskTitle`]}
                  placeholder="Print the day’s timeline for the team"
                  onChange={(e) => setStep(i, { taskTitle: e.target.value })}
                />
              )}
              {step.action === 'review' && (
                <p className="text-sm text-muted">
                  The customer is emailed a link to leave stars and a few words. Send it after the gallery is published.
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-sand bg-white p-5">
        <Button
          variant="secondary"
          disabled={draft.steps.length >= MAX_STEPS}
          onClick={() => setDraft({ ...draft, steps: [...draft.steps, blankStep(draft.steps.length)] })}
        >
          + Add a step
        </Button>
        <Button type="submit" busy={saving} busyLabel="Saving…">
          Save workflow
        </Button>
      </div>
    </form>
  );
}

function Chip({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-sand px-4 py-2 text-sm text-ink transition has-[:checked]:border-champagne-dark has-[:checked]:bg-champagne/15 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-champagne/40">
      <input type="checkbox" className="size-4 accent-champagne-dark" checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}
