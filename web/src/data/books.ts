import { useEffect, useState } from 'react';
import { booksApi, type ExportKind, type Period, type ReportFigures } from '@common/books';
import { saveFile } from '@/lib/save-file';
import { currentIdToken } from './id-token';

// The owner's books come from the booksApi function (/api/books/**), which aggregates on the server:
// the browser never loads the ledger. Both calls carry the owner's ID token.

const token = () => currentIdToken('see the studio’s books');

async function get(url: string): Promise<Response> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${await token()}` } });
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  throw new Error(body.error ?? `The studio’s books could not be read (error ${response.status}).`);
}

type ReportState = { status: 'loading' } | { status: 'ready'; figures: ReportFigures } | { status: 'failed'; message: string };

/** The Reports figures of a period, asked again whenever the period changes. */
export function useReportFigures(period: Period): ReportState {
  const [state, setState] = useState<{ key: string; value: ReportState }>({ key: '', value: { status: 'loading' } });
  const key = `${period.from}/${period.to}`;
  useEffect(() => {
    let current = true;
    get(booksApi.reports(period.from, period.to))
      .then((response) => response.json() as Promise<ReportFigures>)
      .then(
        (figures) => current && setState({ key, value: { status: 'ready', figures } }),
        (error: unknown) =>
          current && setState({ key, value: { status: 'failed', message: error instanceof Error ? error.message : String(error) } }),
      );
    return () => {
      current = false;
    };
  }, [key, period.from, period.to]);
  return state.key === key ? state.value : { status: 'loading' };
}

/** Saves one CSV export of the period as a file (the name the server gives it). */
export async function downloadExport(kind: ExportKind, period: Period): Promise<void> {
  const response = await get(booksApi.export(kind, period.from, period.to));
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`;
  saveFile(await response.blob(), fileName);
}
