import { useEffect } from 'react';
import { useStudio } from './studio-context';

/** "Page — Studio", or the studio's name and tagline for the home page (without settings: what there is). */
function pageTitle(title: string, studio: { name: string; tagline: string } | null): string {
  const home = [studio?.name, studio?.tagline].filter(Boolean).join(' — ');
  return title ? [title, studio?.name].filter(Boolean).join(' — ') : home;
}

/** Prerendering reads the title and description the page asked for, to write them into its HTML. */
export const prerenderedMeta = { title: '', description: '' };

/**
 * Sets the document title ("Page — Style & Story") and meta description for a route. `{studio}` in
 * the description stands for the studio's name.
 */
export function usePageMeta(title: string, describe: string) {
  const studio = useStudio();
  const full = pageTitle(title, studio);
  const description = describe.replaceAll('{studio}', studio?.name ?? 'the studio');
  if (import.meta.env.SSR) Object.assign(prerenderedMeta, { title: full, description });
  useEffect(() => {
    document.title = full;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [full, description]);
}
