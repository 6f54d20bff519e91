import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
  /** Extra classes for the panel (position, width). */
  panelClassName?: string;
  overlayClassName?: string;
};

// Open dialogs, innermost last. Every dialog listens on the document, so only the innermost one
// may act on Escape and Tab: a confirm dialog over a form dialog closes alone.
const openStack: symbol[] = [];
const isInnermost = (id: symbol) => openStack[openStack.length - 1] === id;

/**
 * Modal dialog: closes on Escape and on a click on the overlay, keeps Tab inside the panel,
 * and gives focus back to whatever opened it. Dialogs nest: Escape closes the innermost only.
 */
export function Dialog({ open, onClose, labelledBy, children, panelClassName = '', overlayClassName = '' }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const id = Symbol('dialog');
    openStack.push(id);
    const opener = document.activeElement as HTMLElement | null;
    const focusables = () => Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    (focusables()[0] ?? panel.current)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (!isInnermost(id)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        const items = focusables();
        if (items.length === 0) return event.preventDefault();
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      openStack.splice(openStack.indexOf(id), 1);
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      data-testid="dialog-overlay"
      className={`fixed inset-0 z-50 bg-ink/55 backdrop-blur-[2px] ${overlayClassName}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1} className={panelClassName}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
