import { v1 } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from '../lib/logger';
import { BACKUP_BUCKET } from '../lib/params';
import { exportFirestore } from './export-firestore';

// Daily, at a quiet hour: the whole database into the backup bucket (docs/backups.md: the IAM
// roles it needs and the bucket's retention). The Functions emulator runs no schedules, and its
// Firestore has no managed export: the handler is tested with a stand-in client.
export const scheduledFirestoreExport = onSchedule({ schedule: 'every day 03:00', timeZone: 'Etc/UTC' }, async () => {
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
  await exportFirestore({ client: new v1.FirestoreAdminClient(), projectId, bucket: BACKUP_BUCKET.value(), logger, now: () => new Date() });
});
