import { useParams } from 'react-router-dom';
import { NEW_QUESTIONNAIRE, adminPaths } from '@common/paths';
import { AdminPage } from '@/components/admin/admin-page';
import { DetailScreen } from '@/components/admin/detail-screen';
import { OwnerList } from '@/components/crud/owner-list';
import { useQuestionnaire } from '@/data/questionnaires';
import { BookingAnswers } from '@/features/admin/questionnaires/booking-answers';
import { QuestionnaireBuilder } from '@/features/admin/questionnaires/questionnaire-builder';
import { questionnairesList } from '@/features/admin/questionnaires/questionnaires-list';

/** Admin → Questionnaires: the forms sent for a booking, by hand or by a workflow step (docs/workflows.md). */
export function QuestionnairesPage() {
  return (
    <AdminPage
      title="Questionnaires"
      description="The forms you send before a shoot. Customers answer them on their phone; the answers are kept on the booking."
    >
      <OwnerList declaration={questionnairesList} />
    </AdminPage>
  );
}

/** /admin/questionnaires/:questionnaireId: the builder, or a new questionnaire at /admin/questionnaires/new. */
export function QuestionnairePage() {
  const id = useParams<'questionnaireId'>().questionnaireId ?? '';
  const isNew = id === NEW_QUESTIONNAIRE;
  return (
    <AdminPage
      title={isNew ? 'New questionnaire' : 'Questionnaire'}
      description="Sections of typed questions, with help text and required marks. A booking gets a copy when it is sent; later edits do not change sent copies."
    >
      {isNew ? <QuestionnaireBuilder questionnaire={null} /> : <ExistingQuestionnaire key={id} id={id} />}
    </AdminPage>
  );
}

function ExistingQuestionnaire({ id }: { id: string }) {
  return (
    <DetailScreen
      back={{ to: adminPaths.questionnaires, label: 'All questionnaires' }}
      live={useQuestionnaire(id)}
      what="this questionnaire"
      missing={`a questionnaire with the id ${id}`}
    >
      {(questionnaire) => <QuestionnaireBuilder questionnaire={questionnaire} />}
    </DetailScreen>
  );
}

/** /admin/bookings/:bookingId/answers/:formId: a booking's answers to one questionnaire, to print for the team. */
export function BookingAnswersPage() {
  const { bookingId = '', formId = '' } = useParams<'bookingId' | 'formId'>();
  return <BookingAnswers key={formId} bookingId={bookingId} formId={formId} />;
}
