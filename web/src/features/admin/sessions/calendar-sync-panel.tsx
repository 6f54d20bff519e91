import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@common/format';
import { adminPaths } from '@common/paths';
import { SESSION_LIMITS } from '@common/schemas/sessions';
import { sessionPolicyText } from '@common/sessions';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { readCalendarNow, useSessionSettings } from '@/data/session-slots';
import {
  feedAddress,
  newFeedToken,
  useCalendarImportStatus,
  useCalendarSync,
  useSaveCalendarSync,
  useSaveSessionSettings,
} from '@/data/sessions';

// The sessions' settings (docs/sessions.md), in documents of their own: the cut-off customers may
// cancel or move up to (settings/sessions, public: the policy text is made from it), and the two
// ways to Google or Apple Calendar (ownerSettings/calendarSync, the owner's eyes only): the private
// feed out, and her own calendar's secret address in, with what its last read found.

/**
 * The same settings as a section of Admin → Settings (one form each, shown in both places): the
 * owner finds the cut-off and her calendars where she looks for settings.
 */
export function SessionSettingsSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div>
        <h2 id={titleId} className="text-2xl font-semibold text-ink">
          Sessions and your calendar
        </h2>
        <p className="mt-1 text-sm text-muted">
          How late customers may cancel or move a timed session, and your bookings in Google or Apple Calendar (and its busy times here).
          The session types and the week are in{' '}
          <Link to={adminPaths.sessions} className="font-semibold text-ink underline underline-offset-4">
            Sessions
          </Link>
          .
        </p>
      </div>
      <CalendarSyncPanel />
    </section>
  );
}

export function CalendarSyncPanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CutoffPanel />
      <FeedPanel />
    </div>
  );
}

function CutoffPanel() {
  const settings = useSessionSettings();
  const save = useSaveSessionSettings();
  const toast = useToast();
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? String(settings.data?.cutoffHours ?? 24);
  const hours = Number(value);
  const error =
    value.trim() === '' || !Number.isInteger(hours) || hours < 0 || hours > SESSION_LIMITS.cutoffHours
      ? `Enter whole hours from 0 to ${SESSION_LIMITS.cutoffHours}.`
      : undefined;
  return (
    <Panel title="Cancelling and moving">
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (error) return;
          void save({ cutoffHours: hours }).then(
            () => toast('Cut-off saved.'),
            (e: Error) => toast(e.message, 'error'),
          );
        }}
      >
        <TextField
          label="Customers may cancel or move up to (hours before)"
          type="number"
          inputMode="numeric"
          min={0}
          max={SESSION_LIMITS.cutoffHours}
          value={value}
          onChange={(event) => setTyped(event.target.value)}
          error={typed !== null ? error : undefined}
        />
        <p className="rounded-2xl bg-ivory px-4 py-3 text-sm text-ink">
          <span className="font-semibold">What customers read: </span>
          {error ? '…' : sessionPolicyText(hours)}
        </p>
        <div>
          <Button type="submit">Save cut-off</Button>
        </div>
      </form>
    </Panel>
  );
}

function FeedPanel() {
  const sync = useCalendarSync();
  const status = useCalendarImportStatus();
  const save = useSaveCalendarSync();
  const toast = useToast();
  const [importUrl, setImportUrl] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const stored = sync.data;
  const token = stored?.feedToken ?? '';
  const url = importUrl ?? stored?.importUrl ?? '';
  const urlError =
    url && !/^(https|webcal):\/\/[!-~]+$/.test(url.trim()) ? 'Paste the secret address in iCal format (https:// or webcal://).' : undefined;
  const write = (next: { feedToken: string; importUrl: string }, done: string) =>
    save(next).then(
      () => toast(done),
      (e: Error) => toast(e.message, 'error'),
    );
  return (
    <Panel title="Google and Apple Calendar">
      <div className="grid gap-5">
        <div className="grid gap-2">
          <h3 className="font-semibold text-ink">Your bookings in your calendar</h3>
          <p className="text-sm text-muted">
            Subscribe to this private address (Google Calendar: Other calendars → From URL). It lists every session and whole-day booking; a
            move updates the event. Anyone with the address can read it: make a new one if it was shared.
          </p>
          {token ? (
            <div className="flex flex-wrap items-center gap-2">
              <code className="min-w-0 flex-1 break-all rounded-xl bg-ivory px-3 py-2 text-xs">{feedAddress(token)}</code>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  void navigator.clipboard.writeText(feedAddress(token)).then(
                    () => toast('Address copied.'),
                    () => toast('Select the address and copy it by hand.', 'error'),
                  )
                }
              >
                Copy address
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted">No address yet.</p>
          )}
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                void write(
                  { feedToken: newFeedToken(), importUrl: stored?.importUrl ?? '' },
                  token ? 'New address made: the old one stops working.' : 'Feed address made.',
                )
              }
            >
              {token ? 'Make a new address' : 'Make the feed address'}
            </Button>
          </div>
        </div>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (urlError) return;
            void write(
              { feedToken: token || newFeedToken(), importUrl: url.trim() },
              'Calendar address saved: it is read every 30 minutes.',
            );
          }}
        >
          <h3 className="font-semibold text-ink">Your calendar’s busy times block sessions</h3>
          <TextField
            label="Secret address in iCal format"
            hint="Google Calendar: Settings → your calendar → Secret address in iCal format. Only busy times are kept, never titles."
            value={url}
            onChange={(event) => setImportUrl(event.target.value)}
            error={urlError}
            autoComplete="off"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm">
              Save address
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={reading}
              onClick={() => {
                setReading(true);
                void readCalendarNow()
                  .then(
                    (answer) =>
                      toast(
                        answer.error ? answer.error : `Calendar read: ${answer.busyCount ?? 0} busy times.`,
                        answer.error ? 'error' : 'success',
                      ),
                    (e: Error) => toast(e.message, 'error'),
                  )
                  .finally(() => setReading(false));
              }}
            >
              {reading ? 'Reading…' : 'Read it now'}
            </Button>
          </div>
          <ImportStatus status={status.data ?? null} />
        </form>
      </div>
    </Panel>
  );
}

function ImportStatus({ status }: { status: { lastTriedAt: Date; lastGoodAt: Date | null; error: string; busyCount: number } | null }) {
  if (!status) return <p className="text-sm text-muted">Not read yet.</p>;
  return (
    <div className="grid gap-1 text-sm" role="status">
      <p className="text-ink">
        {status.lastGoodAt ? `Last read ${formatDateTime(status.lastGoodAt)}: ${status.busyCount} busy times.` : 'Never read successfully.'}
      </p>
      {status.error && (
        <p className="text-red-700">
          The read at {formatDateTime(status.lastTriedAt)} failed: {status.error} Bookings go on with the last good read.
        </p>
      )}
    </div>
  );
}
