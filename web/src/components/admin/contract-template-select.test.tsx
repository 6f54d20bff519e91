import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FormContractTemplate } from './contract-template-select';

// A package's contract template: registered only once the templates are read, so the stored choice
// shows (and is what a save sends) instead of the first option.

const read = vi.hoisted(() => ({ templates: undefined as { id: string; name: string }[] | undefined }));
vi.mock('@/data/contract-templates', () => ({
  useCurrentContractTemplates: () =>
    read.templates ? { status: 'success', data: read.templates, invalid: [] } : { status: 'loading', data: undefined, invalid: [] },
}));

beforeEach(() => {
  read.templates = undefined;
});

function Form({ value, children }: { value: string; children: ReactNode }) {
  const form = useForm({ defaultValues: { contractTemplateId: value } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const show = (value: string) =>
  render(
    <Form value={value}>
      <FormContractTemplate current={value} />
    </Form>,
  );

describe('FormContractTemplate', () => {
  it('waits, disabled, while the templates are read, then shows the stored one among them', () => {
    const { rerender } = show('tpl-2');
    expect(screen.getByRole('combobox', { name: /Contract template/ })).toBeDisabled();
    read.templates = [
      { id: 'tpl-1', name: 'Portrait terms' },
      { id: 'tpl-2', name: 'Wedding agreement' },
    ];
    rerender(
      <Form value="tpl-2">
        <FormContractTemplate current="tpl-2" />
      </Form>,
    );
    const select = screen.getByRole('combobox', { name: /Contract template/ }) as HTMLSelectElement;
    expect(select).toBeEnabled();
    expect(select).toHaveValue('tpl-2');
    expect([...select.options].map((o) => o.text)).toEqual(['The default contract', 'Portrait terms', 'Wedding agreement']);
  });

  it('names a template archived since, and offers the default for none', () => {
    read.templates = [{ id: 'tpl-1', name: 'Portrait terms' }];
    show('tpl-old');
    const select = screen.getByRole('combobox', { name: /Contract template/ }) as HTMLSelectElement;
    expect(select).toHaveValue('tpl-old');
    expect(select.selectedOptions[0].text).toBe('An archived template');
  });
});
