import { useState } from 'react';
import { calendarEntry, googleCalendarLink, type CalendarBooking } from '@common/calendar-event';
import { paths } from '@common/paths';
import { FALLBACK_STUDIO_LOCALE } from '@common/studio-locale';
import { buttonClass } from '@/components/ui/button';
import { siteUrl } from '@/lib/site-url';
import { useStudio } from '@/lib/studio-context';

/** Saves text as a file through a temporary link (the browser's own download). */
function saveFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A confirmed booking's day in the customer's calendar: Google Calendar, or an .ics file for any other. */
export function AddToCalendar({ bookingId, booking }: { bookingId: string; booking: CalendarBooking }) {
  const studio = useStudio();
  const [error, setError] = useState('');
  const entry = calendarEntry(
    bookingId,
    booking,
    { name: studio?.name ?? 'Style & Story', timeZone: studio?.timeZone ?? FALLBACK_STUDIO_LOCALE.timeZone },
    `${siteUrl}${paths.profile}`,
  );
  const download = async () => {
    try {
      // The ics library loads with the first download, not with the profile.
      const { icsFile, icsFileName } = await import('@common/calendar-file');
      saveFile(icsFile(entry), icsFileName(entry), 'text/calendar;charset=utf-8');
    } catch {
      setError('The calendar file could not be made. Use the Google Calendar link, or try again.');
    }
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label="Add to calendar">
      <span className="text-sm font-medium text-ink-soft">Add to calendar:</span>
      <a href={googleCalendarLink(entry)} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', '', 'sm')}>
        Google Calendar
      </a>
      <button type="button" onClick={() => void download()} className={buttonClass('secondary', '', 'sm')}>
        Download .ics
      </button>
      {error && (
        <p role="alert" className="w-full text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
