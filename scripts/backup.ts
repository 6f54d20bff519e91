// Copies every Firestore document (subcollections included) and every Auth account into a folder.
//   npm run backup                         the running emulators (npm start) → backups/<UTC time>/
//   npm run backup -- --out DIR            into DIR
//   npm run backup -- --skip-auth          Firestore only (e.g. the Auth emulator is not running)
//   npm run backup -- --project ID         a real project, with Application Default Credentials
// Restore with `npm run restore -- DIR` (docs/backups.md).
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultBackupDir, takeBackup, writeBackupFolder } from './backup/backup-folder';
import { runCommand } from './backup/run-command';
import { withTarget } from './backup/target';

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { out: { type: 'string' }, project: { type: 'string' }, 'skip-auth': { type: 'boolean', default: false } },
  });
  const dir = values.out ?? defaultBackupDir(process.cwd(), new Date());
  const { manifest } = await withTarget(values.project, async (target) => {
    const backup = await takeBackup(target, { withAuth: !values['skip-auth'] });
    writeBackupFolder(dir, backup);
    return backup;
  });
  const { source, firestore, auth } = manifest;
  const shown = relative(process.cwd(), dir);
  console.log(`Backed up ${source} into ${shown && !shown.startsWith('..') ? shown : dir}:`);
  console.log(
    `  ${firestore.documents} documents in ${Object.keys(firestore.collections).length} collections, checksum ${firestore.checksum.slice(0, 12)}`,
  );
  console.log(auth ? `  ${auth.documents} Auth account(s)` : '  Auth accounts: skipped (--skip-auth)');
}

runCommand(() => main(process.argv.slice(2)));
