import { useCallback, useState } from 'react';

/**
 * The one way a screen keeps a dialog's state: whether it is open, and for what. The target is a
 * row (edit this package), a named step (`'decline'`), or null (a new item, a plain confirm).
 * Closing clears it, so a reopened dialog starts from the current data, with no timers.
 */
export function useDialogState<T = null>() {
  const [state, setState] = useState<{ open: boolean; target: T | null; opening: number }>({ open: false, target: null, opening: 0 });
  // Stable functions: a provider can hand them down without re-rendering its consumers.
  const open = useCallback((target: T | null = null) => setState((s) => ({ open: true, target, opening: s.opening + 1 })), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false, target: null })), []);
  return {
    isOpen: state.open,
    target: state.target,
    /** Changes on every opening: key a dialog with it so each opening mounts a fresh form. */
    opening: state.opening,
    open,
    close,
    /** Open for this very target: one of several named dialogs (`isOpenFor('confirm')`). */
    isOpenFor: (target: T) => state.open && state.target === target,
  };
}
export type DialogState<T = null> = ReturnType<typeof useDialogState<T>>;
