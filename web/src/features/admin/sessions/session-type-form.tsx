import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  SESSION_LOCATIONS,
  SESSION_LOCATION_LABELS,
  sessionSpan,
  sessionTypeInputSchema,
  type SessionTypeInput,
} from '@common/schemas/sessions';
import { FormDialog } from '@/components/crud/form-dialog';
import { FormNumber, FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { FormSwitch } from '@/components/form/switch-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useFieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { saveSessionType } from '@/data/session-slots';
import type { SessionTypeRow } from '@/data/sessions';

// The owner's session type (docs/sessions.md): what it is, what it costs, where, its buffers and
// notice, and when it is offered: weekly hours, plus date overrides (a closed day, an extra day,
// a mini-session day with its own hours). The sessions function saves it with the same schema.

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const NEW_TYPE: SessionTypeInput = {
  name: '',
  description: '',
  durationMinutes: 30,
  price: 0,
  deposit: 0,
  location: 'studio',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minNoticeHours: 24,
  horizonDays: 60,
  capacity: 1,
  weeklyHours: [2, 3, 4].map((weekday) => ({ weekday, start: '10:00', end: '16:00' })),
  overrides: [],
  allowsWholeDay: false,
  active: true,
};

/** An id from the name the owner typed, with the dialog's random tail: a retried save writes the same document. */
const newTypeId = (name: string, tail: string) =>
  `${
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'session'
  }-${tail}`;

export function SessionTypeDialog({ row, onClose }: { row: SessionTypeRow | null; onClose: () => void }) {
  const toast = useToast();
  const { id, updatedAt: _updatedAt, ...values } = row ?? { id: '', updatedAt: null, ...NEW_TYPE };
  const form = useSchemaForm(sessionTypeInputSchema, values);
  const [tail] = useState(() => Math.random().toString(36).slice(2, 8));
  return (
    <FormDialog
      open
      onClose={onClose}
      size="lg"
      title={row ? `Edit ${row.name}` : 'New session type'}
      description="A consultation, a mini session, a portrait sitting: booked by the hour from its own page."
      form={form}
      what="session type"
      submitLabel={row ? 'Save session' : 'Create session'}
      busyLabel="Saving…"
      onSubmit={async (input) => {
        await saveSessionType(id || newTypeId(input.name, tail), input);
        toast(row ? 'Session saved.' : 'Session created: its page is live when it is on.');
        onClose();
      }}
    >
      <SessionTypeFields />
    </FormDialog>
  );
}

function SessionTypeFields() {
  return (
    <div className="grid gap-6">
      <FormText name="name" label="Name" placeholder="Autumn mini session" autoComplete="off" />
      <FormTextArea name="description" label="Description" rows={3} hint="What the session is, what to bring, what you receive." />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormNumber name="durationMinutes" label="Duration (minutes)" min={5} max={480} />
        <FormNumber name="price" label="Price" price min={0} hint="0 is a free session." />
        <FormNumber name="deposit" label="Deposit paid online" price min={0} hint="0 books without paying now." />
      </div>
      <FormSelect
        name="location"
        label="Location"
        options={SESSION_LOCATIONS.map((value) => ({ value, label: SESSION_LOCATION_LABELS[value] }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormNumber name="bufferBeforeMinutes" label="Buffer before (minutes)" min={0} max={240} />
        <FormNumber name="bufferAfterMinutes" label="Buffer after (minutes)" min={0} max={240} />
        <FormNumber name="minNoticeHours" label="Minimum notice (hours)" min={0} max={720} />
        <FormNumber name="horizonDays" label="Furthest ahead (days)" min={1} max={365} />
        <FormNumber name="capacity" label="Bookings per time slot" min={1} max={20} hint="Usually 1." />
      </div>
      <SpanNote />
      <WeeklyHours />
      <DateOverrides />
      <FormSwitch
        name="allowsWholeDay"
        label="Allow whole-day bookings on the same day"
        hint="Off: a booked session keeps that day free of weddings and events."
      />
      <FormSwitch name="active" label="Offered on the site" hint="Off: its page shows no times; booked sessions stay." />
    </div>
  );
}

function SpanNote() {
  const [duration, before, after] = useWatch({ name: ['durationMinutes', 'bufferBeforeMinutes', 'bufferAfterMinutes'] }) as number[];
  const span = sessionSpan({ durationMinutes: duration || 0, bufferBeforeMinutes: before || 0, bufferAfterMinutes: after || 0 });
  return <p className="text-sm text-muted">Each time slot takes {span} minutes of your day with its buffers.</p>;
}

const weekdayOptions = WEEKDAYS.map((label, value) => ({ value: String(value), label }));

function WeeklyHours() {
  const { control, register } = useFormContext<SessionTypeInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'weeklyHours' });
  return (
    <fieldset className="grid gap-3">
      <legend className="text-base font-semibold text-ink">Weekly hours</legend>
      <p className="text-sm text-muted">In the studio’s time zone. Add a day twice for two blocks (morning and afternoon).</p>
      {fields.map((field, i) => (
        <div key={field.id} className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1.4fr_1fr_1fr_auto]">
          <label className="grid gap-1 text-sm font-medium text-ink">
            Day
            <select
              className="rounded-xl border border-sand bg-white px-3 py-2"
              {...register(`weeklyHours.${i}.weekday`, { valueAsNumber: true })}
            >
              {weekdayOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <Button variant="ghost" size="sm" className="sm:order-last" onClick={() => remove(i)} aria-label={`Remove hours ${i + 1}`}>
            Remove
          </Button>
          <FormText name={`weeklyHours.${i}.start`} label="From" type="time" />
          <FormText name={`weeklyHours.${i}.end`} label="To" type="time" />
        </div>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append({ weekday: 1, start: '10:00', end: '16:00' })}>
          + Add hours
        </Button>
      </div>
    </fieldset>
  );
}

function DateOverrides() {
  const { control } = useFormContext<SessionTypeInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'overrides' });
  const error = useFieldError('overrides');
  return (
    <fieldset className="grid gap-3">
      <legend className="text-base font-semibold text-ink">Date overrides and mini-session days</legend>
      <p className="text-sm text-muted">On these dates the hours below replace the weekly hours. A closed date offers nothing that day.</p>
      {fields.map((field, i) => (
        <OverrideRow key={field.id} index={i} onRemove={() => remove(i)} />
      ))}
      {error && <p className="text-sm text-red-700">{error}</p>}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append({ date: '', label: '', windows: [{ start: '10:00', end: '14:00' }] })}>
          + Add a date
        </Button>
      </div>
    </fieldset>
  );
}

function OverrideRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control, setValue } = useFormContext<SessionTypeInput>();
  const windows = useWatch({ control, name: `overrides.${index}.windows` }) ?? [];
  const closed = windows.length === 0;
  return (
    <div className="grid gap-2 rounded-2xl border border-sand p-3 sm:grid-cols-2">
      <FormText name={`overrides.${index}.date`} label="Date" type="date" />
      <FormText name={`overrides.${index}.label`} label="Label (optional)" placeholder="Autumn minis" />
      {!closed && (
        <>
          <FormText name={`overrides.${index}.windows.0.start`} label="From" type="time" />
          <FormText name={`overrides.${index}.windows.0.end`} label="To" type="time" />
        </>
      )}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={closed}
            onChange={(event) =>
              setValue(`overrides.${index}.windows`, event.target.checked ? [] : [{ start: '10:00', end: '14:00' }], { shouldDirty: true })
            }
          />
          Closed this date
        </label>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove date ${index + 1}`}>
          Remove date
        </Button>
      </div>
    </div>
  );
}
