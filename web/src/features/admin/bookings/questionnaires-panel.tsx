import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@common/format';
import { bookingAnswersPath } from '@common/paths';
import type { Booking } from '@common/schemas';
import type { BookingQuestionnaire } from '@common/schemas/questionnaires';
import { Panel } from '@/components/admin/panel';
import { AnswerSheet } from '@/components/ui/answer-value';
import { Button, buttonClass } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';
import { Loaded } from '@/components/ui/loaded';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useBookingForms, useCurrentQuestionnaires, useReopenForm, useSendQuestionnaire, useSubmissions } from '@/data/questionnaires';
import { combine } from '@/data/result';
import { describeWriteError } from '@/lib/write-errors';

type Form = WithId<BookingQuestionnaire>;

const SENDABLE: readonly Booking['status'][] = ['pending', 'confirmed', 'completed'];

/**
 * The booking's questionnaires (docs/workflows.md): each sent one with where it stands and its
 * answers, a printable view, reopen a submitted one; send another by hand.
 */
export function QuestionnairesPanel({ booking }: { booking: WithId<Booking> }) {
  const forms = useBookingForms(booking.id);
  const available = useCurrentQuestionnaires();
  return (
    <Panel title="Questionnaires">
      <Loaded result={combine(forms, available)} what="the questionnaires" flag="owner">
        {([sent, all]) => (
          <div className="grid gap-5">
            {sent.length === 0 && <p className="text-sm text-muted">No questionnaire has been sent for this booking.</p>}
            {sent.map((form) => (
              <SentForm key={form.id} form={form} />
            ))}
            {SENDABLE.includes(booking.status) && (
              <SendForm booking={booking} options={all.filter((q) => !sent.some((f) => f.questionnaireId === q.id))} />
            )}
          </div>
        )}
      </Loaded>
    </Panel>
  );
}

function SendForm({ booking, options }: { booking: WithId<Booking>; options: { id: string; name: string }[] }) {
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const send = useSendQuestionnaire();
  const toast = useToast();
  if (options.length === 0) return null;
  async function onSend() {
    if (!chosen) return;
    setBusy(true);
    try {
      const result = await send(booking, chosen);
      toast(result === 'sent' ? `Sent: ${booking.name} can answer it from their profile` : 'Already sent for this booking');
      setChosen('');
    } catch (error) {
      toast(describeWriteError(error, 'the questionnaire', 'owner'), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap items-end gap-3 border-t border-sand pt-4">
      <label className="min-w-0 flex-1 text-sm font-medium text-ink-soft">
        Send a questionnaire
        <select className={controlClass} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Choose one…</option>
          {options.map((q) => (
            <option key={q.id} value={q.id}>
              {q.name}
            </option>
          ))}
        </select>
      </label>
      <Button onClick={() => void onSend()} disabled={!chosen} busy={busy} busyLabel="Sending…">
        Send
      </Button>
    </div>
  );
}

function SentForm({ form }: { form: Form }) {
  const [open, setOpen] = useState(form.state === 'submitted');
  const reopen = useReopenForm();
  const toast = useToast();
  const questions = form.sections.reduce((n, s) => n + s.questions.length, 0);
  const answered = Object.keys(form.answers).length;
  return (
    <article className="rounded-2xl border border-sand bg-ivory/60 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">{form.name}</h3>
          <p className="mt-1 text-sm text-muted">
            Sent {formatDateTime(form.sentAt)} ·{' '}
            {form.state === 'submitted' && form.submittedAt
              ? `submitted ${formatDateTime(form.submittedAt)}${form.submissions > 1 ? ` (submission ${form.submissions})` : ''}`
              : `${answered} of ${questions} answered so far${form.reopenedAt ? ' · reopened' : ''}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? 'Hide answers' : 'Show answers'}
          </Button>
          <Link to={bookingAnswersPath(form.bookingId, form.id)} className={buttonClass('ghost', '', 'sm')}>
            Printable view
          </Link>
          {form.state === 'submitted' && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                void reopen(form.id).then(
                  () => toast('Reopened: the customer can change the answers and submit again'),
                  (error: unknown) => toast(describeWriteError(error, 'the questionnaire', 'owner'), 'error'),
                )
              }
            >
              Reopen for changes
            </Button>
          )}
        </div>
      </div>
      {open && (
        <div className="mt-4 border-t border-sand pt-4">
          <AnswerSheet sections={form.sections} answers={form.answers} />
          {form.submissions > 1 && <EarlierSubmissions form={form} />}
        </div>
      )}
    </article>
  );
}

/** The answers as first submitted, when the form was reopened and submitted again. */
function EarlierSubmissions({ form }: { form: Form }) {
  const submissions = useSubmissions(form.id);
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-ink-soft">Earlier submissions</summary>
      <Loaded result={submissions} what="the earlier submissions" flag="owner">
        {(all) => (
          <div className="mt-3 grid gap-4">
            {all.slice(1).map((s) => (
              <div key={s.id}>
                <p className="mb-2 text-muted">
                  Submission {s.id}, {formatDateTime(s.submittedAt)}
                </p>
                <AnswerSheet sections={form.sections} answers={s.answers} />
              </div>
            ))}
          </div>
        )}
      </Loaded>
    </details>
  );
}
