// `npm run structure` (part of lint): the shape of web/src in three figures, from dependency-cruiser
// and the layers in web/layers.mjs (rules in web/.dependency-cruiser.mjs). Fails when one passes its
// target: none of each.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../web/', import.meta.url));
const cli = fileURLToPath(new URL('../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url));

const figures = [
  { rule: 'layer-order', label: 'imports against the layer order', target: 0 },
  { rule: 'no-circular', label: 'circular dependencies', target: 0 },
  { rule: 'no-cross-feature', label: 'cross-feature imports', target: 0 },
];

// Run from web/: the tsconfig paths (@/, @common/) resolve from the working directory. The
// command exits non-zero on violations, which are what this script counts.
function cruise() {
  const args = [cli, 'src', '--config', '.dependency-cruiser.mjs', '--output-type', 'json'];
  try {
    return execFileSync(process.execPath, args, { cwd: web, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    if (error.stdout) return error.stdout;
    throw error;
  }
}

const { modules, summary } = JSON.parse(cruise());
let failed = false;
for (const { rule, label, target } of figures) {
  const found = summary.violations.filter((violation) => violation.rule.name === rule);
  const over = found.length > target;
  failed ||= over;
  console.log(`${found.length} ${label} (target ≤ ${target})${over ? ' ✗' : ''}`);
  for (const { from, to, cycle } of found) {
    const path = cycle ? [from, ...cycle.map((step) => step.name ?? step)].join(' → ') : `${from} → ${to}`;
    console.log(`    ${path}`);
  }
}
const own = modules.filter((module) => module.source.startsWith('src/'));
const imports = own.reduce((sum, module) => sum + module.dependencies.length, 0);
console.log(`(${own.length} files and their ${imports} imports in web/src; tests excluded)`);
process.exit(failed ? 1 : 0);
