import { useState } from 'react';
import { calendarEntry, googleCalendarLink, type CalendarBooking } from '@common/calendar-event';
import { paths } from '@common/paths';
import { PRODUCT_NAME } from '@common/product';
import { FALLBACK_STUDIO_LOCALE } from '@common/studio-locale';
import { buttonClass } from '@/components/ui/button';
import { saveFile } from '@/lib/save-file';
import { siteUrl } from '@/lib/site-url';
import { useStudio } from '@/lib/studio-context';

/** A confirmed booking's day in the customer's calendar: Google Calendar, or an .ics file for any other. */
export function AddToCalendar({ bookingId, booking }: { bookingId: string; booking: CalendarBooking }) {
  const studio = useStudio();
  const [error, setError] = useState('');
  const entry = calendarEntry(
    bookingId,
    booking,
    { name: studio?.name ?? PRODUCT_NAME, timeZone: studio?.timeZone ?? FALLBACK_STUDIO_LOCALE.timeZone },
    `${siteUrl}${paths.profile}`,
  );
  const download = async () => {
    try {
      // The ics library loads with the first download, not with the profile.
      const { icsFile, icsFileName } = await import('@common/calendar-file');
      saveFile(new Blob([icsFile(entry)], { type: 'text/calendar;charset=utf-8' }), icsFileName(entry));
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
