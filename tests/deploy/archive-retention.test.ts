import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseRetentionYears } from '../../common/archive-retention';
import { archiveRetention, archiveRetentionYearsFor, parseYears } from '../../scripts/lib/archive-retention.mts';
import { archiveRetentionYears } from '../../functions/src/archive/retention';
import { ARCHIVE_RETENTION_YEARS } from '../../functions/src/lib/params';

// Issue 38: the archive's retention years are one deploy setting, ARCHIVE_RETENTION_YEARS in
// functions/.env (a project's functions/.env.<project-id> wins), and every place that uses them
// reads it: the functions (the records' retainUntil), the web build (the privacy policy's words,
// prerendered), the deploy guide's bucket commands. This fails when one of them states its own.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const SETTING = Number(parseEnv(read('functions/.env')).ARCHIVE_RETENTION_YEARS);
const scratch = mkdtempSync(join(tmpdir(), 'archive-retention-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => {
  delete process.env.ARCHIVE_RETENTION_YEARS;
});

/** The source files under a folder (tests and built output aside). */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file) && !/(^|\/)(node_modules|lib|dist[^/]*)\//.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

describe('the archive’s retention years', () => {
  it('are stated in functions/.env, a whole number of years', () => {
    expect(Number.isInteger(SETTING) && SETTING >= 1).toBe(true);
  });

  it('are what the web build bakes into the policy, for every project, a project’s own file winning', () => {
    expect(archiveRetentionYearsFor(undefined)).toBe(SETTING);
    expect(archiveRetentionYearsFor('style-and-story-stand-in')).toBe(SETTING);
    const plugin = archiveRetention();
    const hook = plugin.config as (config: object, env: { mode: string; command: 'build' }) => { define: Record<string, string> };
    for (const mode of ['stand-in', 'production', 'test'])
      expect(hook({}, { mode, command: 'build' }).define.__ARCHIVE_RETENTION_YEARS__).toBe(String(SETTING));

    writeFileSync(join(scratch, '.env'), 'ARCHIVE_RETENTION_YEARS=5\n');
    writeFileSync(join(scratch, '.env.my-studio'), 'ARCHIVE_RETENTION_YEARS=9\n');
    expect(archiveRetentionYearsFor('my-studio', scratch)).toBe(9);
    expect(archiveRetentionYearsFor('another-studio', scratch)).toBe(5);
    writeFileSync(join(scratch, '.env'), '# no value\n');
    expect(() => archiveRetentionYearsFor(undefined, scratch)).toThrow(/ARCHIVE_RETENTION_YEARS must be a whole number .* not set/);
  });

  it('are read alike by the web build and the functions', () => {
    const verdict = (parse: (raw: string | undefined) => number, raw: string | undefined) => {
      try {
        return parse(raw);
      } catch (error) {
        return (error as Error).message;
      }
    };
    for (const raw of ['5', ' 12 ', '1', '100', undefined, '', '0', '101', '2.5', 'five', '-3'])
      expect(verdict(parseYears, raw), String(raw)).toBe(verdict(parseRetentionYears, raw));
  });

  it('are what the functions date archive records with: the param the CLI sets from the file, or the file itself outside the runtime', () => {
    expect(ARCHIVE_RETENTION_YEARS.name).toBe('ARCHIVE_RETENTION_YEARS');
    // No default in the code: a deploy without the setting is prompted for it rather than picking a number.
    expect((ARCHIVE_RETENTION_YEARS as unknown as { options: { default?: unknown } }).options.default).toBeUndefined();
    expect(archiveRetentionYears()).toBe(SETTING);
    process.env.ARCHIVE_RETENTION_YEARS = String(SETTING + 2);
    expect(archiveRetentionYears()).toBe(SETTING + 2);
    process.env.ARCHIVE_RETENTION_YEARS = 'many';
    expect(() => archiveRetentionYears()).toThrow(/ARCHIVE_RETENTION_YEARS must be a whole number/);
  });

  it('are stated nowhere else: no number in the code, the guide’s commands read the setting', () => {
    const code = [...sources('common'), ...sources('functions/src'), ...sources('web/src'), ...sources('scripts')];
    const stating = code.filter((file) => /ARCHIVE_RETENTION_YEARS\s*[=:]\s*\d|archiveYears:\s*\d|retention-period=\d/.test(read(file)));
    expect(stating).toEqual([]);
    const guide = read('docs/deploy.md');
    expect(guide).toContain('YEARS=$(npx tsx scripts/lib/archive-retention.mts <project-id>)');
    expect(guide).toContain('--retention-period="${YEARS}y"');
    expect(guide).toContain('"age": $((YEARS * 366))');
    expect(guide).not.toMatch(/--retention-period=\d|"age": 1830/);
  });
});
