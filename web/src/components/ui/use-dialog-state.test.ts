import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDialogState } from './use-dialog-state';

describe('useDialogState', () => {
  it('opens for a target and forgets it on close', () => {
    const { result } = renderHook(() => useDialogState<{ id: string }>());
    expect(result.current.isOpen).toBe(false);
    const row = { id: 'a' };
    act(() => result.current.open(row));
    expect(result.current.isOpen).toBe(true);
    expect(result.current.target).toBe(row);
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
    expect(result.current.target).toBeNull();
  });

  it('opens with no target for a new item', () => {
    const { result } = renderHook(() => useDialogState<{ id: string }>());
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    expect(result.current.target).toBeNull();
  });

  it('gives each opening its own number, so a keyed form starts fresh', () => {
    const { result } = renderHook(() => useDialogState());
    act(() => result.current.open());
    const first = result.current.opening;
    act(() => result.current.close());
    act(() => result.current.open());
    expect(result.current.opening).toBe(first + 1);
  });

  it('tells which of several named dialogs is open', () => {
    const { result } = renderHook(() => useDialogState<'confirm' | 'decline'>());
    act(() => result.current.open('decline'));
    expect(result.current.isOpenFor('decline')).toBe(true);
    expect(result.current.isOpenFor('confirm')).toBe(false);
    act(() => result.current.close());
    expect(result.current.isOpenFor('decline')).toBe(false);
  });
});
