import { MEDIA_ID_PATTERN, ORIGINAL_EXTENSIONS, variantUrl, type UploadType, type VariantFormat } from '../../../common/media';

// Where things live in the bucket. Only media/ is public (storage.rules); originals/ and uploads/
// are readable by no client. A public variant's object path is its URL path without the slash.

export { ORIGINAL_EXTENSIONS };

export function checked(id: string): string {
  if (!MEDIA_ID_PATTERN.test(id)) throw new Error(`Not a media or upload id: ${JSON.stringify(id)}`);
  return id;
}

export const bucketPaths = {
  variant: (mediaId: string, width: number, format: VariantFormat) => variantUrl(checked(mediaId), width, format).slice(1),
  variantsOf: (mediaId: string) => `media/${checked(mediaId)}/`,
  original: (mediaId: string, type: UploadType) => `originals/${checked(mediaId)}/original.${ORIGINAL_EXTENSIONS[type]}`,
  originalsOf: (mediaId: string) => `originals/${checked(mediaId)}/`,
  part: (uploadId: string, index: number) => `uploads/${checked(uploadId)}/part-${String(index).padStart(4, '0')}`,
  partsOf: (uploadId: string) => `uploads/${checked(uploadId)}/`,
} as const;

/** The index of a part from its object path, or null for anything else. */
export function partIndex(path: string): number | null {
  const match = /\/part-(\d{4})$/.exec(path);
  return match ? Number(match[1]) : null;
}
