import { Button } from '@/components/ui/button';

/** Where a paged list is, and how to move: a page of a live list (data/paged.ts) fits. */
export type Paging = { page: number; hasPrev: boolean; hasNext: boolean; next: () => void; prev: () => void };

/** Previous / next under a paged list, shown only when there is another page. */
export function Pager({ label, paging, busy = false }: { label: string; paging: Paging; busy?: boolean }) {
  if (!paging.hasPrev && !paging.hasNext) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" onClick={paging.prev} disabled={!paging.hasPrev}>
        ← Previous
      </Button>
      <span className="text-sm text-muted">Page {paging.page}</span>
      <Button variant="secondary" size="sm" onClick={paging.next} disabled={!paging.hasNext || busy}>
        Next →
      </Button>
    </nav>
  );
}
