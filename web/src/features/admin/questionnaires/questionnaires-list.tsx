import { ADMIN_LISTS } from '@common/admin-lists';
import { NEW_QUESTIONNAIRE, questionnairePath } from '@common/paths';
import type { Questionnaire } from '@common/schemas/questionnaires';
import { fieldRepair, type OwnerListDeclaration, type RowActionsProps } from '@/components/crud/owner-list-declaration';
import { ARCHIVABLE_LABELS, ArchiveButton, EditLink, lastSavedColumn, nameColumn } from '@/components/crud/saved-document-list';
import { questionnaires, useOwnerQuestionnaires, useSetQuestionnaireArchived } from '@/data/questionnaires';

const questionCount = (q: Questionnaire) => q.sections.reduce((n, s) => n + s.questions.length, 0);

/** Admin → Questionnaires: the forms a booking can be sent; edit, archive (never delete: sent copies stand alone). */
export const questionnairesList: OwnerListDeclaration<'questionnaires', Questionnaire> = {
  spec: ADMIN_LISTS.questionnaires,
  useList: useOwnerQuestionnaires,
  label: 'Questionnaires',
  what: 'the questionnaires',
  columns: [
    nameColumn<Questionnaire>('Questionnaire', questionnairePath, (row) =>
      row.archived ? <span className="ml-2 text-xs font-semibold uppercase tracking-wide text-muted">Archived</span> : null,
    ),
    {
      id: 'questions',
      header: 'Questions',
      cell: ({ row }) => (
        <span className="tabular-nums">
          {questionCount(row.original)} in {row.original.sections.length} {row.original.sections.length === 1 ? 'section' : 'sections'}
        </span>
      ),
    },
    lastSavedColumn<Questionnaire>(),
  ],
  ...ARCHIVABLE_LABELS,
  empty: {
    title: 'No questionnaires yet',
    hint: 'Build the forms you send before a shoot: the day’s timeline, a shot list, a styling brief. Customers answer them from their profile.',
  },
  noMatch: { title: 'No questionnaires here', hint: 'Show all to see the others.' },
  create: { label: '+ New questionnaire', to: questionnairePath(NEW_QUESTIONNAIRE) },
  RowActions: QuestionnaireActions,
  // Its questions are the builder's; a flagged one's name and introduction may be corrected here.
  repair: fieldRepair({
    noun: 'questionnaire',
    target: { ...questionnaires, fields: ['name', 'intro'] as const },
    labels: { name: 'Name', intro: 'Introduction' },
  }),
};

function QuestionnaireActions({ row }: RowActionsProps<Questionnaire, never>) {
  const setArchived = useSetQuestionnaireArchived();
  return (
    <div className="flex items-center justify-end gap-1">
      <EditLink to={questionnairePath(row.id)} name={row.name} />
      <ArchiveButton
        row={row}
        toggle={(archived) => setArchived(row.id, archived).then(() => (archived ? `“${row.name}” archived` : `“${row.name}” restored`))}
      />
    </div>
  );
}
