import { useState } from 'react';

/**
 * Which row a dialog is open for. `null` target with open = a new item. Closing clears it, so a
 * reopened dialog starts from the row's current data, with no timers.
 */
export function useDialogState<T>() {
  const [state, setState] = useState<{ open: boolean; target: T | null; opening: number }>({ open: false, target: null, opening: 0 });
  return {
    isOpen: state.open,
    target: state.target,
    /** Changes on every opening: key a form with it so each opening starts fresh. */
    opening: state.opening,
    open: (target: T | null = null) => setState((s) => ({ open: true, target, opening: s.opening + 1 })),
    close: () => setState((s) => ({ ...s, open: false, target: null })),
  };
}
