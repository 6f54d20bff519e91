import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A route component loaded on demand from a module's named export. `preload` fetches it ahead:
 * a page whose script is already here renders at once (hydration, prefetched links) instead of
 * passing through the loading screen.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((module) => (loaded = module[name] as ComponentType));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Decided once per mount: switching from Lazy to the loaded component later would remount it.
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Lazy);
  }
  return Object.assign(Page, { preload });
}
