import type { ReactNode } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { cn } from '@/lib/cn';
import { Pager, type Paging } from './pager';
import { InvalidRecords } from '@/components/ui/invalid-records';
import { LoadError } from '@/components/ui/load-error';
import type { Result } from '@/data/result';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generic must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** On phones each row is a card: 'title' heads it, 'actions' closes it, others are label: value lines. */
    card?: 'title' | 'actions' | 'hidden';
    className?: string;
    /** The list spec's sort this column's header switches to (server-side). */
    sort?: string;
  }
}

/**
 * A list read (data/result.ts): its rows, and the documents the schema refused beside them.
 * @internal Exported for its tests only.
 */
export type TableState<T> = Result<T[]>;

type Props<T> = {
  label: string;
  columns: ColumnDef<T, unknown>[];
  state: TableState<T>;
  getRowId: (row: T) => string;
  paging?: Paging;
  /** The current server sort and how to change it. */
  sort?: { current: string; onChange: (sort: string) => void; defaultSort: string; direction: (sort: string) => 'asc' | 'desc' };
  empty: { title: string; hint?: ReactNode };
  /** What a failed read was trying to load, for the message. */
  what: string;
  /** Rows that could not be read, each shown across the table (and as a card on phones) above the others. */
  flagged?: readonly { id: string; content: ReactNode }[];
};

/** The owner's tables: one look for every resource, with loading, error, empty, sort and paging. */
export function DataTable<T>({ label, columns, state, getRowId, paging, sort, empty, what, flagged }: Props<T>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this app; the table is rebuilt from its props each render
  const table = useReactTable({
    data: state.data ?? [],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
  });
  if (state.status === 'error') return <LoadError what={what} />;
  const rows = table.getRowModel().rows;
  const busy = state.status === 'loading';

  return (
    <div aria-busy={busy || undefined}>
      {/* Desktop and tablets: a real table. */}
      <div className="hidden overflow-x-auto rounded-2xl border border-sand bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-sand bg-ivory text-xs uppercase tracking-wider text-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortName = header.column.columnDef.meta?.sort;
                  const active = sortName !== undefined && sort?.current === sortName;
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={active && sort ? (sort.direction(sortName) === 'asc' ? 'ascending' : 'descending') : undefined}
                      className={cn('px-4 py-3 font-semibold', header.column.columnDef.meta?.className)}
                    >
                      {sortName && sort ? (
                        <button
                          type="button"
                          onClick={() => sort.onChange(active ? sort.defaultSort : sortName)}
                          className={cn('inline-flex items-center gap-1 uppercase tracking-wider hover:text-ink', active && 'text-ink')}
                        >
                          {title}
                          <span aria-hidden="true">{active ? (sort.direction(sortName) === 'asc' ? '↑' : '↓') : '↕'}</span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-sand/70">
            {busy
              ? Array.from({ length: 4 }, (_, i) => (
                  <tr key={i} aria-hidden="true">
                    <td colSpan={columns.length} className="px-4 py-4">
                      <div className="h-8 animate-pulse rounded-lg bg-linen" />
                    </td>
                  </tr>
                ))
              : [
                  ...(flagged ?? []).map((flag) => (
                    <tr key={`flagged-${flag.id}`} className="bg-rose/5">
                      <td colSpan={columns.length} className="border-l-4 border-danger/60 px-4 py-4">
                        {flag.content}
                      </td>
                    </tr>
                  )),
                  ...rows.map((row) => (
                    <tr key={row.id} className="align-middle transition hover:bg-ivory/60">
                      {row.getVisibleCells().map((cell) => (
                        <td key={cell.id} className={cn('px-4 py-3', cell.column.columnDef.meta?.className)}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                  )),
                ]}
          </tbody>
        </table>
      </div>

      {/* Phones: the same rows as cards. */}
      <ul aria-label={label} className="grid grid-cols-1 gap-3 md:hidden">
        {busy
          ? Array.from({ length: 3 }, (_, i) => <li key={i} aria-hidden="true" className="h-32 animate-pulse rounded-2xl bg-linen" />)
          : [
              ...(flagged ?? []).map((flag) => (
                <li key={`flagged-${flag.id}`} className="rounded-2xl border border-rose/40 border-l-4 border-l-danger/60 bg-rose/5 p-4">
                  {flag.content}
                </li>
              )),
              ...rows.map((row) => {
                const cells = row.getVisibleCells();
                const title = cells.find((c) => c.column.columnDef.meta?.card === 'title');
                const actions = cells.find((c) => c.column.columnDef.meta?.card === 'actions');
                const details = cells.filter((c) => !c.column.columnDef.meta?.card);
                return (
                  <li key={row.id} className="rounded-2xl border border-sand bg-white p-4">
                    {title && <div className="font-semibold text-ink">{flexRender(title.column.columnDef.cell, title.getContext())}</div>}
                    <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
                      {details.map((cell) => (
                        <div key={cell.id} className="contents">
                          <dt className="text-muted">{String(cell.column.columnDef.header ?? '')}</dt>
                          <dd className="min-w-0 text-ink">{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                        </div>
                      ))}
                    </dl>
                    {actions && (
                      <div className="mt-3 border-t border-sand pt-3">
                        {flexRender(actions.column.columnDef.cell, actions.getContext())}
                      </div>
                    )}
                  </li>
                );
              }),
            ]}
      </ul>

      {!busy && rows.length === 0 && (flagged ?? state.invalid).length === 0 && (
        <div className="mt-4 rounded-2xl border border-dashed border-sand bg-white/60 px-6 py-12 text-center">
          <p className="font-display text-2xl text-ink">{empty.title}</p>
          {empty.hint && <div className="mx-auto mt-2 max-w-md text-sm text-muted">{empty.hint}</div>}
        </div>
      )}

      {/* Refused documents stay visible with what is wrong, so one never hides silently: as flagged
          rows where the list can repair them, else as a notice. */}
      {!flagged && <InvalidRecords invalid={state.invalid} audience="owner" what={what} />}

      {paging && <Pager label={label} paging={paging} busy={busy} />}
    </div>
  );
}
