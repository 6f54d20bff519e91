import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLive } from './live';

/** A fake listener the test drives by hand. */
function fakeSource<T>() {
  const calls: { next: (v: T) => void; fail: (e: Error) => void; unsubscribe: ReturnType<typeof vi.fn> }[] = [];
  const subscribe = (next: (v: T) => void, fail: (e: Error) => void) => {
    const unsubscribe = vi.fn();
    calls.push({ next, fail, unsubscribe });
    return unsubscribe;
  };
  return { subscribe, calls };
}

describe('useLive', () => {
  it('is loading until the first answer, then follows every update', async () => {
    const source = fakeSource<string[]>();
    const { result } = renderHook(() => useLive('bookings?userId=a', source.subscribe));
    expect(result.current.status).toBe('loading');
    act(() => source.calls[0].next(['b1']));
    expect(result.current).toEqual({ status: 'success', data: ['b1'] });
    act(() => source.calls[0].next(['b1', 'b2']));
    expect(result.current.data).toEqual(['b1', 'b2']);
  });

  it('reports a refusal as an error state instead of throwing', async () => {
    const source = fakeSource<string>();
    const { result } = renderHook(() => useLive('x', source.subscribe));
    const refusal = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    act(() => source.calls[0].fail(refusal));
    expect(result.current).toEqual({ status: 'error', data: undefined, error: refusal });
  });

  it('starts a fresh listener for a new key, forgetting the old answer and error', async () => {
    const source = fakeSource<string>();
    const { result, rerender } = renderHook(({ key }) => useLive(key, source.subscribe), { initialProps: { key: 'users/a' } });
    act(() => source.calls[0].fail(new Error('denied')));
    rerender({ key: 'users/b' });
    expect(source.calls[0].unsubscribe).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('loading');
    act(() => source.calls[1].next('Grace'));
    expect(result.current).toEqual({ status: 'success', data: 'Grace' });
  });

  it('stops listening when unmounted', async () => {
    const source = fakeSource<string>();
    const { unmount } = renderHook(() => useLive('k', source.subscribe));
    unmount();
    expect(source.calls[0].unsubscribe).toHaveBeenCalledTimes(1);
  });
});
