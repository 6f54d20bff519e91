// The layers of web/src, top to bottom. A file imports from its own layer or from any layer below
// it, never from one above; a feature never imports another feature. eslint.config.mjs enforces
// this on every lint (eslint-plugin-boundaries) and web/.dependency-cruiser.mjs measures it
// (`npm run structure`): both read this list. Tests and web/src/testing/ may import anything.
// Folders are relative to web/src.
export const layers = [
  // main, providers, router and route objects: the top, imported by nothing.
  { name: 'app', folder: 'app' },
  // Thin route components: they read the address and compose features.
  { name: 'routes', folder: 'routes' },
  // What a screen needs; each folder in `featureFolders` is one feature.
  { name: 'features', folder: 'features' },
  // Shared: who is signed in, signing in and out, the guards by role.
  { name: 'session', folder: 'session' },
  // Shared UI: ui/ primitives, form/ and crud/ kits, catalogue/ cards, admin/ screen kit.
  { name: 'components', folder: 'components' },
  // The only code that reads or writes Firestore.
  { name: 'data', folder: 'data' },
  // Plain helpers and shared copy, without React state or Firebase.
  { name: 'lib', folder: 'lib' },
  // The ground floor: Firebase config, the app, Auth and Firestore instances, their providers.
  { name: 'firebase', folder: 'firebase' },
  // Shared with the functions: schemas, route table, formats.
  { name: 'common', folder: '../../common' },
];

/** One feature per folder: features/admin/<name>/ for the owner's screens, features/<name>/ otherwise. */
export const featureFolders = ['features/admin/*', 'features/*'];

const indexOf = (name) => layers.findIndex((layer) => layer.name === name);
/** The layers `name` may import from, besides its own folder (a feature: its own feature folder). */
export const layersBelow = (name) => layers.slice(indexOf(name) + 1);
/** The layers `name` must never import from. */
export const layersAbove = (name) => layers.slice(0, indexOf(name));
