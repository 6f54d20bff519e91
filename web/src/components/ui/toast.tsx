import { createContext, useCallback, useContext, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '@/lib/cx';
import { innermostToastSlot, subscribeToToastSlots } from './toast-slot';

type Tone = 'success' | 'error';
type Toast = { id: number; tone: Tone; message: string };
type Notify = (message: string, tone?: Tone) => void;

const ToastContext = createContext<Notify | null>(null);

/** How long a toast stays; errors stay until dismissed, since they ask for action. */
const TOAST_MS = 5000;

/**
 * Short confirmations ("Service saved") announced politely; mount once per area that uses them.
 * While a dialog with a toast slot is open (a form sheet, the media picker) they show inside it,
 * under its header: over a full-screen sheet on a phone they would hide its title and Close.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const slot = useSyncExternalStore(subscribeToToastSlots, innermostToastSlot, () => null);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const notify = useCallback<Notify>(
    (message, tone = 'success') => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-2), { id, tone, message }]);
      if (tone === 'success') window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const shown = toasts.map((toast) => <ToastItem key={toast.id} toast={toast} inDialog={!!slot} onDismiss={() => dismiss(toast.id)} />);
  return (
    <ToastContext.Provider value={notify}>
      {children}
      {slot && createPortal(shown, slot)}
      <div
        role="status"
        aria-live="polite"
        // Over a dialog without a slot (a confirmation, whose actions sit at its foot): the top of the screen, centred.
        className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex flex-col items-center gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:items-end dialog-open:top-4 dialog-open:bottom-auto dialog-open:sm:inset-x-4 dialog-open:sm:items-center"
      >
        {!slot && shown}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, inDialog, onDismiss }: { toast: Toast; inDialog: boolean; onDismiss: () => void }) {
  return (
    <div
      className={cx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-2xl px-5 py-4 text-sm ring-1',
        inDialog ? '' : 'max-w-sm shadow-xl',
        toast.tone === 'success' ? 'bg-ink text-ivory ring-ink' : 'bg-white text-danger ring-rose/40',
      )}
    >
      <span aria-hidden="true">{toast.tone === 'success' ? '✓' : '!'}</span>
      <p className="flex-1 font-medium">{toast.message}</p>
      <button type="button" onClick={onDismiss} aria-label="Dismiss" className="-m-1 rounded-full p-1 opacity-70 hover:opacity-100">
        ✕
      </button>
    </div>
  );
}

export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast must be used within <ToastProvider>');
  return notify;
}
