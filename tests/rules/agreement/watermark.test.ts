import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { watermarkSettingsSchema } from '../../../common/schemas';
import { describeAgreement, useAgreementSuite } from './table';

// What the owner writes for watermarked proofs (issue 38): settings/watermark's look. Its image is
// the upload function's (the rules keep the stored one: photo-archive.test.ts), so it is fixed here.
const suite = useAgreementSuite();

describeAgreement(suite, {
  name: "settings: the owner's watermark for proofs",
  schema: watermarkSettingsSchema,
  role: 'owner',
  valid: () => ({ mark: 'name', text: 'Style & Story', position: 'tiled', opacity: 35, image: null, updatedAt: serverTimestamp() }),
  write: (a, data) => setDoc(doc(a.db, 'settings', 'watermark'), data),
  fixed: ['updatedAt', 'image'],
  concurrency: 1,
});
