import { bookingDetailPath } from '@common/paths';
import { formatDateTime, formatIsoDay } from '@common/format';
import { DetailScreen } from '@/components/admin/detail-screen';
import { AnswerSheet } from '@/components/ui/answer-value';
import { Button } from '@/components/ui/button';
import { useBookingForm } from '@/data/questionnaires';

/**
 * The printable view of a booking's answers (the day's timeline for the team): only the sheet is
 * printed (.print-area), the admin around it is not.
 */
export function BookingAnswers({ bookingId, formId }: { bookingId: string; formId: string }) {
  return (
    <DetailScreen
      back={{ to: bookingDetailPath(bookingId), label: 'Back to the booking' }}
      live={useBookingForm(formId)}
      what="these answers"
      missing={`a questionnaire with the id ${formId}`}
    >
      {(form) => (
        <article className="print-area rounded-3xl border border-sand bg-white p-6 sm:p-10 print:border-0 print:p-0">
          <header className="flex flex-wrap items-start justify-between gap-4 border-b border-sand pb-5">
            <div>
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-champagne-dark">
                Event on {formatIsoDay(form.eventDate)}
              </p>
              <h2 className="mt-2 text-3xl font-semibold text-ink">{form.name}</h2>
              <p className="mt-1 text-sm text-muted">
                {form.state === 'submitted' && form.submittedAt
                  ? `Submitted ${formatDateTime(form.submittedAt)}`
                  : `Not submitted yet · last saved ${formatDateTime(form.updatedAt)}`}
                {' · '}Ref. <span className="font-mono">{form.bookingId}</span>
              </p>
            </div>
            <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
              Print
            </Button>
          </header>
          <div className="mt-6">
            <AnswerSheet sections={form.sections} answers={form.answers} />
          </div>
        </article>
      )}
    </DetailScreen>
  );
}
