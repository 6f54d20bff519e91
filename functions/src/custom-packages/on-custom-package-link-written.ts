import { onWritten, withMail } from '../lib/triggers';
import { customPackageLinkWritten } from './handle-link-written';

export const onCustomPackageLinkWritten = onWritten(customPackageLinkWritten, withMail);
