import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminPaths, paths } from '../../../common/paths';

// The functions take their routes from common/paths.ts and their formats from common/format.ts,
// so an email never drifts from the site. Read the sources, as a reviewer would.

const SRC = join(__dirname, '../../src');
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ file, code: readFileSync(join(SRC, file), 'utf8') }));
const routes = [...Object.values(paths), ...Object.values(adminPaths)].filter((path) => path !== '/').map((path) => path.split('/:')[0]);

describe('functions/src', () => {
  it('is read', () => {
    expect(sources.map((s) => s.file)).toContain('lib/email/build-email.ts');
  });

  it('writes no route of the site itself', () => {
    const literals = sources.flatMap(({ file, code }) =>
      routes
        .filter((route) => new RegExp(`['"\`]${route.replace(/[/-]/g, '\\$&')}(?=[/'"\`?$])`).test(code))
        .map((route) => `${file}: ${route}`),
    );
    expect(literals).toEqual([]);
  });

  it('makes no formatter of its own', () => {
    expect(sources.filter(({ code }) => /Intl\.(NumberFormat|DateTimeFormat)|toLocale(Date)?String/.test(code)).map((s) => s.file)).toEqual(
      [],
    );
  });
});
