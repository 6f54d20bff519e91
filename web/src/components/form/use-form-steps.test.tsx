import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { shortText } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { SubmitButton } from './form-actions';
import { SchemaForm } from './schema-form';
import { FormText } from './text-fields';
import { useFormSteps, type FormStep } from './use-form-steps';
import { useSchemaForm } from './use-schema-form';

// A three-step form: the venue and guests on the first step, a name and a code on the second; the
// code must not be the one in `taken` (changed between renders, as a live read would).
const schemaFor = (taken: string) =>
  z.object({
    venue: shortText(),
    guests: shortText(),
    name: shortText(),
    code: shortText().refine((code) => code !== taken, 'That code is taken.'),
  });
type Values = z.input<ReturnType<typeof schemaFor>>;
const STEPS = [
  { id: 'event', label: 'Event', fields: ['venue', 'guests'] },
  { id: 'contact', label: 'Contact', fields: ['name', 'code'] },
  { id: 'review', label: 'Review', fields: [] },
] as const satisfies readonly FormStep<Values>[];

function StepForm({
  taken = '',
  start = {},
  onSubmit,
}: {
  taken?: string;
  start?: Partial<Values>;
  onSubmit: (v: Values) => Promise<void>;
}) {
  const form = useSchemaForm(schemaFor(taken), { venue: '', guests: '', name: '', code: '', ...start });
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = useFormSteps(form, STEPS, { startAt: 'event', heading });
  const step = steps.step.id;
  return (
    <SchemaForm form={form} steps={steps} onSubmit={onSubmit} what="test" aria-label="Steps">
      <h2 ref={heading} tabIndex={-1}>
        {steps.step.label}
      </h2>
      {step === 'event' && (
        <>
          <FormText name="venue" label="Venue" />
          <FormText name="guests" label="Guests" />
        </>
      )}
      {step === 'contact' && (
        <>
          <FormText name="name" label="Name" />
          <FormText name="code" label="Code" />
        </>
      )}
      {steps.index > 0 && <Button onClick={steps.back}>Back</Button>}
      {step === 'review' && <Button onClick={() => steps.goTo('event')}>Edit event</Button>}
      {steps.isLast ? <SubmitButton>Send</SubmitButton> : <Button type="submit">Continue</Button>}
    </SchemaForm>
  );
}

const setup = (props: Partial<Parameters<typeof StepForm>[0]> = {}) => {
  const onSubmit = vi.fn(async (_values: Values) => {});
  const view = render(<StepForm onSubmit={onSubmit} {...props} />);
  return { onSubmit, view, user: userEvent.setup() };
};
const title = (name: string) => screen.findByRole('heading', { name });

describe('useFormSteps', () => {
  it('refuses a step’s own bad fields, focusing the first, and nothing of the other steps', async () => {
    const { user } = setup({ start: { venue: 'Hall' } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('textbox', { name: 'Guests' })).toHaveAccessibleDescription('This field is required');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Venue' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('alert')).toHaveLength(1); // the empty name and code of step 2 are not reported

    await user.type(screen.getByRole('textbox', { name: 'Guests' }), '80');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull()); // gone as soon as it is put right
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await title('Contact')).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('submits a step with Enter like Continue, and sends only from the last step', async () => {
    const { user, onSubmit } = setup({ start: { venue: 'Hall', guests: '80', name: 'Ada', code: 'A1' } });
    await user.type(screen.getByRole('textbox', { name: 'Venue' }), '{Enter}');
    await title('Contact');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '{Enter}');
    await title('Review');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ venue: 'Hall', guests: '80', name: 'Ada', code: 'A1' }));
  });

  it('goes back a step, or to an earlier one, with the answers kept', async () => {
    const { user } = setup({ start: { venue: 'Hall', guests: '80', name: 'Ada', code: 'A1' } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await title('Contact');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await title('Review');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'Code' })).toHaveValue('A1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Edit event' }));
    expect(await title('Event')).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Venue' })).toHaveValue('Hall');
  });

  it('takes a send that finds a bad field back to its step, with the cursor in it', async () => {
    const { user, view, onSubmit } = setup({ start: { venue: 'Hall', guests: '80', name: 'Ada', code: 'A1' } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await title('Contact');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await title('Review');
    view.rerender(<StepForm taken="A1" start={{ venue: 'Hall', guests: '80', name: 'Ada', code: 'A1' }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await title('Contact')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('That code is taken.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
