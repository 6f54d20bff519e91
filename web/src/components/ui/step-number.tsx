/** "01", "02"…: an item's number as a flourish, hidden from screen readers (the list says the order). */
export function StepNumber({ n, className }: { n: number; className: string }) {
  return (
    <span aria-hidden="true" className={`block font-display text-champagne-dark ${className}`}>
      {String(n).padStart(2, '0')}
    </span>
  );
}
