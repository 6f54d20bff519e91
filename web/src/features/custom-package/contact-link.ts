import { paths } from '../../app/paths';

/** The contact form, with the subject filled in, for confirming a custom package. */
export const confirmCustomPackagePath = (packageName: string, slug: string) =>
  `${paths.contact}?subject=${encodeURIComponent(`Confirm my custom package: ${packageName} (${slug})`)}`;
