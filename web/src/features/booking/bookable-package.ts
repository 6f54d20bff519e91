import type { ImageRef } from '@common/schemas';
import type { PackageChoice } from './booking-validation';

/** What the booking form shows of a catalogue package. */
export type BookablePackage = PackageChoice & {
  category: string;
  duration: string;
  summary: string;
  image: ImageRef;
  /** A custom package's own deposit; catalogue packages take the studio's percentage. */
  deposit?: number;
};
