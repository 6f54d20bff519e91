// Renders the studio's artwork into web/public: every picture the seed refers to, the logo and
// the favicon. Output is deterministic (seeded by each picture's path), so re-running it changes
// nothing in git unless the drawing code changed.
//   npx tsx scripts/make-images.ts [--sheet /tmp/contact-sheet.html]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { faviconSvg, logoSvg, MARK_DARK_BACKGROUND, MARK_LIGHT_BACKGROUND } from './seed/art/logo';
import { rngFor, svgDocument } from './seed/art/svg';
import { IMAGES, imagePath, type ImageKey } from './seed/images';

export const PUBLIC_DIR = fileURLToPath(new URL('../web/public', import.meta.url));

export function renderImage(key: ImageKey): string {
  const spec = IMAGES[key];
  const scene = spec.draw({ rng: rngFor(key), w: spec.width, h: spec.height });
  return svgDocument({ width: spec.width, height: spec.height, title: spec.title, defs: scene.defs, body: scene.body });
}

/** Every file this script writes, keyed by its path under web/public. */
export function renderAll(): Map<string, string> {
  const files = new Map<string, string>();
  for (const key of Object.keys(IMAGES) as ImageKey[]) files.set(imagePath(key).slice(1), renderImage(key));
  files.set('images/logo.svg', logoSvg(MARK_LIGHT_BACKGROUND));
  files.set('images/logo-light.svg', logoSvg(MARK_DARK_BACKGROUND));
  files.set('favicon.svg', faviconSvg());
  return files;
}

function contactSheet(files: Map<string, string>, sheetPath: string): string {
  const cells = [...files.keys()]
    .map((p) => `<figure><img src="${relative(dirname(sheetPath), join(PUBLIC_DIR, p))}"><figcaption>${p}</figcaption></figure>`)
    .join('');
  return `<!doctype html><style>body{margin:0;padding:16px;background:#1c1b1f;color:#ccc;font:12px sans-serif;display:flex;flex-wrap:wrap;gap:12px}figure{margin:0}img{height:220px;display:block}</style>${cells}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = renderAll();
  let total = 0;
  for (const [path, svg] of files) {
    const out = join(PUBLIC_DIR, path);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, svg);
    total += Buffer.byteLength(svg);
  }
  console.log(`Wrote ${files.size} SVG files under web/public (${(total / 1024).toFixed(1)} KB in total).`);
  const sheet = process.argv.indexOf('--sheet');
  if (sheet > 0 && process.argv[sheet + 1]) {
    writeFileSync(process.argv[sheet + 1], contactSheet(files, process.argv[sheet + 1]));
    console.log(`Contact sheet: ${process.argv[sheet + 1]}`);
  }
}
