import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpError } from '../media/http-error';
import { isOwnerToken } from '../media/owner-token';
import type { BooksDeps, BooksRequest, BooksResponse } from './books-api';
import { createSlip, readSlipFile } from './slips';
import { createGallerySlip, readGallerySlipFile } from '../galleries/gallery-slips';

// /api/books/slips…: any signed-in customer, for their own bookings and slips; the owner reads every slip.
// A slip naming a gallery (and its photos) instead of a booking pays a gallery's extras (issue 38,
// galleries/gallery-slips.ts): the same upload, its own record.

async function signedIn(deps: BooksDeps, authorization: string | undefined): Promise<DecodedIdToken> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, 'Sign in to send or see a transfer slip.');
  try {
    return await deps.verifyIdToken(token);
  } catch {
    throw new HttpError(401, 'Your sign-in has expired: sign in again.');
  }
}

export async function slipRoute(deps: BooksDeps, req: BooksRequest, path: string): Promise<BooksResponse> {
  const caller = await signedIn(deps, req.authorization);
  if (path === '/slips' && req.method === 'POST') {
    const gallery = typeof (req.body as { galleryId?: unknown } | undefined)?.galleryId === 'string';
    const { created, id } = await (gallery ? createGallerySlip : createSlip)(deps, caller, req.body);
    return { status: created ? 201 : 200, json: { id } };
  }
  const slipId = /^\/slips\/([A-Za-z0-9]{1,64})\/file$/.exec(path)?.[1];
  if (slipId && req.method === 'GET') {
    const who = { uid: caller.uid, owner: isOwnerToken(caller) };
    const file = (await readGallerySlipFile(deps, who, slipId)) ?? (await readSlipFile(deps, who, slipId));
    return { status: 200, file: { ...file, download: false } };
  }
  throw new HttpError(404, `No such address: ${req.method} ${req.path}`);
}
