import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';
import { ObjectNotFoundError, assertSafePath, assertSafePrefix, type ObjectStore, type StoredObject } from './object-store';
import { checkLocalUrl, localSigningKey, signLocalUrl } from './signed-file-url';

// A bucket in a folder, for the emulators: the Cloud Storage emulator cannot start offline (it
// downloads its rules runtime). Content types are not kept: the media function derives the type
// from the variant's extension, the same in every store.

const TEMP_SUFFIX = '.partial';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function localObjectStore(root: string): ObjectStore {
  const file = (path: string) => join(root, ...assertSafePath(path).split('/'));

  async function walk(dir: string): Promise<string[]> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const found = await Promise.all(
      entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
    );
    return found.flat();
  }

  return {
    location: `local folder ${root}`,
    async write(path, data) {
      const target = file(path);
      await mkdir(dirname(target), { recursive: true });
      // Written beside and renamed into place, so a reader never sees half a file.
      const temp = `${target}.${randomUUID()}${TEMP_SUFFIX}`;
      await writeFile(temp, data);
      await rename(temp, target);
    },
    async read(path) {
      try {
        return await readFile(file(path));
      } catch (error) {
        if (isMissing(error)) throw new ObjectNotFoundError(path);
        throw error;
      }
    },
    async open(path) {
      try {
        const { size } = await stat(file(path));
        return { stream: createReadStream(file(path)), bytes: size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(path) {
      try {
        return (await stat(file(path))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async list(prefix) {
      assertSafePrefix(prefix);
      const objects: StoredObject[] = [];
      // Only the folder the prefix names needs walking: "uploads/abc/" → <root>/uploads/abc.
      const folder = prefix.includes('/') ? join(root, ...prefix.slice(0, prefix.lastIndexOf('/')).split('/')) : root;
      for (const found of await walk(folder)) {
        if (found.endsWith(TEMP_SUFFIX)) continue;
        const path = relative(root, found).split(sep).join('/');
        if (path.startsWith(prefix)) objects.push({ path, bytes: (await stat(found)).size });
      }
      return objects.sort((a, b) => (a.path < b.path ? -1 : 1));
    },
    async delete(paths) {
      await Promise.all(paths.map((path) => rm(file(path), { force: true })));
    },
    async signedUrl(path, { expiresAt, downloadName }) {
      return signLocalUrl(await localSigningKey(root), path, expiresAt, downloadName);
    },
    async checkSignedUrl(urlPath, query, now) {
      return checkLocalUrl(await localSigningKey(root), urlPath, query, now);
    },
  };
}
