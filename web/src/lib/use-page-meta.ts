import { useEffect } from 'react';
import { STUDIO } from '@common/studio';

const pageTitle = (title: string) => (title ? `${title} — ${STUDIO.name}` : `${STUDIO.name} — Photography & Event Styling`);

/** Prerendering reads the title and description the page asked for, to write them into its HTML. */
export const prerenderedMeta = { title: pageTitle(''), description: '' };

/** Sets the document title ("Page — Style & Story") and meta description for a route. */
export function usePageMeta(title: string, description: string) {
  if (import.meta.env.SSR) Object.assign(prerenderedMeta, { title: pageTitle(title), description });
  useEffect(() => {
    document.title = pageTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
