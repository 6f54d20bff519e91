import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { decodeValue, runPublicQuery, usePublicQuery } from './public-read';
import { keyOf, type QuerySpec } from './query-spec';
import { resetServerState, seedAnswers } from './store';

// Firestore's REST endpoint is the edge here (no emulator in unit tests): fetch answers as
// runQuery would. web/e2e/public-catalogue.e2e.ts runs the same path against the emulator.
const schema = z.object({ title: z.string().trim(), order: z.number(), publishedAt: z.date().optional() });
const loadSchema = async () => schema;
const query: QuerySpec = { collection: 'services', where: [['active', '==', true]], orderBy: [['order', 'asc']], limit: 3 };

const doc = (id: string, fields: Record<string, unknown>) => ({
  document: { name: `projects/demo/databases/(default)/documents/services/${id}`, fields },
});
const answer = (rows: unknown[]) => new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetServerState();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('decodeValue', () => {
  it('turns Firestore REST values into what the SDK would give', () => {
    expect(decodeValue({ stringValue: 'a' })).toBe('a');
    expect(decodeValue({ integerValue: '42' })).toBe(42);
    expect(decodeValue({ doubleValue: 1.5 })).toBe(1.5);
    expect(decodeValue({ booleanValue: false })).toBe(false);
    expect(decodeValue({ nullValue: null })).toBeNull();
    expect(decodeValue({ timestampValue: '2026-03-14T17:00:00Z' })).toEqual(new Date('2026-03-14T17:00:00Z'));
    expect(
      decodeValue({
        mapValue: { fields: { sizes: { arrayValue: { values: [{ mapValue: { fields: { price: { integerValue: '90' } } } }] } } } },
      }),
    ).toEqual({ sizes: [{ price: 90 }] });
    expect(decodeValue({ arrayValue: {} })).toEqual([]);
  });
});

