// Issue 38: downloads that close on a day say so beforehand. The gallery's `expiresOn` is the last
// studio day downloads are open; the customer and each person invited to the gallery are reminded
// 14, 7 and 1 days before they close, once each, and only while that person has some photo they
// may download left undownloaded. Pure and clock-free: the job passes
// the studio's today (common/days.ts dayIn), the tests any day.

/** The reminders, most days left first. */
const EXPIRY_REMINDER_DAYS = [14, 7, 1] as const;
export type ExpiryReminder = (typeof EXPIRY_REMINDER_DAYS)[number];

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** Whole days from `today` until downloads close: 1 on the last open day (expiresOn), 0 or less once closed. */
export const daysUntilClose = (expiresOn: string, today: string) => dayNumber(expiresOn) - dayNumber(today) + 1;

/**
 * The reminder due today, if any: the nearest one whose day has come (so a job that missed a day
 * still sends the most urgent one it owes, and never an earlier, staler one after a later one).
 * null when downloads are closed, or more than 14 days away.
 */
export function expiryReminderDue(expiresOn: string, today: string): ExpiryReminder | null {
  const left = daysUntilClose(expiresOn, today);
  if (left < 1) return null;
  return [...EXPIRY_REMINDER_DAYS].reverse().find((days) => left <= days) ?? null;
}

/**
 * Whether a shown photo is still undownloaded: a "download all" of the whole gallery counts for
 * every photo; otherwise each photo downloaded on its own (web size or full).
 * @internal Exported for its tests only (the job asks downloadsLeftByPerson).
 */
export function somethingLeftToDownload(shownPhotoIds: readonly string[], downloaded: { photoIds: Iterable<string>; all: boolean }) {
  if (downloaded.all || shownPhotoIds.length === 0) return false;
  const done = new Set(downloaded.photoIds);
  return shownPhotoIds.some((id) => !done.has(id));
}

/** A download the functions recorded in a gallery's activity: whose account, and which photo (null: a "download all" part). */
export interface DownloadRecord {
  userId: string;
  photoId: string | null;
}

/**
 * Whether a person (by account uid) still has something to download: their own records only, so
 * what the customer downloaded does not silence the reminders of the people they invited, nor the
 * other way round. A person with no account yet ('') has downloaded nothing.
 */
export function downloadsLeftByPerson(downloadablePhotoIds: readonly string[], records: readonly DownloadRecord[]) {
  return (uid: string) => {
    const theirs = uid ? records.filter((record) => record.userId === uid) : [];
    const photoIds = theirs.map((record) => record.photoId);
    return somethingLeftToDownload(downloadablePhotoIds, {
      photoIds: photoIds.filter((id): id is string => id !== null),
      all: photoIds.includes(null),
    });
  };
}

/** "3 days left to download", "Last day to download", said on the gallery page; null once closed. */
export function timeLeftLabel(expiresOn: string, today: string): string | null {
  const left = daysUntilClose(expiresOn, today);
  if (left < 1) return null;
  return left === 1 ? 'Last day to download' : `${left} days left to download`;
}
