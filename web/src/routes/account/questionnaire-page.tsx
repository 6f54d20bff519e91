import { useParams } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast';
import { usePageMeta } from '@/lib/use-page-meta';
import { RequireCustomer } from '@/session/require-customer';
import { signedInPart } from '@/session/signed-in-part';

const AnswerForm = signedInPart(() => import('@/features/questionnaire/answer-form').then((m) => m.AnswerFormLoader));

/** /questionnaires/:formId: the customer answers a questionnaire sent for their booking (docs/workflows.md). */
export function QuestionnairePage() {
  usePageMeta('Your questionnaire', 'Answer the questions {studio} sent for your booking.');
  const { formId = '' } = useParams();
  return (
    <div className="container-page pb-24 pt-28 sm:pt-32">
      <RequireCustomer reason="Your questionnaire is private: sign in with the Google account you booked with to answer it.">
        {(customer) => (
          <ToastProvider>
            <AnswerForm key={`${customer.id}-${formId}`} formId={formId} />
          </ToastProvider>
        )}
      </RequireCustomer>
    </div>
  );
}
