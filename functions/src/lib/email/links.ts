import type { Link } from './description';
import { safeUrl } from './html';

/** The absolute address of a link, or undefined for an outside address that is not http(s) (javascript:, data:). */
export function resolveLink(link: Link, site: string): string | undefined {
  return 'path' in link ? `${site}${link.path}` : safeUrl(link.url);
}