describe('usePublicQuery', () => {
  it('asks Firestore once, with the filters, order and limit of the query, and validates the answer', async () => {
    fetchMock.mockResolvedValue(answer([doc('s1', { title: { stringValue: ' Weddings ' }, order: { integerValue: '1' } })]));
    const { result } = renderHook(() => usePublicQuery(query, loadSchema));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([{ id: 's1', title: 'Weddings', order: 1 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(fetchMock.mock.calls[0][1].body);
    expect(body.structuredQuery).toEqual({
      from: [{ collectionId: 'services' }],
      where: { fieldFilter: { field: { fieldPath: 'active' }, op: 'EQUAL', value: { booleanValue: true } } },
      orderBy: [{ field: { fieldPath: 'order' }, direction: 'ASCENDING' }],
      limit: 3,
    });
  });

  it('asks for documents by id as references, next to the flag the rules check', async () => {
    fetchMock.mockResolvedValue(answer([]));
    const byIds: QuerySpec = {
      collection: 'gallery',
      where: [
        ['published', '==', true],
        ['__name__', 'in', ['a', 'b']],
      ],
    };
    const { result } = renderHook(() => usePublicQuery(byIds, loadSchema));
    await waitFor(() => expect(result.current.status).toBe('success'));
    const { where } = JSON.parse(fetchMock.mock.calls[0][1].body).structuredQuery;
    expect(where.compositeFilter.filters[1].fieldFilter).toEqual({
      field: { fieldPath: '__name__' },
      op: 'IN',
      value: {
        arrayValue: {
          values: [
            { referenceValue: 'projects/demo-style-and-story/databases/(default)/documents/gallery/a' },
            { referenceValue: 'projects/demo-style-and-story/databases/(default)/documents/gallery/b' },
          ],
        },
      },
    });
  });

  it("shows a prerendered page's answer at once (dates included), then Firestore's current one", async () => {
    const built = {
      [keyOf(query)]: { data: [{ id: 's1', title: 'Built', order: 1, publishedAt: { $date: '2026-03-14T17:00:00.000Z' } }] },
    };
    seedAnswers(JSON.stringify(built));
    fetchMock.mockResolvedValue(answer([doc('s2', { title: { stringValue: 'Now' }, order: { integerValue: '1' } })]));
    const { result } = renderHook(() => usePublicQuery(query, loadSchema));
    expect(result.current.data).toEqual([{ id: 's1', title: 'Built', order: 1, publishedAt: new Date('2026-03-14T17:00:00Z') }]);
    await waitFor(() => expect(result.current.data?.[0].title).toBe('Now'));
  });

  it('keeps the answer it knows, without loading the schema, while the documents are the ones it was made from', async () => {
    const built = [doc('s1', { title: { stringValue: 'Built' }, order: { integerValue: '1' } })];
    fetchMock.mockImplementation(async () => answer(built));
    const known = await runPublicQuery(query, loadSchema);
    const schemaLoads = vi.fn(loadSchema);
    expect(await runPublicQuery(query, schemaLoads, known)).toBe(known);
    expect(schemaLoads).not.toHaveBeenCalled();

    // An edited document or one more document: checked and answered anew.
    fetchMock.mockImplementation(async () => answer([doc('s1', { title: { stringValue: 'Edited' }, order: { integerValue: '1' } })]));
    const edited = await runPublicQuery(query, schemaLoads, known);
    expect(edited.data).toEqual([{ id: 's1', title: 'Edited', order: 1 }]);
    expect(edited.version).not.toBe(known.version);
    fetchMock.mockImplementation(async () =>
      answer([...built, doc('s2', { title: { stringValue: 'New' }, order: { integerValue: '2' } })]),
    );
    expect((await runPublicQuery(query, schemaLoads, known)).data).toHaveLength(2);
    expect(schemaLoads).toHaveBeenCalledTimes(2);
  });

  it('hydrates a prerendered answer and keeps it, unchecked, when Firestore still has the same documents', async () => {
    const built = [doc('s1', { title: { stringValue: ' Built ' }, order: { integerValue: '1' } })];
    fetchMock.mockImplementation(async () => answer(built));
    const { version } = await runPublicQuery(query, loadSchema);
    resetServerState();
    seedAnswers(JSON.stringify({ [keyOf(query)]: { data: [{ id: 's1', title: 'Built', order: 1 }], version } }));
    const schemaLoads = vi.fn(loadSchema);
    const { result } = renderHook(() => usePublicQuery(query, schemaLoads));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(result.current.data).toEqual([{ id: 's1', title: 'Built', order: 1 }]);
    expect(schemaLoads).not.toHaveBeenCalled();
  });

  it('shares one request between components asking the same question at once', async () => {
    fetchMock.mockResolvedValue(answer([]));
    const first = renderHook(() => usePublicQuery(query, loadSchema));
    const second = renderHook(() => usePublicQuery(query, loadSchema));
    await waitFor(() => expect(second.result.current.status).toBe('success'));
    expect(first.result.current.status).toBe('success');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a query that is not needed yet', async () => {
    renderHook(() => usePublicQuery(null, loadSchema));
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves out and reports a document its schema refuses; the others still show', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      answer([doc('good', { title: { stringValue: 'Ok' }, order: { integerValue: '1' } }), doc('bad', { title: { integerValue: '7' } })]),
    );
    const { result } = renderHook(() => usePublicQuery(query, loadSchema));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.map((item) => item.id)).toEqual(['good']);
    expect(result.current.invalid).toEqual([
      {
        id: 'bad',
        path: 'services/bad',
        problems: ['title: Invalid input: expected string, received number', 'order: Invalid input: expected number, received undefined'],
        data: { title: 7 },
      },
    ]);
    expect(reported).toHaveBeenCalledWith(expect.stringContaining('Invalid document services/bad'));
  });

  it('keeps showing the last answer when Firestore cannot be reached', async () => {
    seedAnswers(JSON.stringify({ [keyOf(query)]: { data: [{ id: 's1', title: 'Built', order: 1 }] } }));
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => usePublicQuery(query, loadSchema));
    await waitFor(() => expect(warned).toHaveBeenCalled());
    expect(result.current.data).toEqual([{ id: 's1', title: 'Built', order: 1 }]);
  });

  it('reports an error, for the section to say so, when there is nothing to show', async () => {
    fetchMock.mockResolvedValue(new Response('denied', { status: 403 }));
    const { result } = renderHook(() => usePublicQuery(query, loadSchema));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toMatch(/refused to list services \(403\)/);
  });
});
