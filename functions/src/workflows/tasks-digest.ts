import { COLLECTIONS } from '../../../common/collections';
import { addUtcDays, dayIn, hourIn } from '../../../common/days';
import { formatIsoDay } from '../../../common/format';
import { bookingDetailPath, paths } from '../../../common/paths';
import { ownerTaskSchema, type OwnerTask } from '../../../common/schemas/workflows';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import type { MailMessage } from '../lib/mail';
import type { MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { followUpBlocks, followUpsDue, type FollowUp } from '../leads/follow-ups';

// The owner's daily digest of tasks (docs/workflows.md): once a studio day, from DIGEST_HOUR on,
// the open tasks workflow steps made that are due within the week (or overdue), one email under
// the key of the day. Nothing is sent on a day without such tasks.

const DIGEST_HOUR = 7;
const WEEK_DAYS = 7;

/** @internal Exported for its tests only. */
export function tasksDigestEmail(
  tasks: (OwnerTask & { id: string })[],
  today: string,
  config: MailConfig,
  followUps: readonly FollowUp[] = [],
): MailMessage {
  const overdue = tasks.filter((t) => t.dueOn < today).length;
  const taskLine = `${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'} due this week${overdue ? `, ${overdue} overdue` : ''}`;
  // Issue 35: the leads whose follow-up day has come join the same daily email.
  const followUpLine = followUps.length ? `${followUps.length} ${followUps.length === 1 ? 'lead' : 'leads'} to follow up` : '';
  const subject = [tasks.length || !followUps.length ? taskLine : '', followUpLine].filter(Boolean).join('; ');
  return buildEmail(
    {
      audience: 'owner',
      to: config.ownerEmail,
      subject: `Your day: ${subject}`,
      heading: 'Due this week',
      preheader: subject,
      blocks: [
        tasks.length > 0 && {
          paragraph: `Tasks your workflows made for you, due by ${formatIsoDay(addUtcDays(today, WEEK_DAYS))}. Tick them off on the dashboard.`,
        },
        ...tasks.map((task) => ({
          details: [
            ['Task', task.title],
            ['Due', `${formatIsoDay(task.dueOn)}${task.dueOn < today ? ' (overdue)' : ''}`],
            ['Booking', [{ link: { path: bookingDetailPath(task.bookingId) }, text: task.bookingLabel || task.bookingId }]],
          ] as const,
        })),
        ...followUpBlocks(followUps, today),
        { button: 'Open the dashboard', link: { path: paths.admin } },
      ],
      kind: 'owner-tasks-digest',
      ids: { day: today, count: String(tasks.length) },
    },
    config,
  );
}

/** Sends today's digest of tasks once (from DIGEST_HOUR, studio time); answers whether it went now. */
export async function sendTasksDigest(deps: MailDeps, config: MailConfig, now: Date): Promise<boolean> {
  const zone = config.studio.timeZone;
  if (hourIn(zone, now) < DIGEST_HOUR) return false;
  const today = dayIn(zone, now);
  const open = await deps.db.collection(COLLECTIONS.ownerTasks).where('done', '==', false).orderBy('dueOn', 'asc').limit(100).get();
  const tasks = open.docs.flatMap((doc) => {
    const task = ownerTaskSchema.safeParse(doc.data());
    return task.success && task.data.dueOn <= addUtcDays(today, WEEK_DAYS) ? [{ ...task.data, id: doc.id }] : [];
  });
  const followUps = await followUpsDue(deps.db, today);
  if (!tasks.length && !followUps.length) return false;
  const email = tasksDigestEmail(tasks, today, config, followUps);
  return (await sendOnce(deps, `owner-tasks-digest-${today}`, 'owner-tasks-digest', email)) === 'sent';
}
