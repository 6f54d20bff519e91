// The app's line icons: drawn in currentColor, hidden from screen readers (their button says what they do).

type Props = { className?: string; strokeWidth?: number };

/** ×, to close a dialog or remove an item. */
export function CloseIcon({ className = 'size-5', strokeWidth = 1.6 }: Props) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="none" stroke="currentColor" strokeWidth={strokeWidth} aria-hidden="true">
      <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
    </svg>
  );
}

/** ☰, to open a menu. */
export function MenuIcon({ className = 'size-6', strokeWidth = 1.6 }: Props) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={strokeWidth} aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </svg>
  );
}
