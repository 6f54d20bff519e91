import { formatStudioDate } from '@common/format';

/** "12 March 2026 · Elena Marquez" — a post shown publicly always has its publishing date, given as
 * the studio's calendar has it (the prerendered page and every browser agree on the day). */
export function PostByline({ publishedAt, author, prefix = '' }: { publishedAt: Date | null; author: string; prefix?: string }) {
  return (
    <>
      {publishedAt && (
        <>
          <time dateTime={publishedAt.toISOString()}>{formatStudioDate(publishedAt)}</time>
          <span aria-hidden="true"> · </span>
        </>
      )}
      {prefix}
      {author}
    </>
  );
}
