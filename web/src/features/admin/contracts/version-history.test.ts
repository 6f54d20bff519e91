// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ContractTemplate } from '@common/schemas/contracts';
import { historyRows } from './version-history';

const at = (day: number) => new Date(Date.UTC(2027, 0, day, 9));
const template: ContractTemplate = {
  name: 'Wedding agreement',
  body: 'Version three',
  version: 3,
  archived: false,
  createdAt: at(1),
  updatedAt: at(3),
};
const saved = (version: number) => ({ version, name: 'Wedding agreement', body: `Version ${version}`, savedAt: at(version) });

describe('historyRows', () => {
  it('lists every saved version newest first, the template’s own marked current', () => {
    const rows = historyRows(template, [saved(3), saved(2), saved(1)]);
    expect(rows.map((row) => [row.version, row.current, row.body])).toEqual([
      [3, true, 'Version 3'],
      [2, false, 'Version 2'],
      [1, false, 'Version 1'],
    ]);
  });

  it('adds the current text while its version document is on its way, and a first version kept nowhere without a text', () => {
    const rows = historyRows(template, [saved(2)]);
    expect(rows.map((row) => [row.version, row.current, row.body, row.at])).toEqual([
      [3, true, 'Version three', at(3)],
      [2, false, 'Version 2', at(2)],
      [1, false, null, at(1)],
    ]);
  });
});
