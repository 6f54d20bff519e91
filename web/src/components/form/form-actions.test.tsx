import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shortText } from '@common/schemas';
import { SubmitButton } from './form-actions';
import { SchemaForm } from './schema-form';
import { FormText } from './text-fields';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ title: shortText(100) });

function TitleForm({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const form = useSchemaForm(schema, { title: 'Spring' });
  return (
    <SchemaForm form={form} onSubmit={onSubmit} what="post" audience="owner" aria-label="Post">
      <FormText name="title" label="Title" />
      <SubmitButton busyLabel="Publishing…">Publish</SubmitButton>
    </SchemaForm>
  );
}

describe('SubmitButton', () => {
  it('is busy, with its busy label, while the form’s write is on its way, and ready again after', async () => {
    let finish = () => {};
    const write = () => new Promise<void>((resolve) => (finish = resolve));
    render(<TitleForm onSubmit={write} />);
    const button = screen.getByRole('button', { name: 'Publish' });
    expect(button).toHaveAttribute('type', 'submit');

    await userEvent.setup().click(button);
    const busy = await screen.findByRole('button', { name: /Publishing…/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    finish();
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeEnabled();
  });
});
