import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_STUDIO_INPUT } from '@common/demo-studio';
import type { ContractTemplate } from '@common/schemas/contracts';
import { ToastProvider } from '@/components/ui/toast';
import { renderWithSession } from '@/testing/render';
import { TemplateEditor } from './template-editor';

// The owner's template editor: an unknown merge field is refused at save and named under the
// editor, the preview fills the fields with sample facts, a field from the list goes in at the
// cursor, and a save is handed to the data layer (its transaction is tested against the rules).

const saved = vi.hoisted(() => ({ calls: [] as [string, unknown][] }));
vi.mock('@/data/contract-templates', () => ({
  useNewContractTemplateId: () => () => 'tpl-new',
  useSaveContractTemplate: () => async (id: string, values: unknown) => {
    saved.calls.push([id, values]);
    return { version: saved.calls.length + 1, changed: true };
  },
}));

beforeEach(() => {
  saved.calls = [];
});

const template: ContractTemplate & { id: string } = {
  id: 'tpl-1',
  name: 'Wedding agreement',
  body: '## Agreement\n\nBetween {{studio.name}} and {{customer.name}}.',
  version: 2,
  archived: false,
  createdAt: new Date('2026-11-01T09:00:00Z'),
  updatedAt: new Date('2026-11-02T09:00:00Z'),
};

function show(current: (ContractTemplate & { id: string }) | null = null) {
  return renderWithSession(
    <ToastProvider>
      <Routes>
        <Route path="/admin/contracts/new" element={<TemplateEditor template={current} />} />
        <Route path="/admin/contracts/:id" element={<p>The editor of the saved template</p>} />
      </Routes>
    </ToastProvider>,
    { route: '/admin/contracts/new' },
  );
}

const body = () => screen.getByRole('textbox', { name: /The contract/ }) as HTMLTextAreaElement;
const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('the contract template editor', () => {
  it('refuses an unknown merge field at save, naming it under the editor, and saves nothing', async () => {
    const user = userEvent.setup();
    show();
    await user.type(screen.getByRole('textbox', { name: /Template name/ }), 'Wedding agreement');
    await user.click(body());
    await user.paste('Dear {{cutomer.name}}, see you on {{event.date}}.');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    const message = '{{cutomer.name}} is not a merge field. Use one from the list, e.g. {{customer.name}}.';
    await waitFor(() => expect(body()).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(body()).toHaveAttribute('aria-invalid', 'true');
    expect(saved.calls).toEqual([]);
    // The preview shows the unknown field as written, the known one filled.
    expect(within(preview()).getByText('{{cutomer.name}}')).toBeInTheDocument();
  });

  it('previews the text with sample facts in place of the fields', async () => {
    const user = userEvent.setup();
    show();
    await user.click(body());
    await user.paste(
      '## Agreement\n\nBetween **{{studio.name}}** and {{customer.name}}, for a {{event.type}} with {{event.guests}} guests.',
    );
    await waitFor(() => expect(within(preview()).getByRole('heading', { name: 'Agreement' })).toBeInTheDocument());
    expect(preview()).toHaveTextContent(`Between ${DEMO_STUDIO_INPUT.name} and Alex Morgan, for a Wedding with 120 guests.`);
    expect(preview()).not.toHaveTextContent('{{');
  });

  it('inserts a field from the list at the cursor and marks it used', async () => {
    const user = userEvent.setup();
    show();
    await user.click(body());
    await user.paste('The day: . Thank you.');
    body().setSelectionRange(9, 9);
    await user.click(screen.getByRole('button', { name: 'Insert {{event.date}}: The event day' }));
    expect(body()).toHaveValue('The day: {{event.date}}. Thank you.');
    expect(within(screen.getByRole('button', { name: 'Insert {{event.date}}: The event day' })).getByText('used')).toBeInTheDocument();
  });

  it('saves a new template by its id, then opens its own editor', async () => {
    const user = userEvent.setup();
    show();
    await user.type(screen.getByRole('textbox', { name: /Template name/ }), 'Portrait session');
    await user.click(body());
    await user.paste('Hello {{customer.name}}.');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('The editor of the saved template')).toBeInTheDocument();
    expect(saved.calls).toEqual([['tpl-new', { name: 'Portrait session', body: 'Hello {{customer.name}}.' }]]);
  });

  it('an existing template says which version a save makes', () => {
    show(template);
    expect(screen.getByText(/Version 2\. Saving makes version 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save new version' })).toBeInTheDocument();
    expect(body()).toHaveValue(template.body);
  });
});
