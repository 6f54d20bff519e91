// The layers of web/src as dependency-cruiser sees them, run from web/ (scripts/structure.mjs):
// the same list eslint.config.mjs enforces (web/layers.mjs); this file measures it.
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureFolders, layers, layersAbove, layersBelow } from './layers.mjs';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pathOf = (layer) => escape(`${posix.normalize(`src/${layer.folder}`)}/`);
const anyOf = (list) => `^(${list.map(pathOf).join('|')})`;

/** One rule per layer: nothing it imports may sit above it. */
const layerOrder = layers
  .filter((layer) => layersAbove(layer.name).length > 0)
  .map((layer) => ({
    name: 'layer-order',
    comment: `${layer.name} imports from itself and below only: ${layersBelow(layer.name)
      .map((below) => below.name)
      .join(', ')}`,
    severity: 'error',
    from: { path: anyOf([layer]) },
    to: { path: anyOf(layersAbove(layer.name)) },
  }));

// features/admin/* before features/*: the first alternative that fits names the feature.
const feature = `^src/(${featureFolders.map((glob) => escape(glob).replace('\\*', '[^/]+')).join('|')})/`;

export default {
  forbidden: [
    ...layerOrder,
    {
      name: 'no-cross-feature',
      comment: 'A feature imports shared layers only, never another feature.',
      severity: 'error',
      from: { path: feature },
      to: { path: '^src/features/', pathNot: '^src/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(src|\\.\\./common)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and their helpers may reach anywhere; the layers describe the shipped code.
    exclude: { path: ['\\.test\\.tsx?$', '\\.test-data\\.ts$', '^src/testing/', '\\.d\\.ts$'] },
    // Type-only imports are part of the picture too: they tie a file to the layer it names.
    tsPreCompilationDeps: true,
    // Absolute: TypeScript 6 finds no files from a relative config name. The paths in it resolve
    // from the working directory, hence running from web/.
    tsConfig: { fileName: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js'] },
  },
};
