import { formatShortDate } from '@common/format';
import { cx } from '@/lib/cx';

type TimelineStep = { key: string; label: string; at?: Date };

/**
 * Steps in order, each done (with its date) or still ahead; a stop (cancelled) ends the line.
 * Horizontal from small tablets up, a list on phones.
 */
export function StepTimeline({ steps, stopped, label }: { steps: TimelineStep[]; stopped?: TimelineStep; label: string }) {
  const reached = steps.filter((s) => s.at).length;
  const shown = stopped?.at ? [...steps.slice(0, reached), stopped] : steps;
  return (
    <ol aria-label={label} className="grid gap-3 sm:flex sm:gap-0">
      {shown.map((step, i) => {
        const done = Boolean(step.at);
        const isStop = step === stopped;
        const current = done && (isStop || i === reached - 1);
        return (
          <li key={step.key} className="flex items-center gap-3 sm:flex-1 sm:flex-col sm:items-start sm:gap-2">
            <div className="flex items-center sm:w-full">
              <span
                aria-hidden="true"
                className={cx(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border text-[11px] font-bold',
                  isStop
                    ? 'border-danger bg-rose/15 text-danger'
                    : done
                      ? 'border-ink bg-ink text-ivory'
                      : 'border-sand bg-white text-muted',
                )}
              >
                {isStop ? '×' : done ? '✓' : i + 1}
              </span>
              {i < shown.length - 1 && (
                <span aria-hidden="true" className={cx('hidden h-px flex-1 sm:block', shown[i + 1].at ? 'bg-ink' : 'bg-sand')} />
              )}
            </div>
            <div className="text-sm">
              <p className={cx(current ? 'font-semibold' : 'font-medium', done ? 'text-ink' : 'text-muted')}>
                {step.label}
                <span className="sr-only">{done ? ' (done)' : ' (to come)'}</span>
              </p>
              {step.at && (
                <time dateTime={step.at.toISOString()} className="text-xs text-muted">
                  {formatShortDate(step.at)}
                </time>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
