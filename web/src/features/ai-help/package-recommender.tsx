import { useState } from 'react';
import { studioToday } from '@common/days';
import type { Package } from '@common/schemas';
import { studioLocale } from '@common/studio-locale';
import { EVENT_TYPES } from '@common/event-types';
import { SchemaForm } from '@/components/form/schema-form';
import { FormSelect, FormText } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { recommendationFormSchema, recommendPackages, type RecommendationRequest } from './recommend';
import { RecommendationResults } from './recommendation-results';

type Props = { packages: readonly (Package & { id: string })[] | null };

/** Event type, date and budget in; ranked packages out (see recommend.ts for the ranking). */
export function PackageRecommender({ packages }: Props) {
  const [today] = useState(() => studioToday());
  const [request, setRequest] = useState<RecommendationRequest | null>(null);
  const form = useSchemaForm(recommendationFormSchema(today), { eventType: undefined, date: '', budget: '' });

  return (
    <div>
      <SchemaForm
        form={form}
        onSubmit={async (valid) => setRequest({ ...valid, today })}
        what="search"
        aria-label="Find a package"
        className="grid gap-5"
      >
        <FormSelect name="eventType" label="Type of event" placeholder="Choose an event" options={EVENT_TYPES} />
        <FormText name="date" label="Event date" type="date" min={today} />
        <FormText
          name="budget"
          label={`Budget (${studioLocale().currency})`}
          type="number"
          inputMode="numeric"
          min={1}
          step={50}
          placeholder="e.g. 2500"
          hint="Your total for photography and styling."
        />
        <Button type="submit" disabled={!packages} busy={!packages} busyLabel="Loading packages…">
          Show my packages
        </Button>
      </SchemaForm>
      <div aria-live="polite" className="mt-8">
        {request && packages && <RecommendationResults request={request} recommendation={recommendPackages(packages, request)} />}
      </div>
    </div>
  );
}
