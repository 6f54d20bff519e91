import { blogPostPath, customPackagePath, packagePath, paths } from '@common/paths';
import { BLOGS, PACKAGES } from '../../../scripts/seed/index';

/** Every route of the spec's table a visitor can open signed out, plus the journal and a post. */
export const publicRoutes = [
  ...Object.values(paths).filter((path) => !path.includes(':') && !path.startsWith('/admin')),
  packagePath(PACKAGES[0].id),
  blogPostPath(BLOGS[0].data.slug),
  customPackagePath('a-link-for-someone'),
  '/this-page-does-not-exist',
];

/** Pages of a signed-in customer: they sign in, write and read the customer's own data. */
export const accountPaths: readonly string[] = [paths.booking, paths.frameBooking, paths.thankYou, paths.frameThankYou, paths.profile];
export const isAccountRoute = (route: string) => accountPaths.includes(route) || route.startsWith('/custom-package-users/');
