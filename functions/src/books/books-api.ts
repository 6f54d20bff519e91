import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { BOOKS_API_PREFIX, EXPORT_KINDS, periodSchema, type ExportKind } from '../../../common/books';
import { COLLECTIONS } from '../../../common/collections';
import { dayIn } from '../../../common/days';
import { storedSalesTax } from '../../../common/sales-tax';
import { STUDIO_SETTINGS_ID } from '../../../common/schemas/settings';
import { FALLBACK_STUDIO_LOCALE } from '../../../common/studio-locale';
import { errorDetails, type Logger } from '../lib/logger';
import { HttpError } from '../media/http-error';
import { requireOwner } from '../media/owner-token';
import { exportCsv, exportFileName } from './csv-export';
import { reportFigures } from './report-figures';
import { slipRoute } from './slip-routes';
import type { SlipDeps } from './slips';

// The owner's books behind /api/books/** (a Hosting rewrite to the booksApi function):
//   GET /api/books/reports?from=YYYY-MM-DD&to=YYYY-MM-DD         → the Reports figures (JSON)
//   GET /api/books/export/:kind?from=…&to=…  (bookings | payments | frame-orders) → a CSV download
//   POST /api/books/slips {slipId, bookingId, amount, sentOn, note, contentType, data (base64)}
//                                      → 201 {id} (200 when stored before): a customer's transfer slip
//   GET /api/books/slips/:id/file      → the slip's file, for its customer or the owner
// An HTTPS function rather than a callable: a CSV is a file the browser saves, and the media API
// already answers the owner's ID token the same way. Every call needs an ID token: the books the
// owner's, a slip its customer's (or the owner's).

export interface BooksRequest {
  method: string;
  path: string;
  authorization?: string;
  query: Record<string, unknown>;
  body?: unknown;
}

export type BooksResponse =
  | { status: number; json: unknown }
  | { status: 200; file: { data: string | Buffer; contentType: string; fileName: string; download: boolean } };

export interface BooksDeps extends SlipDeps {
  logger: Logger;
  now: () => Date;
  verifyIdToken: (token: string) => Promise<DecodedIdToken>;
}

/** What the books need of settings/studio: the currency and time zone, and the sales tax that decides what is owed. */
async function studioBooks(db: Firestore) {
  const studio = (await db.collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID).get()).data();
  return {
    currency: typeof studio?.currency === 'string' ? studio.currency : FALLBACK_STUDIO_LOCALE.currency,
    timeZone: typeof studio?.timeZone === 'string' ? studio.timeZone : FALLBACK_STUDIO_LOCALE.timeZone,
    salesTax: storedSalesTax(studio?.salesTax),
  };
}

function periodOf(query: Record<string, unknown>) {
  const parsed = periodSchema.safeParse({ from: query.from, to: query.to });
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Choose a period');
  return parsed.data;
}

async function route(deps: BooksDeps, req: BooksRequest): Promise<BooksResponse> {
  const path = req.path.startsWith(BOOKS_API_PREFIX) ? req.path.slice(BOOKS_API_PREFIX.length) : req.path;
  if (path.startsWith('/slips')) return slipRoute(deps, req, path);
  await requireOwner(req.authorization, deps.verifyIdToken, { what: 'see the studio’s books', only: 'see the studio’s books' });
  if (req.method !== 'GET') throw new HttpError(405, `${req.method} is not allowed on ${req.path}`);
  if (path === '/reports') {
    const period = periodOf(req.query);
    const studio = await studioBooks(deps.db);
    return { status: 200, json: await reportFigures(deps.db, period, dayIn(studio.timeZone, deps.now()), studio.salesTax) };
  }
  const kind = /^\/export\/([a-z-]+)$/.exec(path)?.[1];
  if (kind && (EXPORT_KINDS as readonly string[]).includes(kind)) {
    const period = periodOf(req.query);
    const csv = await exportCsv(deps.db, kind as ExportKind, period, await studioBooks(deps.db));
    const fileName = exportFileName(kind as ExportKind, period);
    return { status: 200, file: { data: csv, contentType: 'text/csv; charset=utf-8', fileName, download: true } };
  }
  throw new HttpError(404, `No such address: ${req.path}`);
}

export async function handleBooksApi(deps: BooksDeps, req: BooksRequest): Promise<BooksResponse> {
  try {
    return await route(deps, req);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, json: { error: error.message } };
    deps.logger.error('Books API request failed', { method: req.method, path: req.path, ...errorDetails(error) });
    return { status: 500, json: { error: 'The figures could not be prepared because of a problem on our side: try again in a moment.' } };
  }
}
