// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contactMessageSchema, userSchema } from '@common/schemas';
import { combine, failure, LOADING, mapResult, parseDocuments, success } from './result';

afterEach(() => vi.restoreAllMocks());

// The two documents of issue 21: anonymous visitors and customers could store them, the schemas refuse them.
const createdAt = new Date('2026-11-20T10:00:00Z');
const message = (id: string, email: string) => ({
  id,
  path: `contactMessages/${id}`,
  data: { name: 'Ada', email, phone: '', subject: 'Wedding', message: 'We are planning a June wedding.', createdAt },
});

describe('parseDocuments', () => {
  it('keeps the valid rows of a list with one poisoned document and sets the poisoned one aside', () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const poisoned = message('m2', 'ada@example.c');
    const { data, invalid } = parseDocuments(contactMessageSchema, [
      message('m1', 'ada@example.com'),
      poisoned,
      message('m3', 'bo@example.org'),
    ]);
    expect(data.map((row) => row.id)).toEqual(['m1', 'm3']);
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toMatchObject({ id: 'm2', path: 'contactMessages/m2', data: poisoned.data });
    expect(invalid[0].problems).toEqual([expect.stringMatching(/^email: /)]);
    expect(reported).toHaveBeenCalledWith(expect.stringContaining('Invalid document contactMessages/m2: email: '));
  });

  it('names every refused field of a customer record (a phone one character too long)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const record = { email: 'ada@example.com', name: 'Ada', phone: '1'.repeat(31), avatar: '', role: 'customer', createdAt };
    const { data, invalid } = parseDocuments(userSchema, [{ id: 'u1', path: 'users/u1', data: record }]);
    expect(data).toEqual([]);
    expect(invalid[0].problems).toEqual([expect.stringMatching(/^phone: .*30/)]);
  });

  it('reports a refused document once however often a live list answers again', () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const schema = z.object({ n: z.number() });
    const bad = [{ id: 'once', path: 'x/once', data: { n: 'one' } }];
    parseDocuments(schema, bad);
    parseDocuments(schema, bad);
    expect(reported.mock.calls.filter(([line]) => String(line).includes('x/once'))).toHaveLength(1);
  });

  it('turns stored timestamps into Dates through the schema, with the id beside the fields', () => {
    const stamp = { toDate: () => createdAt };
    const { data } = parseDocuments(contactMessageSchema, [
      { ...message('m1', 'ada@example.com'), data: { ...message('m1', 'ada@example.com').data, createdAt: stamp } },
    ]);
    expect(data[0]).toMatchObject({ id: 'm1', createdAt });
  });
});

describe('combine', () => {
  const bad = { id: 'b', path: 'x/b', problems: ['n: wrong'], data: {} };
  it('is loading while any read is, and an error as soon as one failed', () => {
    expect(combine(success(1), LOADING).status).toBe('loading');
    const refused = new Error('denied');
    expect(combine(LOADING, failure(refused))).toMatchObject({ status: 'error', error: refused });
  });

  it('gives all the data together, and every refused document of each', () => {
    expect(combine(success([1], [bad]), success('a'))).toEqual({ status: 'success', data: [[1], 'a'], invalid: [bad] });
  });
});

describe('mapResult', () => {
  it('reshapes the data and keeps the refused documents; loading and errors pass through', () => {
    const bad = { id: 'b', path: 'x/b', problems: ['n: wrong'], data: {} };
    expect(mapResult(success([1, 2], [bad]), (rows) => rows.length)).toEqual({ status: 'success', data: 2, invalid: [bad] });
    expect(mapResult(LOADING, () => 1)).toBe(LOADING);
  });
});
