import { Button } from '@/components/ui/button';

type Props = {
  title: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Absent when the list is filtered, searched or sorted otherwise: order means the full list. */
  onMove?: (direction: -1 | 1) => void;
};

/** Edit, move up/down and delete, named with the item for screen readers. */
export function RowActions({ title, onEdit, onDelete, onMove }: Props) {
  return (
    <div className="flex items-center justify-end gap-1">
      {onMove && (
        <>
          <IconButton label={`Move ${title} up`} onClick={() => onMove(-1)} path="M10 15V5M5 10l5-5 5 5" />
          <IconButton label={`Move ${title} down`} onClick={() => onMove(1)} path="M10 5v10M5 10l5 5 5-5" />
        </>
      )}
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
        Edit
      </Button>
      <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${title}`} className="text-danger hover:bg-rose/10">
        Delete
      </Button>
    </div>
  );
}

function IconButton({ label, onClick, path }: { label: string; onClick: () => void; path: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="flex size-9 items-center justify-center rounded-full text-muted transition hover:bg-linen hover:text-ink"
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d={path} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
