import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { priceSchema, shortText } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { SchemaForm } from './schema-form';
import { FormStringList } from './string-list-field';
import { FormNumber, FormText } from './text-fields';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ name: shortText(100), price: priceSchema, features: z.array(shortText()).max(3) });
type Values = z.infer<typeof schema>;

function PackageForm({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const form = useSchemaForm(schema, { name: '', price: undefined, features: [] });
  return (
    <SchemaForm form={form} onSubmit={onSubmit} what="package" audience="owner" aria-label="Package">
      <FormText name="name" label="Name" />
      <FormNumber name="price" label="Price" price />
      <FormStringList name="features" label="Features" itemLabel="Feature" max={3} addLabel="Add a feature" empty="None" />
      <Button type="submit">Save</Button>
    </SchemaForm>
  );
}

describe('SchemaForm with the Form fields', () => {
  it('puts each message next to its field and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => {});
    render(<PackageForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveAccessibleDescription('This field is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains a list item and a number out of bounds in plain words', async () => {
    const user = userEvent.setup();
    render(<PackageForm onSubmit={vi.fn(async () => {})} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Signature');
    await user.type(screen.getByRole('spinbutton', { name: 'Price' }), '-5');
    await user.click(screen.getByRole('button', { name: '+ Add a feature' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter 0 or more')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Feature 1' })).toHaveAccessibleDescription('This field is required');
  });

  it('sends the parsed values once, however often Save is pressed', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const onSubmit = vi.fn((_values: unknown) => new Promise<void>((resolve) => (release = resolve)));
    render(<PackageForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Signature  ');
    await user.type(screen.getByRole('spinbutton', { name: 'Price' }), '3900');
    await user.click(screen.getByRole('button', { name: '+ Add a feature' }));
    await user.type(screen.getByRole('textbox', { name: 'Feature 1' }), 'Two photographers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Signature', price: 3900, features: ['Two photographers'] });
    release();
  });

  it('keeps what was typed and says why when the database refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    render(<PackageForm onSubmit={vi.fn(() => Promise.reject(refusal))} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Signature');
    await user.type(screen.getByRole('spinbutton', { name: 'Price' }), '3900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/refused this package.*Nothing was saved/);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Signature');
  });
});
