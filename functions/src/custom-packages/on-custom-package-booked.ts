import { onCreated, withMail } from '../lib/triggers';
import { customPackageBooked } from './mark-booked';

export const onCustomPackageBooked = onCreated(customPackageBooked, withMail);
