import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The web's server entry (web/src/app/site-server.tsx), which the web build writes into
// functions/site-renderer/ (scripts/prerender.mts) with the HTML template of that same build: the
// page function renders with the site's own components, never a copy of them.

type SiteResponse = { status: number; headers: Record<string, string>; body: string };
type Renderer = {
  handleSiteRequest(method: string, path: string, template: string): Promise<SiteResponse>;
  /** Headers every Firestore read of the renders sends (the App Check token). */
  setServerReadHeaders(headers: Record<string, string>): void;
};

// lib/functions/src/site/ → functions/site-renderer/
const SITE_RENDERER_DIR = join(__dirname, '../../../../site-renderer');

let loaded: Promise<{ renderer: Renderer; template: string }> | undefined;

/** Loads the renderer once per instance (its first request pays for it, never the other functions' cold starts). */
export function loadSiteRenderer(dir = SITE_RENDERER_DIR) {
  loaded ??= Promise.all([
    import(pathToFileURL(join(dir, 'site-server.js')).href) as Promise<Renderer>,
    readFile(join(dir, 'template.html'), 'utf8'),
  ]).then(
    ([renderer, template]) => ({ renderer, template }),
    (error: unknown) => {
      loaded = undefined;
      throw new Error(`The page renderer is missing from ${dir}: build the web app (npm run build) before deploying. ${String(error)}`);
    },
  );
  return loaded;
}
