import { useCallback } from 'react';
import { cx } from '@/lib/cx';

// The open dialogs' toast slots, innermost last (dialogs nest, and an inner one mounts after its outer).
const slots: HTMLElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const innermostToastSlot = (): HTMLElement | null => slots[slots.length - 1] ?? null;

export function subscribeToToastSlots(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where a dialog shows the toasts raised while it is open (ToastProvider puts them here): a live
 * region of its own, present from the dialog's first paint so that what arrives is announced.
 */
export function DialogToastSlot({ className }: { className?: string }) {
  const register = useCallback((node: HTMLDivElement) => {
    slots.push(node);
    changed();
    return () => {
      slots.splice(slots.indexOf(node), 1);
      changed();
    };
  }, []);
  return <div ref={register} role="status" aria-live="polite" className={cx('flex flex-col gap-2 empty:hidden', className)} />;
}
