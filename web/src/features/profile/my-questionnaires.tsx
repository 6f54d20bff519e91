import { Link } from 'react-router-dom';
import { formatDateTime, formatIsoDay } from '@common/format';
import { answerQuestionnairePath } from '@common/paths';
import { buttonClass } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyForms } from '@/data/questionnaires';

/** The questionnaires the studio sent for the customer's bookings: answer an open one, read a submitted one. */
export function MyQuestionnaires({ uid }: { uid: string }) {
  return (
    <Loaded
      result={useMyForms(uid)}
      what="your questionnaires"
      loading={<Skeleton count={1} className="h-24" />}
      flag="customer"
      empty={<p className="text-sm text-muted">When the studio sends you a questionnaire about your day, you answer it here.</p>}
    >
      {(forms) => (
        <ul className="grid gap-4 sm:grid-cols-2">
          {forms.map((form) => {
            const questions = form.sections.reduce((n, s) => n + s.questions.length, 0);
            const open = form.state === 'open';
            return (
              <li key={form.id} className="flex flex-col rounded-3xl border border-sand bg-white p-6 shadow-sm">
                <p className="text-xs text-muted">For {formatIsoDay(form.eventDate)}</p>
                <h3 className="mt-2 text-2xl font-semibold text-ink">{form.name}</h3>
                <p className="mt-1 text-sm text-ink-soft">
                  {open
                    ? `${Object.keys(form.answers).length} of ${questions} answered`
                    : `Submitted ${form.submittedAt ? formatDateTime(form.submittedAt) : ''}`}
                </p>
                <Link
                  to={answerQuestionnairePath(form.id)}
                  className={buttonClass(open ? 'primary' : 'secondary', 'mt-5 self-start', 'sm')}
                >
                  {open ? (Object.keys(form.answers).length ? 'Continue answering' : 'Answer now') : 'Read your answers'}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Loaded>
  );
}
