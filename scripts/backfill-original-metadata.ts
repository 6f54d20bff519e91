// One-off: removes the location and camera details from gallery originals stored before uploads
// did (functions/src/galleries/clean-stored-originals.ts). Run the dry run first: it lists every
// original it would change and the tags it would remove, and writes nothing.
//   npm run backfill:originals -- --dry-run           the running emulators' local bucket
//   npm run backfill:originals                        the same, for real
//   npm run backfill:originals -- --project ID --bucket NAME [--dry-run]
//                                                     a real project's bucket, with Application Default Credentials
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Storage } from '@google-cloud/storage';
import { cleanStoredOriginals } from '../functions/src/galleries/clean-stored-originals';
import { closeMetadataTool } from '../functions/src/media/clean-original';
import { cloudObjectStore } from '../functions/src/lib/storage/cloud-object-store';
import { localObjectStore } from '../functions/src/lib/storage/local-object-store';
import { defaultLocalBucketDir } from '../functions/src/lib/storage/object-store-for-env';
import { runCommand } from './backup/run-command';
import { withTarget } from './backup/target';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { project: { type: 'string' }, bucket: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  });
  if (values.project && !values.bucket) throw new Error('Name the project’s bucket with --bucket (Firebase console → Storage).');
  const dryRun = values['dry-run'];
  try {
    await withTarget(values.project, async (target) => {
      const store = values.bucket
        ? cloudObjectStore(new Storage({ projectId: target.projectId }).bucket(values.bucket))
        : localObjectStore(process.env.LOCAL_BUCKET_DIR || defaultLocalBucketDir(ROOT, target.projectId));
      console.log(`${dryRun ? 'Dry run: nothing is written. ' : ''}Originals in ${store.location}, photos in ${target.description}.`);
      const report = await cleanStoredOriginals(
        { db: target.db, store },
        {
          dryRun,
          onChange: (change) =>
            console.log(
              `${change.path}: ${dryRun ? 'would remove' : 'removed'} ${change.removed.join(', ') || 'metadata'} (${change.bytesBefore} → ${change.bytesAfter} bytes)`,
            ),
        },
      );
      for (const skipped of report.skipped) console.log(`${skipped.path}: left as it is, ${skipped.reason}`);
      console.log(
        `${report.checked} original(s) checked; ${report.changed.length} ${dryRun ? 'would change' : 'cleaned'}; ${report.skipped.length} skipped.`,
      );
    });
  } finally {
    await closeMetadataTool();
  }
}

runCommand(() => main(process.argv.slice(2)));
