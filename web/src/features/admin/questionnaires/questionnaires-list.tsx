import { Link } from 'react-router-dom';
import { ADMIN_LISTS } from '@common/admin-lists';
import { formatDateTime } from '@common/format';
import { NEW_QUESTIONNAIRE, questionnairePath } from '@common/paths';
import type { Questionnaire } from '@common/schemas/questionnaires';
import { fieldRepair, type OwnerListDeclaration, type RowActionsProps } from '@/components/crud/owner-list-declaration';
import { Button, buttonClass } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { questionnaires, useOwnerQuestionnaires, useSetQuestionnaireArchived } from '@/data/questionnaires';

const questionCount = (q: Questionnaire) => q.sections.reduce((n, s) => n + s.questions.length, 0);

/** Admin → Questionnaires: the forms a booking can be sent; edit, archive (never delete: sent copies stand alone). */
export const questionnairesList: OwnerListDeclaration<'questionnaires', Questionnaire> = {
  spec: ADMIN_LISTS.questionnaires,
  useList: useOwnerQuestionnaires,
  label: 'Questionnaires',
  what: 'the questionnaires',
  columns: [
    {
      id: 'name',
      header: 'Questionnaire',
      cell: ({ row }) => (
        <div className="min-w-0 max-w-[26rem]">
          <Link to={questionnairePath(row.original.id)} className="font-semibold text-ink hover:underline">
            {row.original.name}
          </Link>
          {row.original.archived && <span className="ml-2 text-xs font-semibold uppercase tracking-wide text-muted">Archived</span>}
        </div>
      ),
      meta: { card: 'title', sort: 'name' },
    },
    {
      id: 'questions',
      header: 'Questions',
      cell: ({ row }) => (
        <span className="tabular-nums">
          {questionCount(row.original)} in {row.original.sections.length} {row.original.sections.length === 1 ? 'section' : 'sections'}
        </span>
      ),
    },
    {
      id: 'updated',
      header: 'Last saved',
      cell: ({ row }) => formatDateTime(row.original.updatedAt),
      meta: { sort: 'updated', className: 'whitespace-nowrap' },
    },
  ],
  filterLabels: { current: 'Current', archived: 'Archived' },
  sortLabels: { name: 'Name', updated: 'Last saved' },
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
  const toast = useToast();
  return (
    <div className="flex items-center justify-end gap-1">
      <Link to={questionnairePath(row.id)} className={buttonClass('ghost', '', 'sm')} aria-label={`Edit ${row.name}`}>
        Edit
      </Link>
      <Button
        variant="ghost"
        size="sm"
        onClick={() =>
          void setArchived(row.id, !row.archived).then(
            () => toast(row.archived ? `“${row.name}” restored` : `“${row.name}” archived`),
            (error: Error) => toast(error.message, 'error'),
          )
        }
        aria-label={`${row.archived ? 'Restore' : 'Archive'} ${row.name}`}
      >
        {row.archived ? 'Restore' : 'Archive'}
      </Button>
    </div>
  );
}
