import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localObjectStore } from '../../../src/lib/storage/local-object-store';
import { defaultLocalBucketDir, objectStoreForEnv } from '../../../src/lib/storage/object-store-for-env';
import { objectStoreContract } from '../../support/object-store-contract';

const folders: string[] = [];
const freshFolder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bucket-'));
  folders.push(dir);
  return dir;
};
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

objectStoreContract('local folder', async () => localObjectStore(await freshFolder()));

describe('local folder store', () => {
  it('keeps objects as files under its folder, with no temporary file left behind', async () => {
    const dir = await freshFolder();
    await localObjectStore(dir).write('media/abc/320w.webp', Buffer.from('x'), 'image/webp');
    expect(await readdir(join(dir, 'media', 'abc'))).toEqual(['320w.webp']);
  });
});

describe('which store a process uses', () => {
  it('is the local folder inside the Functions emulator, at LOCAL_BUCKET_DIR or beside the emulator files', () => {
    expect(objectStoreForEnv({ FUNCTIONS_EMULATOR: 'true', LOCAL_BUCKET_DIR: '/tmp/b' }).location).toBe('local folder /tmp/b');
    expect(objectStoreForEnv({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-x' }).location).toBe(
      `local folder ${defaultLocalBucketDir(join(process.cwd(), '..'), 'demo-x')}`,
    );
  });

  it('refuses a local folder outside the emulator: a deployed site never keeps photos on a disk', () => {
    expect(() => objectStoreForEnv({ LOCAL_BUCKET_DIR: '/tmp/b' })).toThrow(/outside the Functions emulator/);
  });
});
