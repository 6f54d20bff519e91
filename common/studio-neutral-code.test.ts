import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEMO_STUDIO_INPUT } from './demo-studio';
import { repositoryRoot } from './repository.test-support';

// Any studio, anywhere: where the studio works and how it writes dates and numbers are its
// settings (settings/studio.areaServed, locale), so no page, email or receipt may say them itself.
// This reads the code of the site, the functions and common/ (tests, test data and the demo
// studio's own data left out) and fails on
// - a place name in a string or in JSX text: the demo studio's area and the places its copy used
//   to name (common/area-served.ts fills in the studio's own);
// - a locale written as a string ('en-US', 'en'), and a format in the browser's or the server's
//   locale: toLocaleString() and its kind, an Intl format made without a locale. Only
//   common/locales.ts names locales; common/format.ts makes every format in the studio's.

const ROOT = repositoryRoot();
const FOLDERS = ['web/src', 'functions/src', 'common'];
/** The demo studio's data (scripts/seed is outside the folders read), and the one list of locales. */
const DEMO_DATA = ['common/demo-studio.ts'];
const LOCALE_LIST = 'common/locales.ts';

const PLACES = [
  ...DEMO_STUDIO_INPUT.areaServed.split(/ and (?:the )?/),
  'California',
  'Mission District',
  'Sonoma',
  'Napa',
  'Carmel',
  'Tahoe',
  'Golden Gate',
  'Oakland',
  'Palace of Fine Arts',
];
const PLACE = new RegExp(`\\b(?:${PLACES.join('|')})\\b`, 'i');
// A language tag, alone ('en') or with a region ('en-US', 'fr-FR'), inside a string or HTML's lang.
const LOCALE_TAG = /(?:^|[^\w-])[a-z]{2}-[A-Z]{2}(?:$|[^\w-])|^en$|\blang="[a-z]{2}/;
const INTL_FORMATS = new Set(['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat', 'ListFormat', 'PluralRules', 'DisplayNames']);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'testing' || name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test(?:-data|-support)?\.tsx?$|\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

type Finding = string;

function findings(file: string, source: string): Finding[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Finding[] = [];
  const lineOf = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const at = (node: ts.Node) => `${file}:${lineOf(node)}`;
  // Line by line: a policy is one template of a hundred lines, and the finding names its own.
  const text = (node: ts.Node, value: string) => {
    if (DEMO_DATA.includes(file)) return;
    value.split('\n').forEach((line, i) => {
      const where = `${file}:${lineOf(node) + i}`;
      if (PLACE.test(line)) found.push(`${where}: a place name: ${line.trim()}`);
      if (file !== LOCALE_LIST && LOCALE_TAG.test(line)) found.push(`${where}: a locale written in code: ${line.trim()}`);
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) text(node, node.text.replace(/\s+/g, ' '));
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      text(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{…}'));
      node.templateSpans.forEach((span) => visit(span.expression));
    } else {
      if (ts.isPropertyAccessExpression(node) && /^toLocale(?:Date|Time)?String$/.test(node.name.text)) {
        found.push(`${at(node)}: ${node.name.text}() writes in the machine's locale, not the studio's (common/format.ts)`);
      }
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && isIntlFormat(node.expression)) {
        const [locale] = node.arguments ?? [];
        // Intl.DateTimeFormat().resolvedOptions() asks the browser its zone: a question, not a format.
        const asked = ts.isPropertyAccessExpression(node.parent) && node.parent.name.text === 'resolvedOptions';
        if (!asked && (!locale || (ts.isIdentifier(locale) && locale.text === 'undefined'))) {
          found.push(`${at(node)}: an Intl format without a locale writes in the machine's (common/format.ts)`);
        }
      }
      ts.forEachChild(node, visit);
    }
  };
  visit(tree);
  return found;
}

const isIntlFormat = (expression: ts.Expression) =>
  ts.isPropertyAccessExpression(expression) &&
  ts.isIdentifier(expression.expression) &&
  expression.expression.text === 'Intl' &&
  INTL_FORMATS.has(expression.name.text);

const files = FOLDERS.flatMap(sourceFiles);

describe('the code names no place and no locale: the studio’s settings do', () => {
  it('reads the site, the functions and common/, without the tests and the demo studio’s data', () => {
    expect(files.length).toBeGreaterThan(400);
    expect(files).toEqual(
      expect.arrayContaining(['common/format.ts', 'functions/src/books/csv-export.ts', 'web/src/routes/public/home-page.tsx']),
    );
    expect(files.filter((file) => /\.test\.|test-data|test-support|web\/src\/testing\//.test(file))).toEqual([]);
  });

  it('finds a place name, a locale and a machine-locale format where they are written (the scan can fail)', () => {
    const sample = [
      `const hint = 'Palace of Fine Arts, e.g.';`,
      `const about = <p>Across San Francisco and the Bay Area.</p>;`,
      `const price = new Intl.NumberFormat('en-US', { style: 'currency', currency });`,
      `const html = \`<html lang="en">\`;`,
      `const day = moment.toLocaleDateString();`,
      `const list = new Intl.ListFormat();`,
      `const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;`,
    ].join('\n');
    expect(findings('web/src/sample.tsx', sample)).toEqual([
      'web/src/sample.tsx:1: a place name: Palace of Fine Arts, e.g.',
      'web/src/sample.tsx:2: a place name: Across San Francisco and the Bay Area.',
      'web/src/sample.tsx:3: a locale written in code: en-US',
      'web/src/sample.tsx:4: a locale written in code: <html lang="en">',
      "web/src/sample.tsx:5: toLocaleDateString() writes in the machine's locale, not the studio's (common/format.ts)",
      "web/src/sample.tsx:6: an Intl format without a locale writes in the machine's (common/format.ts)",
    ]);
  });

  it('no file names a place or a locale, or formats in the machine’s locale', () => {
    const found = files.flatMap((file) => findings(file, readFileSync(join(ROOT, file), 'utf8')));
    // The page every route starts from, before the app writes the studio's description.
    const shell = readFileSync(join(ROOT, 'web/index.html'), 'utf8')
      .split('\n')
      .flatMap((line, i) => (PLACE.test(line) ? [`web/index.html:${i + 1}: a place name: ${line.trim()}`] : []));
    expect([...found, ...shell]).toEqual([]);
  });
});
