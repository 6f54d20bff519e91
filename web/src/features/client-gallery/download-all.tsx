// SLOT for W18b: the "Download all" button (a streamed ZIP, in parts, from the galleryZip function
// with the user's ID token). This stub renders nothing so both lanes merge cleanly; W18b owns this
// file and replaces its body. The gallery page renders it where the button belongs.
export function DownloadAll(_props: { galleryId: string; downloadsOpen: boolean }) {
  return null;
}
