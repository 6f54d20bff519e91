import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAllUsers } from '../../scripts/backup/auth-users';
import type { Manifest } from '../../scripts/backup/backup-folder';
import { compareSummaries, summarise, type Summary } from '../../scripts/backup/checksum';
import { readAllDocuments } from '../../scripts/backup/firestore-data';
import { connect, type Target } from '../../scripts/backup/target';
import { seed } from '../../scripts/seed';
import { seedDemoCustomer } from '../../scripts/seed/demo-customer';
import { clearFirestore } from '../../functions/test/support/clear-firestore';

// The restore drill, on the emulators of this session: seed, `npm run backup`, wipe,
// `npm run restore`, and compare document counts per collection and the checksum over every
// document with what was there before. The scripts run as the npm scripts do (tsx, a process each).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-style-and-story';

function runScript(script: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(TSX, [join(ROOT, 'scripts', script), ...args], { cwd: ROOT, env: process.env, timeout: 180_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function wipe(): Promise<void> {
  await clearFirestore(projectId);
  const auth = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  expect(auth.status).toBe(200);
}

// A script gets 180 s (runScript), and a test that runs one waits as long: a tsx start, a restore
// and its read-back take seconds on an idle machine, and took over 60 s (killed: exit 143) while the
// machine's load average was 27 (the drill runs first, while npm test's emulator sets start).
describe('the restore drill: backup, wipe, restore, compare', { timeout: 240_000 }, () => {
  let target: Target;
  let dir: string;
  let before: Summary;
  let usersBefore: Awaited<ReturnType<typeof readAllUsers>>;
  const current = async () => summarise(await readAllDocuments(target.db));

  beforeAll(async () => {
    target = connect(undefined);
    dir = join(mkdtempSync(join(tmpdir(), 'restore-drill-')), 'backup');
    await wipe();
    // Seeded with the triggers off, so no function is still writing while the backup reads.
    await target.withTriggersPaused(async () => {
      await seed(target.db);
      await seedDemoCustomer(target.db, target.auth);
      await target.db.doc('backupDrill/types').set({
        // Firestore keeps microseconds.
        at: new Timestamp(1_790_000_000, 123_456_000),
        where: new GeoPoint(37.77, -122.42),
        booking: target.db.doc('bookings/demo-signature-wedding'),
        bytes: Buffer.from('studio'),
        nested: { $tagLike: { list: [1, null, 'x'] } },
      });
      // A document under a parent that does not exist: only listDocuments() finds it.
      await target.db.doc('backupDrill/no-parent/notes/n1').set({ text: 'kept' });
      await target.auth.createUser({ uid: 'drill-disabled', email: 'drill@example.com', disabled: true, displayName: 'Drill' });
      await target.auth.setCustomUserClaims('drill-disabled', { role: 'tester' });
    });
    before = await current();
    usersBefore = await readAllUsers(target.auth);
  });

  afterAll(async () => {
    await wipe();
    await target.close();
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  it('backs up every document, subcollections and parentless documents included, and every account', async () => {
    expect(before.collections).toMatchObject({ bookings: 1, 'customPackages/*/recipients': 1, backupDrill: 1, 'backupDrill/*/notes': 1 });
    expect(usersBefore.map(({ uid }) => uid).sort()).toEqual(['demo-customer', 'drill-disabled']);
    const { code, stdout, stderr } = await runScript('backup.ts', ['--out', dir]);
    expect(stderr).not.toMatch(/✖/);
    expect(code).toBe(0);
    expect(stdout).toContain(`${before.documents} documents`);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.firestore).toEqual(before);
    expect(manifest.auth?.documents).toBe(2);
  });

  it('refuses to restore into a database that holds data', async () => {
    const { code, stderr } = await runScript('restore.ts', [dir]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/Refusing to restore into the emulators .*: Firestore has documents and Auth has accounts\. Add --force/);
  });

  it('restores into the wiped emulators exactly what was backed up', async () => {
    await wipe();
    await expect(current()).resolves.toMatchObject({ documents: 0 });
    await expect(readAllUsers(target.auth)).resolves.toEqual([]);

    const { code, stdout, stderr } = await runScript('restore.ts', [dir]);
    expect(stderr).not.toMatch(/✖/);
    expect(code).toBe(0);
    expect(stdout).toContain('Read back: counts per collection and checksum');

    expect(compareSummaries(before, await current())).toEqual([]);
    await expect(readAllUsers(target.auth)).resolves.toEqual(usersBefore);
    const restoredUser = await target.auth.getUser('drill-disabled');
    expect([restoredUser.disabled, restoredUser.customClaims]).toEqual([true, { role: 'tester' }]);
  });

  it('keeps the types: Timestamp to the microsecond, GeoPoint, reference, bytes', async () => {
    const data = (await target.db.doc('backupDrill/types').get()).data()!;
    expect(data.at).toBeInstanceOf(Timestamp);
    expect([data.at.seconds, data.at.nanoseconds]).toEqual([1_790_000_000, 123_456_000]);
    expect(data.where).toBeInstanceOf(GeoPoint);
    expect(data.booking).toBeInstanceOf(DocumentReference);
    expect(data.booking.path).toBe('bookings/demo-signature-wedding');
    expect(Buffer.from(data.bytes).toString()).toBe('studio');
    expect(data.nested).toEqual({ $tagLike: { list: [1, null, 'x'] } });
  });

  it('would notice an altered or a lost document', async () => {
    // Triggers off: a booking's update trigger would otherwise write while the checksum is read.
    await target.withTriggersPaused(() => target.db.doc('bookings/demo-signature-wedding').update({ guestCount: 999 }));
    expect(compareSummaries(before, await current())).toEqual([expect.stringMatching(/^checksum differs/)]);
    await target.db.doc('backupDrill/no-parent/notes/n1').delete();
    expect(compareSummaries(before, await current())).toContain('backupDrill/*/notes: 1 documents expected, 0 found');
  });

  it('with --force, writes the backup over existing data and leaves other documents alone', async () => {
    await target.db.doc('backupDrill/added-later').set({ note: 'not in the backup' });
    const { code, stderr } = await runScript('restore.ts', [dir, '--force']);
    expect(stderr).not.toMatch(/✖/);
    expect(code).toBe(0);
    const added = target.db.doc('backupDrill/added-later');
    expect((await added.get()).exists).toBe(true);
    await added.delete();
    expect(compareSummaries(before, await current())).toEqual([]);
  });
});
