import { useEffect } from 'react';
import { STUDIO } from '@common/studio';

/** Sets the document title ("Page — Style & Story") and meta description for a route. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title ? `${title} — ${STUDIO.name}` : `${STUDIO.name} — Photography & Event Styling`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
