#!/usr/bin/env node
// `npm run lint` step: every export of web/src, common and functions/src is imported somewhere
// (tests count), so dead code cannot hide behind an `export`. It reads the code with the
// TypeScript compiler of each tsconfig (their aliases resolve as tsc resolves them).
// knip does the same job, but its native parser cannot be locked for `npm ci` here.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PROJECTS = ['web/tsconfig.json', 'functions/tsconfig.json', 'tests/tsconfig.json', 'tsconfig.json'];
/** Whose exports must be used. */
const CHECKED = /^(web\/src|common|functions\/src)\//;
const NOT_CHECKED = /\.(test|test-data)\.tsx?$|\.d\.ts$|^web\/src\/testing\//;
/** Entry points: their exports are what a runtime or a tool calls. */
const ENTRIES = new Set([
  'functions/src/index.ts',
  'web/src/app/main.tsx',
  'web/src/app/prerender.tsx',
  // Stands in for SDKs reactfire imports (web/vite.config.ts aliases them here).
  'web/src/firebase/unused-sdks.ts',
]);
/** Plain JavaScript that imports TypeScript (scripts, configs): an import there uses the whole module. */
const JS_DIRS = ['scripts', 'web/e2e', 'tests', '.'];

const rel = (file) => relative(ROOT, file).split('\\').join('/');
const used = new Map(); // file → Set of export names, or '*'
const starExports = new Map(); // file → files it re-exports with `export *`
const exportsOf = new Map(); // checked file → its export names

const use = (file, name) => {
  const names = used.get(file) ?? used.set(file, new Set()).get(file);
  if (names.has(name) || names.has('*')) return;
  names.add(name);
  // A barrel's `export *`: the name is used where it is defined.
  for (const target of starExports.get(file) ?? []) use(target, name);
};

function readProject(configPath) {
  const absolute = join(ROOT, configPath);
  let config;
  try {
    config = ts.readConfigFile(absolute, ts.sys.readFile);
  } catch {
    return;
  }
  if (config.error) return;
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(absolute));
  const program = ts.createProgram(parsed.fileNames, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const resolve = (specifier, from) => ts.resolveModuleName(specifier, from, parsed.options, ts.sys).resolvedModule?.resolvedFileName;

  for (const source of program.getSourceFiles()) {
    const file = rel(source.fileName);
    if (file.startsWith('..') || file.includes('node_modules/')) continue;
    if (CHECKED.test(file) && !NOT_CHECKED.test(file) && !exportsOf.has(file)) {
      const moduleSymbol = checker.getSymbolAtLocation(source);
      const own = moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name) : [];
      exportsOf.set(file, { own, source, checker });
    }
    const visit = (node) => {
      const specifier =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : ts.isCallExpression(node) &&
              (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
                (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'importActual') ||
                (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'mock')) &&
              node.arguments[0] &&
              ts.isStringLiteral(node.arguments[0])
            ? node.arguments[0].text
            : ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)
              ? node.argument.literal.text
              : undefined;
      if (specifier !== undefined) {
        const target = resolve(specifier, source.fileName);
        if (target) record(node, rel(target), file);
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(source, visit);
  }
}

function record(node, target, from) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return use(target, '*'); // import './side-effect'
    if (clause.name) use(target, 'default');
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) use(target, '*');
    if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) use(target, (e.propertyName ?? e.name).text);
  } else if (ts.isExportDeclaration(node)) {
    if (!node.exportClause) {
      const list = starExports.get(from) ?? starExports.set(from, new Set()).get(from);
      list.add(target);
      for (const name of used.get(from) ?? []) use(target, name);
    } else if (ts.isNamedExports(node.exportClause)) {
      for (const e of node.exportClause.elements) use(target, (e.propertyName ?? e.name).text);
    } else use(target, '*');
  } else if (ts.isImportTypeNode(node)) {
    use(target, node.qualifier && ts.isIdentifier(node.qualifier) ? node.qualifier.text : '*');
  } else use(target, '*'); // import(), vi.mock, vi.importActual
}

/** JavaScript files outside the projects (scripts, configs): each import uses the whole module. */
function readJavaScript() {
  const files = JS_DIRS.flatMap((dir) => walk(join(ROOT, dir), dir === '.'));
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of info.importedFiles) {
      const target = ts.resolveModuleName(fileName, file, { moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: true }, ts.sys)
        .resolvedModule?.resolvedFileName;
      if (target) use(rel(target), '*');
    }
  }
}

function walk(dir, shallow) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shallow || entry.name === 'node_modules' ? [] : walk(path, false);
    return /\.(mjs|cjs|js|mts)$/.test(entry.name) ? [path] : [];
  });
}

for (const project of PROJECTS) readProject(project);
readJavaScript();

const unused = [];
for (const [file, { own }] of exportsOf) {
  if (ENTRIES.has(file)) continue;
  const names = used.get(file) ?? new Set();
  if (names.has('*')) continue;
  const fromStars = new Set([...(starExports.get(file) ?? [])].flatMap((target) => exportsOf.get(target)?.own ?? []));
  for (const name of own) if (!names.has(name) && !fromStars.has(name)) unused.push(`${file}: ${name}`);
}

if (unused.length) {
  console.error(`${unused.length} exports nothing imports (remove them, or the export keyword):`);
  for (const line of unused.sort()) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`0 unused exports in ${exportsOf.size} files of web/src, common and functions/src`);
