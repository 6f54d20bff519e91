import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionnaireInput } from '@common/schemas/questionnaires';
import { ToastProvider } from '@/components/ui/toast';
import { renderWithSession } from '@/testing/render';
import { QuestionnaireBuilder } from './questionnaire-builder';

// The questionnaire builder on the form recipe (useSchemaForm): a problem is named beside its
// field and nothing is saved; sections and questions are added, moved and removed; a choice gets
// its choices; a save hands the whole questionnaire, question ids kept, to the data layer.

const saved = vi.hoisted(() => ({ calls: [] as [string, QuestionnaireInput, boolean][] }));
vi.mock('@/data/questionnaires', () => ({
  useNewQuestionnaireId: () => 'qn-new',
  useSaveQuestionnaire: () => async (id: string, values: QuestionnaireInput, archived: boolean) => {
    saved.calls.push([id, values, archived]);
  },
}));

beforeEach(() => {
  saved.calls = [];
});

function show(current: (QuestionnaireInput & { id: string; archived: boolean }) | null = null) {
  return renderWithSession(
    <ToastProvider>
      <Routes>
        <Route path="/admin/questionnaires/new" element={<QuestionnaireBuilder questionnaire={current} />} />
        <Route path="/admin/questionnaires/:id" element={<p>The saved questionnaire</p>} />
      </Routes>
    </ToastProvider>,
    { route: '/admin/questionnaires/new' },
  );
}

describe('the questionnaire builder', () => {
  it('names a missing name and question beside their fields, and saves nothing', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Save questionnaire' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Questionnaire name' })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(saved.calls).toEqual([]);
  });

  it('builds sections of questions (a choice with its choices, moved and removed ones) and saves them whole', async () => {
    const user = userEvent.setup();
    show();
    await user.type(screen.getByRole('textbox', { name: 'Questionnaire name' }), 'Day-of plan');
    await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'Ceremony start time');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Answer type' })[0], 'time');
    await user.click(screen.getAllByRole('checkbox', { name: 'Required' })[0]);
    await user.click(screen.getByRole('button', { name: '+ Add a question' }));
    await user.type(screen.getByRole('textbox', { name: 'Question 2' }), 'First dance song');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Answer type' })[1], 'choice');
    // A choice needs two choices: one alone is named under the box.
    await user.type(screen.getByRole('textbox', { name: 'Choices, one per line' }), 'Waltz');
    await user.click(screen.getByRole('button', { name: 'Save questionnaire' }));
    await screen.findByText('Give at least two choices');
    await user.type(screen.getByRole('textbox', { name: 'Choices, one per line' }), '{Enter}Swing');
    await waitFor(() => expect(screen.queryByText('Give at least two choices')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveValue('First dance song');
    await user.click(screen.getByRole('button', { name: '+ Add a section' }));
    const second = screen.getByRole('group', { name: 'Section 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Section 2 title' }), 'After');
    await user.type(within(second).getByRole('textbox', { name: 'Question 1' }), 'Last song');
    await user.click(screen.getByRole('button', { name: 'Save questionnaire' }));
    await screen.findByText('The saved questionnaire');
    const [[id, values, archived]] = saved.calls;
    expect(id).toBe('qn-new');
    expect(archived).toBe(false);
    expect(values.name).toBe('Day-of plan');
    const [day, after] = values.sections;
    expect(day.questions.map((q) => [q.label, q.type, q.required, q.options])).toEqual([
      ['First dance song', 'choice', false, ['Waltz', 'Swing']],
      ['Ceremony start time', 'time', true, []],
    ]);
    expect(day.questions.every((q) => /^q[a-z0-9]+$/.test(q.id))).toBe(true);
    expect(after).toMatchObject({ title: 'After', questions: [{ label: 'Last song', type: 'short' }] });
  });

  it('edits a saved one in place (its id, its archived mark, the ids of the questions kept); an emptied section is named', async () => {
    const user = userEvent.setup();
    show({
      id: 'qn-1',
      archived: true,
      name: 'Portrait session',
      intro: '',
      sections: [{ title: '', questions: [{ id: 'qa1', type: 'long', label: 'Who is coming?', help: '', required: false, options: [] }] }],
    });
    await user.click(screen.getByRole('button', { name: '+ Add a question' }));
    await user.type(screen.getByRole('textbox', { name: 'Question 2' }), 'Outfits');
    await user.click(screen.getByRole('button', { name: 'Save questionnaire' }));
    await waitFor(() => expect(saved.calls).toHaveLength(1));
    expect(saved.calls[0][0]).toBe('qn-1');
    expect(saved.calls[0][2]).toBe(true);
    expect(saved.calls[0][1].sections[0].questions.map((q) => q.id)[0]).toBe('qa1');
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await user.click(screen.getByRole('button', { name: 'Save questionnaire' }));
    await screen.findByText('Add a question to this section');
    expect(saved.calls).toHaveLength(1);
  });
});
