import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { siteMailDeps } from '../lib/mail-deps';
import { SENDGRID_API_KEY } from '../lib/params';
import { handleLinkWritten } from './handle-link-written';

// retry: one outbox key per send number makes a repeated event send nothing more.
export const onCustomPackageLinkWritten = onDocumentWritten(
  { document: `${COLLECTIONS.customPackageLinks}/{slug}`, secrets: [SENDGRID_API_KEY], retry: true },
  async (event) => {
    await handleLinkWritten(event.params.slug, event.data?.before.data(), event.data?.after.data(), siteMailDeps());
  },
);
