import { useState } from 'react';
import { DELIVERY_STAGES, type DeliveryStage } from '@common/schemas';
import { formatIsoDay } from '@common/format';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { Loaded } from '@/components/ui/loaded';
import { useToast } from '@/components/ui/toast';
import { useDeliveryStage, useSetDeliveryStage } from '@/data/client-galleries';
import { mapResult } from '@/data/result';

const STAGE_LABEL: Record<DeliveryStage, string> = { 'not-started': 'Not started', editing: 'Editing', delivered: 'Delivered' };

/** Where the booking's photographs stand, which the customer reads in their profile. Publishing sets "delivered". */
export function DeliveryStagePanel({ bookingId }: { bookingId: string }) {
  const result = useDeliveryStage(bookingId);
  return (
    <div className="grid gap-3 rounded-3xl border border-sand bg-white p-5">
      <h2 className="text-2xl font-semibold text-ink">Delivery stage</h2>
      {/* No document yet reads as "not started". */}
      <Loaded
        result={mapResult(result, (current) => ({ stage: current?.stage ?? 'not-started', promisedOn: current?.promisedOn ?? '' }))}
        what="the delivery stage"
      >
        {(current) => (
          <StageForm
            key={`${current.stage}-${current.promisedOn}`}
            bookingId={bookingId}
            stage={current.stage}
            promisedOn={current.promisedOn}
          />
        )}
      </Loaded>
    </div>
  );
}

function StageForm({ bookingId, stage, promisedOn }: { bookingId: string; stage: DeliveryStage; promisedOn: string }) {
  const [chosen, setChosen] = useState(stage);
  const [day, setDay] = useState(promisedOn);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const save = useSetDeliveryStage();
  const toast = useToast();
  return (
    <form
      className="grid gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (chosen === 'editing' && !day) return setError('Choose the day you promise the photographs.');
        setError(undefined);
        setBusy(true);
        try {
          await save(bookingId, chosen, chosen === 'editing' ? day : null);
          toast('The customer now sees this stage in their profile.');
        } catch (failure) {
          console.error('Delivery stage', failure);
          toast('The stage could not be saved: try again.', 'error');
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="text-sm text-ink-soft">
        Now: <strong>{STAGE_LABEL[stage]}</strong>
        {stage === 'editing' && promisedOn && `, promised for ${formatIsoDay(promisedOn)}`}
      </p>
      <SelectField label="Stage" value={chosen} onChange={(e) => setChosen(e.target.value as DeliveryStage)}>
        {DELIVERY_STAGES.map((s) => (
          <option key={s} value={s}>
            {STAGE_LABEL[s]}
          </option>
        ))}
      </SelectField>
      {chosen === 'editing' && (
        <TextField label="Promised for" type="date" value={day} onChange={(e) => setDay(e.target.value)} error={error} />
      )}
      <Button type="submit" variant="secondary" size="sm" busy={busy}>
        Save the stage
      </Button>
    </form>
  );
}
