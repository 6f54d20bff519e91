// Reads a ZIP's central directory (PKWARE APPNOTE 4.3.12, 4.3.16) to check what a download holds,
// without an unzip library: the end record names the directory, each directory entry names a file
// and where its local header is, and that header must be there. No ZIP64: a test ZIP is small.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflated. */
  method: number;
  size: number;
}

/** The entries of a whole ZIP file, in directory order; throws when its structure is broken. */
export function zipEntries(zip: Buffer): ZipEntry[] {
  // The end record is the last 22 bytes, unless a comment (up to 64 KiB) follows it.
  let end = zip.length - 22;
  while (end >= Math.max(0, zip.length - 22 - 0xffff) && zip.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < 0 || zip.readUInt32LE(end) !== END_OF_DIRECTORY) throw new Error('Not a ZIP: no end of central directory record');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error(`Central directory entry ${i} is damaged`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    if (zip.readUInt32LE(localHeader) !== LOCAL_HEADER) throw new Error(`Entry ${i} points at no local header`);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      size: zip.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
