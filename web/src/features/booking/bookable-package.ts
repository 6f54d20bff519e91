import type { ImageRef } from '@common/schemas';
import type { PackageChoice } from './booking-form-schema';

/** What the booking form shows of a package (a custom package's own deposit is in PackageChoice). */
export type BookablePackage = PackageChoice & {
  category: string;
  duration: string;
  summary: string;
  image: ImageRef;
};
