import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { galleryExtensionSettingsSchema } from '../../../common/schemas/gallery-extension';
import { describeAgreement, useAgreementSuite } from './table';

// What the owner writes for paid extensions of closed downloads (issue 38): settings/galleryExtension.
const suite = useAgreementSuite();

describeAgreement(suite, {
  name: "settings: the owner's paid extension of closed downloads",
  schema: galleryExtensionSettingsSchema,
  role: 'owner',
  valid: () => ({ enabled: true, price: 25, days: 30, updatedAt: serverTimestamp() }),
  write: (a, data) => setDoc(doc(a.db, 'settings', 'galleryExtension'), data),
  fixed: ['updatedAt'],
  concurrency: 1,
});
