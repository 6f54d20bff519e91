import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answer, InvalidDocument } from './result';
import { resetServerState, seedAnswers, useServerState, type Source } from './store';

/** A live source the test drives by hand: every listener it starts, with its answer, fail and stop. */
function liveSource<T>(key: string) {
  const listeners: { answer: (a: Answer<T>) => void; fail: (e: Error) => void; stop: ReturnType<typeof vi.fn> }[] = [];
  const source: Source<T> = {
    key,
    listen: (answer, fail) => {
      const stop = vi.fn();
      listeners.push({ answer, fail, stop });
      return stop;
    },
  };
  return { source, listeners };
}
const answer = <T,>(data: T, invalid: InvalidDocument[] = []): Answer<T> => ({ data, invalid });
/** Lets the deferred stop of a listener nobody shows run. */
const settle = () => act(async () => {});

afterEach(() => {
  resetServerState();
  vi.restoreAllMocks();
});

describe('useServerState with a live source', () => {
  it('is loading until the first answer, then follows every update', () => {
    const { source, listeners } = liveSource<string[]>('bookings?userId=a');
    const { result } = renderHook(() => useServerState(source));
    expect(result.current.status).toBe('loading');
    act(() => listeners[0].answer(answer(['b1'])));
    expect(result.current).toEqual({ status: 'success', data: ['b1'], invalid: [] });
    act(() => listeners[0].answer(answer(['b1', 'b2'])));
    expect(result.current.data).toEqual(['b1', 'b2']);
  });

  it('keeps the documents a source set aside beside its data', () => {
    const { source, listeners } = liveSource<string[]>('messages');
    const bad = { id: 'm2', path: 'contactMessages/m2', problems: ['email: Invalid email address'], data: { email: 'a@b.c' } };
    const { result } = renderHook(() => useServerState(source));
    act(() => listeners[0].answer(answer(['m1'], [bad])));
    expect(result.current).toEqual({ status: 'success', data: ['m1'], invalid: [bad] });
  });

  it('reports a refusal as an error state instead of throwing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { source, listeners } = liveSource<string>('x');
    const { result } = renderHook(() => useServerState(source));
    const refusal = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    act(() => listeners[0].fail(refusal));
    expect(result.current).toEqual({ status: 'error', data: undefined, error: refusal, invalid: [] });
  });

  it('shares one listener between the screens showing the same question', () => {
    const { source, listeners } = liveSource<string>('users/a');
    const first = renderHook(() => useServerState(source));
    const second = renderHook(() => useServerState(source));
    expect(listeners).toHaveLength(1);
    act(() => listeners[0].answer(answer('Ada')));
    expect(first.result.current.data).toBe('Ada');
    expect(second.result.current.data).toBe('Ada');
  });

  it('starts a fresh listener for a new key, forgetting the old answer and error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = liveSource<string>('users/a');
    const b = liveSource<string>('users/b');
    const { result, rerender } = renderHook(({ source }) => useServerState(source), { initialProps: { source: a.source } });
    act(() => a.listeners[0].fail(new Error('denied')));
    rerender({ source: b.source });
    expect(result.current.status).toBe('loading');
    await settle();
    expect(a.listeners[0].stop).toHaveBeenCalledTimes(1);
    act(() => b.listeners[0].answer(answer('Grace')));
    expect(result.current).toEqual({ status: 'success', data: 'Grace', invalid: [] });
  });

  it('stops listening once no screen shows it, and forgets an error with it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { source, listeners } = liveSource<string>('softCopies?userId=a');
    const { unmount } = renderHook(() => useServerState(source));
    act(() => listeners[0].fail(new Error('Missing or insufficient permissions.')));
    unmount();
    await settle();
    expect(listeners[0].stop).toHaveBeenCalledTimes(1);
    const again = renderHook(() => useServerState(source));
    expect(again.result.current.status).toBe('loading');
    expect(listeners).toHaveLength(2);
  });

  it('keeps the listener when a screen hands the same question to the next one at once', async () => {
    const { source, listeners } = liveSource<string>('bookings/b1');
    const first = renderHook(() => useServerState(source));
    act(() => listeners[0].answer(answer('b1')));
    first.unmount();
    const next = renderHook(() => useServerState(source));
    await settle();
    expect(listeners).toHaveLength(1);
    expect(listeners[0].stop).not.toHaveBeenCalled();
    expect(next.result.current.data).toBe('b1');
  });

  it('asks nothing for a null source', () => {
    const { result } = renderHook(() => useServerState<string>(null));
    expect(result.current.status).toBe('loading');
  });
});

describe('useServerState with a fetch source', () => {
  it('shows the answer a prerendered page was built with at once, then asks again', async () => {
    seedAnswers(JSON.stringify({ services: { data: [{ id: 's1', at: { $date: '2026-03-14T17:00:00.000Z' } }] } }));
    const fetch = vi.fn(async () => answer([{ id: 's2', at: new Date('2026-03-15T00:00:00Z') }]));
    const { result } = renderHook(() => useServerState({ key: 'services', fetch }));
    expect(result.current.data).toEqual([{ id: 's1', at: new Date('2026-03-14T17:00:00Z') }]);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.data).toEqual([{ id: 's2', at: new Date('2026-03-15T00:00:00Z') }]);
  });

  it('gives an error to the visit that met it; a later visit asks again and waits', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async (): Promise<Answer<string>> => {
      throw new Error('offline');
    });
    const first = renderHook(() => useServerState({ key: 'faqs', fetch }));
    await settle();
    expect(first.result.current.error?.message).toBe('offline');
    first.unmount();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 1000);
    fetch.mockImplementation(() => new Promise(() => {}));
    const later = renderHook(() => useServerState({ key: 'faqs', fetch }));
    expect(later.result.current.status).toBe('loading');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
