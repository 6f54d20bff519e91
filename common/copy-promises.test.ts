import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COPY_PROMISES, PROMISE_WORDS, type CopyTopic } from './copy-promises';
import { repositoryRoot } from './repository.test-support';

const ROOT = repositoryRoot();

// The copy: every page and component, the emails, the default policies and the seeded content.
const COPY_FOLDERS = ['web/src', 'functions/src', 'scripts/seed'];
const COPY_FILES = ['common/default-policies.ts', 'common/late-fee.ts'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

type Line = { where: string; text: string };

// The words of a source file a reader can see: its string literals, templates and JSX text, read
// by the TypeScript parser (comments and code are not copy). A template's ${…} reads as {…}.
function visibleText(file: string, source: string): Line[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines: Line[] = [];
  const add = (node: ts.Node, text: string) => {
    const first = tree.getLineAndCharacterOfPosition(node.getStart()).line;
    text.split('\n').forEach((line, i) => lines.push({ where: `${file}:${first + i + 1}`, text: line.trim() }));
  };
  const visit = (node: ts.Node) => {
    // JSX text reads as one line, as the browser shows it (line breaks are spaces there).
    if (ts.isJsxText(node)) add(node, node.text.replace(/\s+/g, ' '));
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) add(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{…}'));
    else ts.forEachChild(node, visit);
  };
  visit(tree);
  return lines;
}

// Prose: four words in a row (a class list, a key or `late: ['fee']` is not a sentence).
const PROSE = /\b[a-z'’]+(?: [a-z'’]+){3}\b/i;
const proseLines = (file: string, source: string) => visibleText(file, source).filter((line) => PROSE.test(line.text));

/** The topics a line promises something about, and whether the registry covers it. */
function unkeptPromises(lines: readonly Line[]) {
  return lines.flatMap((line) => {
    const topics = (Object.keys(PROMISE_WORDS) as CopyTopic[]).filter((topic) => PROMISE_WORDS[topic].test(line.text));
    const covered = COPY_PROMISES.some((promise) => promise.says.test(line.text));
    return topics.length > 0 && !covered ? [`${line.where} (${topics.join(', ')}): ${line.text}`] : [];
  });
}

const copy = [...COPY_FOLDERS.flatMap(sourceFiles), ...COPY_FILES].flatMap((file) =>
  proseLines(file, readFileSync(join(ROOT, file), 'utf8')),
);

function declares(reference: string): boolean {
  const [file, name] = reference.split('#');
  const path = join(ROOT, file);
  if (!existsSync(path)) return false;
  const text = readFileSync(path, 'utf8');
  if (file.endsWith('.rules')) return text.includes(`match /${name}/`);
  return new RegExp(`export (?:async )?(?:function|const|class|type|interface) ${name}\\b`).test(text);
}

describe('the copy’s promises', () => {
  it('reads the copy it checks', () => {
    expect(copy.length).toBeGreaterThan(500);
    expect(copy.some((line) => line.where.startsWith('common/default-policies.ts'))).toBe(true);
    expect(copy.some((line) => line.where.startsWith('functions/src/bookings/'))).toBe(true);
  });

  it('every sentence that promises an email, a receipt, a reminder, a fee or tax is in the registry', () => {
    expect(unkeptPromises(copy)).toEqual([]);
  });

  it('every entry of the registry is kept by code that exists (or by a person, said so)', () => {
    const missing = COPY_PROMISES.flatMap((promise) =>
      promise.keptBy.flatMap((by) => ('code' in by && !declares(by.code) ? [`${promise.says}: ${by.code}`] : [])),
    );
    expect(missing).toEqual([]);
  });

  it('every entry is still needed by some sentence', () => {
    const unused = COPY_PROMISES.filter((promise) => !copy.some((line) => promise.says.test(line.text))).map((p) => String(p.says));
    expect(unused).toEqual([]);
  });

  it('catches a promise nothing keeps: payment reminders, a late fee, sales tax at checkout', () => {
    const made = [
      'If the balance has not arrived by its due date we send a friendly reminder.',
      'Payments more than three days late carry a late fee of $50.',
      'San Francisco sales tax applies to frames and prints and is shown before you confirm.',
      'We will email you a discount code every month.',
    ].map((text, i) => ({ where: `sample:${i}`, text }));
    const topics = unkeptPromises(made).map((line) => line.match(/\(([^)]*)\)/)?.[1]);
    expect(topics).toEqual(['email, reminder', 'fee', 'tax', 'email']);
  });
});
