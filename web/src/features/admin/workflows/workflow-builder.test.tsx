import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkflowInput } from '@common/schemas/workflows';
import { ToastProvider } from '@/components/ui/toast';
import { renderWithSession } from '@/testing/render';
import { WorkflowBuilder } from './workflow-builder';

// The workflow builder on the form recipe (useSchemaForm): days and before/after make one signed
// offset; an unknown merge field is named under the email and nothing is saved; a save hands the
// steps, the packages and the default to the data layer, with the other default to clear.

const saved = vi.hoisted(() => ({ calls: [] as [string, WorkflowInput, { stepIds: string[]; otherDefaults: string[] }][] }));
const success = <T,>(data: T) => ({ status: 'success' as const, data, invalid: [] });
vi.mock('@/data/workflows', () => ({
  useNewWorkflowId: () => 'wf-new',
  useAllWorkflows: () => success([{ id: 'wf-old', isDefault: true }]),
  useSaveWorkflow: () => async (id: string, values: WorkflowInput, before: { stepIds: string[]; otherDefaults: string[] }) => {
    saved.calls.push([id, values, before]);
  },
}));
vi.mock('@/data/packages', () => ({ useActivePackages: () => success([{ id: 'pkg-1', name: 'Signature Wedding' }]) }));
vi.mock('@/data/questionnaires', () => ({ useCurrentQuestionnaires: () => success([{ id: 'qn-1', name: 'Day-of plan' }]) }));

beforeEach(() => {
  saved.calls = [];
});

function show() {
  return renderWithSession(
    <ToastProvider>
      <Routes>
        <Route path="/admin/workflows/new" element={<WorkflowBuilder workflow={null} />} />
        <Route path="/admin/workflows/:id" element={<p>The saved workflow</p>} />
      </Routes>
    </ToastProvider>,
    { route: '/admin/workflows/new' },
  );
}

const step = (n: number) => screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: `Step ${n}` }))!;

describe('the workflow builder', () => {
  it('names an unknown merge field under the email and saves nothing; then saves the steps, signed offsets and the default', async () => {
    const user = userEvent.setup();
    show();
    await user.type(screen.getByRole('textbox', { name: 'Workflow name' }), 'Weddings');
    await user.click(screen.getByRole('checkbox', { name: 'Signature Wedding' }));
    await user.click(screen.getByRole('checkbox', { name: /The default/ }));
    const first = step(1);
    await user.clear(within(first).getByRole('spinbutton', { name: 'Days' }));
    await user.type(within(first).getByRole('spinbutton', { name: 'Days' }), '42');
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Action' }), 'questionnaire');
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Questionnaire' }), 'qn-1');
    await user.click(screen.getByRole('button', { name: '+ Add a step' }));
    const second = step(2);
    await user.selectOptions(within(second).getByRole('combobox', { name: 'When' }), 'after');
    await user.type(within(second).getByRole('textbox', { name: 'Subject' }), 'Thank you');
    await user.click(within(second).getByRole('textbox', { name: 'Email' }));
    await user.paste('Hello {{cutomer.name}}.');
    await user.click(screen.getByRole('button', { name: 'Save workflow' }));
    await within(second).findByText(/\{\{cutomer\.name\}\} is not a merge field/);
    expect(saved.calls).toEqual([]);

    await user.clear(within(second).getByRole('textbox', { name: 'Email' }));
    await user.click(within(second).getByRole('textbox', { name: 'Email' }));
    await user.paste('Hello {{customer.name}}.');
    await user.click(screen.getByRole('button', { name: 'Save workflow' }));
    await screen.findByText('The saved workflow');
    const [[id, values, before]] = saved.calls;
    expect(id).toBe('wf-new');
    expect(values).toMatchObject({ name: 'Weddings', packageIds: ['pkg-1'], isDefault: true });
    expect(values.steps.map((s) => [s.offsetDays, s.action])).toEqual([
      [-42, 'questionnaire'],
      [2, 'email'],
    ]);
    expect(values.steps[0].questionnaireId).toBe('qn-1');
    expect(before).toEqual({ stepIds: [], otherDefaults: ['wf-old'] });
  });

  it('refuses an offset beyond a year at its field', async () => {
    const user = userEvent.setup();
    show();
    await user.type(screen.getByRole('textbox', { name: 'Workflow name' }), 'Long');
    const days = within(step(1)).getByRole('spinbutton', { name: 'Days' });
    await user.clear(days);
    await user.type(days, '400');
    await user.type(within(step(1)).getByRole('textbox', { name: 'Subject' }), 'Hi');
    await user.type(within(step(1)).getByRole('textbox', { name: 'Email' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save workflow' }));
    await waitFor(() => expect(days).toHaveAttribute('aria-invalid', 'true'));
    expect(saved.calls).toEqual([]);
  });
});
