// functions/package-lock.json, derived from the root lockfile. Cloud Build installs the functions
// folder on its own (`npm ci` there), without the workspace's root lockfile; with no lockfile of
// its own it would resolve every range afresh, and production would run versions no test ran.
// This takes exactly the packages the workspace install gave the functions, at the same versions
// and integrity, and lays them out as a standalone install of the functions folder would.
//   npm run lock:functions           writes it (after changing functions/package.json and npm install)
//   tests/deploy/functions-lockfile.test.ts fails when the committed file is not what this derives.

const WORKSPACE = 'functions';

const dependenciesOf = (entry, withDev) => ({
  ...entry.dependencies,
  ...(withDev ? entry.devDependencies : {}),
  ...entry.optionalDependencies,
  ...entry.peerDependencies,
});

/** Where Node would find `name` from the package at `from` in the root lockfile's tree, or null. */
function resolveIn(packages, from, name) {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate] && !packages[candidate].link) return candidate;
    if (!base) return null;
    const nested = base.lastIndexOf('/node_modules/');
    base = nested >= 0 ? base.slice(0, nested) : '';
  }
}

/**
 * The functions' lockfile (an object, lockfileVersion 3) from the root one. Each package keeps its
 * root entry (version, resolved, integrity, …); it goes to node_modules/<name>, or, where another
 * version holds that place, under the package that needs it.
 */
export function deriveFunctionsLockfile(rootLock, manifest) {
  const packages = rootLock.packages;
  const workspace = packages[WORKSPACE];
  if (!workspace) throw new Error(`The root lockfile has no "${WORKSPACE}" workspace: run npm install.`);
  const placed = new Map(); // standalone path → root path
  const standalonePathOf = new Map(); // root path → standalone path
  const missing = [];

  // Breadth first from the functions' own dependencies: those nearest the root take the top places.
  const queue = Object.keys(dependenciesOf(manifest, true))
    .sort()
    .map((name) => ({ from: WORKSPACE, fromStandalone: '', name, optional: Boolean(manifest.peerDependencies?.[name]) }));
  while (queue.length > 0) {
    const { from, fromStandalone, name, optional } = queue.shift();
    const rootPath = resolveIn(packages, from, name);
    if (!rootPath) {
      if (!optional) missing.push(`${from} needs ${name}`);
      continue;
    }
    let target = standalonePathOf.get(rootPath);
    if (!target || !isVisibleFrom(placed, target, fromStandalone, name)) {
      target = placeFor(placed, rootPath, fromStandalone, name, packages);
      if (placed.get(target) !== rootPath) {
        placed.set(target, rootPath);
        standalonePathOf.set(rootPath, target);
        const entry = packages[rootPath];
        // An optional peer is the user's to install; npm ci leaves it out.
        const optionalPeers = Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional);
        const dependencies = Object.keys(dependenciesOf(entry, false)).filter((name) => !optionalPeers.some(([peer]) => peer === name));
        for (const dependency of dependencies.sort())
          queue.push({
            from: rootPath,
            fromStandalone: target,
            name: dependency,
            optional: Boolean(entry.optionalDependencies?.[dependency]),
          });
      }
    }
  }
  if (missing.length > 0) throw new Error(`The root lockfile lacks what the functions need: ${missing.join('; ')}`);

  const result = {
    name: manifest.name,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': {
        name: manifest.name,
        ...(manifest.dependencies ? { dependencies: manifest.dependencies } : {}),
        ...(manifest.devDependencies ? { devDependencies: manifest.devDependencies } : {}),
        ...(manifest.engines ? { engines: manifest.engines } : {}),
      },
    },
  };
  for (const target of [...placed.keys()].sort()) {
    // The root's dev flags describe the workspace as a whole, not the functions: npm ci installs
    // every entry either way, and a package wrongly marked dev would be left out of production.
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = packages[placed.get(target)];
    result.packages[target] = entry;
  }
  return result;
}

/** Whether `name` at `target` is what Node finds from `fromStandalone`. */
function isVisibleFrom(placed, target, fromStandalone, name) {
  let base = fromStandalone;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (placed.has(candidate)) return candidate === target;
    if (!base) return false;
    const nested = base.lastIndexOf('/node_modules/');
    base = nested >= 0 ? base.slice(0, nested) : '';
  }
}

/** The top place when it is free or already this package; otherwise under the package that needs it. */
function placeFor(placed, rootPath, fromStandalone, name, packages) {
  const top = `node_modules/${name}`;
  const holder = placed.get(top);
  if (!holder || holder === rootPath || packages[holder].version === packages[rootPath].version) return top;
  return `${fromStandalone}/node_modules/${name}`;
}

export const lockfileText = (lock) => `${JSON.stringify(lock, null, 2)}\n`;
