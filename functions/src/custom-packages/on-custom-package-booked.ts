import { onCreated, withFirestore } from '../lib/triggers';
import { customPackageBooked } from './mark-booked';

export const onCustomPackageBooked = onCreated(customPackageBooked, withFirestore);
