import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { ObjectNotFoundError, deleteUnder, type ObjectStore } from '../../src/lib/storage/object-store';

/**
 * What every ObjectStore must do, run against each implementation where it can run: the local
 * folder in the unit tests, Cloud Storage's emulator in `npm run test:storage` (where its jar is).
 * `fresh()` gives a store with nothing under the prefixes these tests use.
 */
export function objectStoreContract(name: string, fresh: () => Promise<ObjectStore>): void {
  describe(`${name}: the ObjectStore contract`, () => {
    it('writes, reads back, opens as a stream with its size, and tells it exists', async () => {
      const store = await fresh();
      await store.write('contract/a/one.txt', Buffer.from('first'), 'text/plain');
      expect((await store.read('contract/a/one.txt')).toString()).toBe('first');
      expect(await store.exists('contract/a/one.txt')).toBe(true);
      const opened = await store.open('contract/a/one.txt');
      expect(opened?.bytes).toBe(5);
      expect(await text(opened!.stream)).toBe('first');
    });

    it('replaces an object whole', async () => {
      const store = await fresh();
      await store.write('contract/b.bin', Buffer.alloc(100, 1), 'application/octet-stream');
      await store.write('contract/b.bin', Buffer.alloc(10, 2), 'application/octet-stream');
      expect(await store.read('contract/b.bin')).toEqual(Buffer.alloc(10, 2));
    });

    it('reports an absent object: read throws ObjectNotFoundError, open gives null, exists false', async () => {
      const store = await fresh();
      await expect(store.read('contract/none')).rejects.toBeInstanceOf(ObjectNotFoundError);
      expect(await store.open('contract/none')).toBeNull();
      expect(await store.exists('contract/none')).toBe(false);
    });

    it('lists by prefix in path order with sizes, and deletes (absent paths are fine)', async () => {
      const store = await fresh();
      await store.write('contract/list/p-0002', Buffer.alloc(2), 'application/octet-stream');
      await store.write('contract/list/p-0001', Buffer.alloc(1), 'application/octet-stream');
      await store.write('contract/other/p-0003', Buffer.alloc(3), 'application/octet-stream');
      expect(await store.list('contract/list/')).toEqual([
        { path: 'contract/list/p-0001', bytes: 1 },
        { path: 'contract/list/p-0002', bytes: 2 },
      ]);
      await store.delete(['contract/list/p-0001', 'contract/list/never-written']);
      expect((await store.list('contract/list/')).map((o) => o.path)).toEqual(['contract/list/p-0002']);
      await deleteUnder(store, 'contract/');
      expect(await store.list('contract/')).toEqual([]);
    });

    it('refuses paths that could climb out or name nothing', async () => {
      const store = await fresh();
      for (const path of ['../escape', 'a/../../b', '/absolute', 'a//b', 'a/./b', '']) {
        await expect(store.write(path, Buffer.from('x'), 'text/plain'), path).rejects.toThrow(/unsafe object path/);
      }
    });
  });
}
