import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { shortText } from '@common/schemas';
import { SubmitButton } from './form-actions';
import { SchemaForm } from './schema-form';
import { FormText } from './text-fields';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ title: shortText(100) });

function TitleForm({ onSubmit, once }: { onSubmit: () => Promise<void>; once?: boolean }) {
  const form = useSchemaForm(schema, { title: 'Spring' });
  return (
    <SchemaForm form={form} onSubmit={onSubmit} what="post" audience="owner" aria-label="Post" once={once}>
      <FormText name="title" label="Title" />
      <SubmitButton busyLabel="Publishing…" retryLabel="Try again">
        Publish
      </SubmitButton>
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

describe('SubmitButton after a send', () => {
  it('says "Try again" after a failed send, and its own label again once a send goes through', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const write = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }))
      .mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<TitleForm onSubmit={write} />);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('sends a form that creates one document only once, however often it is pressed after', async () => {
    const write = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<TitleForm onSubmit={write} once />);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('sends an edit form again when pressed again', async () => {
    const write = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<TitleForm onSubmit={write} />);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(2));
  });
});
