import { Link } from 'react-router-dom';
import { addUtcDays, dayIn } from '@common/days';
import { formatIsoDay } from '@common/format';
import { bookingDetailPath } from '@common/paths';
import { Loaded } from '@/components/ui/loaded';
import { useToast } from '@/components/ui/toast';
import { useOpenTasks, useSetTaskDone } from '@/data/workflows';
import { useStudio } from '@/lib/studio-context';

/** The owner's tasks from workflow steps due this week (or overdue), ticked off here (docs/workflows.md). */
export function TasksDue() {
  const tasks = useOpenTasks();
  const studio = useStudio();
  const setDone = useSetTaskDone();
  const toast = useToast();
  const today = dayIn(studio?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());
  const weekEnd = addUtcDays(today, 7);
  return (
    <section aria-labelledby="tasks-due-title" className="rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <h2 id="tasks-due-title" className="text-2xl font-semibold text-ink">
        Due this week
      </h2>
      <Loaded result={tasks} what="your tasks" flag="owner">
        {(all) => {
          const due = all.filter((task) => task.dueOn <= weekEnd);
          if (!due.length)
            return <p className="mt-3 text-sm text-muted">No tasks due this week. Workflow steps that make a task for you show here.</p>;
          return (
            <ul className="mt-4 grid gap-2">
              {due.map((task) => (
                <li key={task.id} className="flex items-start gap-3 rounded-2xl bg-ivory px-4 py-3">
                  <input
                    type="checkbox"
                    aria-label={`Done: ${task.title}`}
                    className="mt-1 size-4 accent-champagne-dark"
                    onChange={() =>
                      void setDone(task.id, true).then(
                        () => toast(`Done: ${task.title}`),
                        () => toast('That did not save. Try again.', 'error'),
                      )
                    }
                  />
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{task.title}</p>
                    <p className="text-sm text-muted">
                      <span className={task.dueOn < today ? 'font-medium text-danger' : ''}>
                        {task.dueOn < today ? 'Overdue since' : 'Due'} {formatIsoDay(task.dueOn)}
                      </span>{' '}
                      ·{' '}
                      <Link to={bookingDetailPath(task.bookingId)} className="underline underline-offset-4">
                        {task.bookingLabel || 'the booking'}
                      </Link>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
    </section>
  );
}
