import { useState } from 'react';
import { EVENT_TYPES, type Package } from '@common/schemas';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { useZodForm } from '../../lib/use-zod-form';
import { localToday, recommendationFormSchema, recommendPackages, type RecommendationRequest } from './recommend';
import { RecommendationResults } from './recommendation-results';

type Props = { packages: readonly (Package & { id: string })[] | null };

/** Event type, date and budget in; ranked packages out (see recommend.ts for the ranking). */
export function PackageRecommender({ packages }: Props) {
  const [today] = useState(localToday);
  const [request, setRequest] = useState<RecommendationRequest | null>(null);
  const form = useZodForm(recommendationFormSchema(today), { eventType: '', date: '', budget: '' }, async (valid) =>
    setRequest({ ...valid, today }),
  );

  return (
    <div>
      <form {...form.formProps} aria-label="Find a package" className="grid gap-5">
        <SelectField label="Type of event" {...form.field('eventType')}>
          <option value="">Choose an event</option>
          {EVENT_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </SelectField>
        <TextField label="Event date" type="date" min={today} {...form.field('date')} />
        <TextField
          label="Budget (USD)"
          type="number"
          inputMode="numeric"
          min={1}
          step={50}
          placeholder="e.g. 2500"
          hint="Your total for photography and styling."
          {...form.field('budget')}
        />
        <Button type="submit" disabled={!packages} busy={!packages} busyLabel="Loading packages…">
          Show my packages
        </Button>
      </form>
      <div aria-live="polite" className="mt-8">
        {request && packages && <RecommendationResults request={request} recommendation={recommendPackages(packages, request)} />}
      </div>
    </div>
  );
}
