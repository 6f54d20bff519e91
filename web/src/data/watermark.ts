import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { mediaApi } from '@common/media';
import {
  WATERMARK_DOC,
  defaultWatermark,
  watermarkFileProblem,
  watermarkInputSchema,
  watermarkSettingsSchema,
  type WatermarkImage,
  type WatermarkInput,
} from '@common/schemas/watermark';
import { UserFacingError } from '@/lib/user-facing-error';
import { useBound } from './bind';
import { liveDocSource } from './live';
import { httpTransport } from './media-upload-transport';
import { serverMessage } from './functions-client';
import { mapResult, type Result } from './result';
import { useServerState } from './store';

// settings/watermark (issue 38, docs/galleries.md "Proofing"): how the studio's mark looks on a
// proofing gallery's previews. The owner saves the look here; the image goes through the media API,
// which checks it and alone writes `image` (the rules keep the stored one).

export type WatermarkValues = WatermarkInput & { image: WatermarkImage | null; updatedAt: Date | null };

const settingsRef = (db: Firestore) => doc(db, COLLECTIONS.settings, WATERMARK_DOC);

/** The watermark settings, live; the studio's name, repeated, until the owner saves any. */
export function useWatermarkSettings(studioName: string): Result<WatermarkValues> {
  const db = useFirestore();
  const live = useServerState(liveDocSource(`settings/${WATERMARK_DOC}`, settingsRef(db), watermarkSettingsSchema));
  return mapResult(live, (saved) => saved ?? { ...defaultWatermark(studioName), updatedAt: null });
}

/**
 * Saves the look, keeping the stored image (the rules refuse any other).
 * @internal Exported for its tests only.
 */
export async function saveWatermark(db: Firestore, input: WatermarkInput, image: WatermarkImage | null) {
  const valid = watermarkInputSchema.parse(input);
  if (valid.mark === 'image' && !image) throw new UserFacingError('Upload the watermark image first, or choose the studio’s name.');
  await setDoc(settingsRef(db), { ...valid, image, updatedAt: serverTimestamp() });
}

export const useSaveWatermark = () => useBound(saveWatermark);

/** Uploads the watermark image; refused here before a byte is sent when it is not an image or too large, and by the server likewise. */
export async function uploadWatermarkImage(file: File): Promise<WatermarkImage> {
  const problem = watermarkFileProblem(file);
  if (problem) throw new UserFacingError(problem);
  let answer;
  try {
    answer = await httpTransport.sendPart(mediaApi.watermark(file.name), file, new AbortController().signal, () => {});
  } catch {
    throw new UserFacingError(`${file.name} was not sent: the connection dropped. Try again.`);
  }
  if (answer.status === 200) return (answer.body as { image: WatermarkImage }).image;
  throw new UserFacingError(serverMessage(answer.body) ?? `${file.name} could not be used (error ${answer.status}).`);
}
