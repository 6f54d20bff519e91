// Import resolver for eslint-plugin-boundaries: the web aliases of web/tsconfig.json (`@/`, `@common/`),
// then Node's resolution with TypeScript extensions. A local file rather than
// eslint-import-resolver-typescript, whose native bindings for other platforms `npm ci` cannot lock here.
'use strict';

const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const root = path.resolve(__dirname, '..');
const aliases = [
  ['@/', path.join(root, 'web/src/')],
  ['@common/', path.join(root, 'common/')],
];
const extensions = ['.ts', '.tsx', '.mjs', '.js', '.json'];

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const alias = aliases.find(([prefix]) => source.startsWith(prefix));
  const target = alias ? alias[1] + source.slice(alias[0].length) : source;
  return nodeResolver.resolve(target, file, { extensions });
};
