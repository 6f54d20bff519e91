import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { setStudioLocale } from '@common/studio-locale';
import { renderWithSession } from '@/testing/render';
import { EventDayField } from './event-day-field';

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { eventDate: '' } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('EventDayField', () => {
  it('says the chosen day in the studio’s words, as the browser’s date box may write it either way round', async () => {
    setStudioLocale({ currency: 'GBP', timeZone: 'Europe/London', locale: 'en-GB' });
    const user = userEvent.setup();
    renderWithSession(
      <Form>
        <EventDayField name="eventDate" label="Event date" hint="From tomorrow onwards." today="2027-01-10" takenDays={[]} />
      </Form>,
    );
    const field = screen.getByLabelText('Event date');
    expect(field).toHaveAccessibleDescription('From tomorrow onwards.');
    await user.type(field, '2027-03-09');
    expect(field).toHaveAccessibleDescription('Tue, 9 Mar 2027. From tomorrow onwards.');
  });
});
