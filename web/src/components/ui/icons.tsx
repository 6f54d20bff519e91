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

/** ♡, to mark a favourite (filled when it is one). */
export function HeartIcon({ className = 'size-5', strokeWidth = 1.6, filled = false }: Props & { filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z" strokeLinejoin="round" />
    </svg>
  );
}

/** ↓, to download. */
export function DownloadIcon({ className = 'size-5', strokeWidth = 1.6 }: Props) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={strokeWidth} aria-hidden="true">
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
