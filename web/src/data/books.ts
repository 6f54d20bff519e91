import { booksApi, type ExportKind, type Period, type ReportFigures } from '@common/books';
import { saveFile } from '@/lib/save-file';
import { requestFile, requestJson, type CallCopy } from './functions-client';
import { useServerState } from './store';

// The owner's books come from the booksApi function (/api/books/**), which aggregates on the server:
// the browser never loads the ledger.

const BOOKS_CALLS: CallCopy = {
  signedOut: 'You were signed out: sign in again to see the studio’s books.',
  unreachable: 'The studio’s books could not be reached: check your connection and try again.',
  failed: (status) => `The studio’s books could not be read (error ${status}).`,
};

/** The Reports figures of a period, asked on each visit and whenever the period changes. */
export const useReportFigures = ({ from, to }: Period) =>
  useServerState<ReportFigures>({
    key: `books/reports/${from}/${to}`,
    fetch: async () => ({ data: await requestJson<ReportFigures>('GET', booksApi.reports(from, to), BOOKS_CALLS), invalid: [] }),
  });

/** Saves one CSV export of the period as a file (the name the server gives it). */
export async function downloadExport(kind: ExportKind, period: Period): Promise<void> {
  const response = await requestFile(booksApi.export(kind, period.from, period.to), BOOKS_CALLS);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`;
  saveFile(await response.blob(), fileName);
}
