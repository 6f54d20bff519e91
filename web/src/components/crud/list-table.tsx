import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, type Paging, type TableState } from './data-table';
import type { ListControls } from './use-list-controls';

type Props<T> = {
  label: string;
  /** What a failed read was trying to load, for the message. */
  what: string;
  columns: ColumnDef<T, unknown>[];
  /** A paged live list (useOwnerList and the hooks built on it). */
  list: Paging & { live: TableState<T> };
  controls: ListControls;
  /** Shown when the unfiltered list is empty. */
  empty: { title: string; hint?: ReactNode };
  /** Shown when a search, filter or range leaves nothing, e.g. "No posts match". */
  noMatch: { title: string; hint?: ReactNode };
};

/** The table of one owner list: rows, paging and sort come from the list and its toolbar's controls. */
export function ListTable<T extends { id: string }>({ list, controls, empty, noMatch, ...table }: Props<T>) {
  return (
    <DataTable
      {...table}
      state={list.live}
      getRowId={(row) => row.id}
      paging={list}
      sort={controls.sort}
      empty={controls.isDefaultView ? empty : { title: noMatch.title, hint: noMatch.hint ?? 'Try another word or show all.' }}
    />
  );
}
