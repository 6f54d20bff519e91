import { lazy, type ComponentType } from 'react';

/** A route component loaded on demand from a module's named export. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
