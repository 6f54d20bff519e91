import { paths } from '@common/paths';

/** The contact form, with the subject filled in, about one custom package offer. */
export const customPackageContactPath = (packageName: string) =>
  `${paths.contact}?subject=${encodeURIComponent(`About my custom package: ${packageName}`)}`;
