// Writes a backup folder (npm run backup) back, then reads it back and compares it with the
// backup's counts and checksum.
//   npm run restore -- DIR                 into the running emulators; refuses if they hold data
//   npm run restore -- DIR --force         writes over existing data (same paths replaced, others kept)
//   npm run restore -- DIR --skip-auth     Firestore only
//   npm run restore -- DIR --project ID    a real project, with Application Default Credentials
import { parseArgs } from 'node:util';
import { readBackupFolder } from './backup/backup-folder';
import { restoreBackup } from './backup/restore-backup';
import { runCommand } from './backup/run-command';
import { withTarget } from './backup/target';

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      project: { type: 'string' },
      force: { type: 'boolean', default: false },
      'skip-auth': { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new Error('usage: npm run restore -- <backup folder> [--force] [--skip-auth] [--project ID]');
  const backup = readBackupFolder(positionals[0]);
  const withAuth = !values['skip-auth'];
  const { description, differences } = await withTarget(values.project, async (target) => ({
    description: target.description,
    differences: await restoreBackup(target, backup, { force: values.force, withAuth }),
  }));
  if (differences.length > 0) throw new Error(`The restored data does not match the backup:\n  ${differences.join('\n  ')}`);
  const { firestore, auth } = backup.manifest;
  const accounts = auth && withAuth ? `${auth.documents} Auth account(s)` : 'no Auth accounts';
  console.log(`Restored ${firestore.documents} documents and ${accounts} into ${description}.`);
  console.log(`Read back: counts per collection and checksum ${firestore.checksum.slice(0, 12)} match the backup.`);
}

runCommand(() => main(process.argv.slice(2)));
