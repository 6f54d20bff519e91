import type { ComponentType, ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ADMIN_LISTS, AdminListName, ListParams } from '@common/admin-lists';
import type { HeldCollection } from '@common/schemas';
import type { WithId } from '@/data/collection';
import type { PagedList } from '@/data/paged';
import type { RepairTarget } from '@/data/repairs';
import type { InvalidDocument } from '@/data/result';
import type { ListControls } from './use-list-controls';

// An owner list is a declaration: its query spec (common/admin-lists.ts), columns, labels, row
// actions, dialogs, copy and the repair of documents that do not read. OwnerList renders it.

type SpecOf<N extends AdminListName> = (typeof ADMIN_LISTS)[N];

/** One label for each key: a filter or sort of the spec without a label does not compile. */
type LabelsFor<K extends PropertyKey> = { readonly [P in K & string]: string };

/** What an owner list reads: a live page of valid rows, with the documents that did not read beside them. */
export type OwnerListState<T> = PagedList<T> & {
  /** The rows come in their own order (a prefix search): no sort is offered. */
  fixedOrder?: boolean;
};

/** How the owner repairs or removes a flagged document of one list. */
export interface FlaggedRepair<T> {
  /** Names the document in the flag and the dialogs: "This booking can't be shown". */
  noun: string;
  target: RepairTarget<T>;
  /** The label of each field the owner may correct (keywords are derived, not typed). */
  labels: Readonly<Record<string, string>>;
  /** Whether the owner may delete it (the rules' condition, common/repairs.ts); absent: never. */
  canRemove?(data: Readonly<Record<string, unknown>>): boolean;
  /**
   * Records that something else may name (a slip, a gallery, an online payment): while its record
   * hold exists (common/schemas/record-holds.ts) the rules refuse the delete, and the row says `why`
   * instead of offering it.
   */
  held?: { collection: HeldCollection; why: string };
  /** A dialog that replaces the field form: the catalogue's editor, where every field is the owner's. */
  Editor?: ComponentType<{ doc: InvalidDocument; onClose: () => void }>;
}

/** A repair whose labels name every field `target.fields` lets the owner correct (else a compile error). */
export const fieldRepair = <T, const F extends readonly string[]>(
  repair: Omit<FlaggedRepair<T>, 'target' | 'labels'> & {
    target: RepairTarget<T> & { fields: F };
    labels: LabelsFor<Exclude<F[number], 'keywords'>>;
  },
): FlaggedRepair<T> => repair;

export type RowActionsProps<T, D extends string> = {
  row: WithId<T>;
  /** Shows one of the declaration's dialogs for this row. */
  open: (dialog: D) => void;
  /** Nothing narrows or reorders the list (moving items up and down makes sense only then). */
  isDefaultView: boolean;
};

type Copy = { title: string; hint?: ReactNode };

export interface OwnerListDeclaration<N extends AdminListName, T extends object, D extends string = never> {
  spec: SpecOf<N>;
  useList: (params: ListParams & { typed: string }) => OwnerListState<T>;
  /** The table's name ("Bookings") and what a failed read was loading ("the bookings"). */
  label: string;
  what: string;
  /** Data columns; the one with meta.card 'title' heads each card on a phone. */
  columns: ColumnDef<WithId<T>, unknown>[];
  /** Toolbar labels, in the order shown ("All" comes first). */
  filterLabels: LabelsFor<keyof SpecOf<N>['filters']>;
  sortLabels: LabelsFor<keyof SpecOf<N>['sorts']>;
  search?: { label: string; hint?: string };
  /** Names the from–to inputs when the spec has a range ("Event"). */
  rangeLabel?: string;
  /** Shown when the whole list is empty. */
  empty: Copy;
  /** Shown when a search, filter or range leaves nothing; the hint may quote what was typed. */
  noMatch: { title: string; hint?: ReactNode | ((typed: string) => ReactNode) };
  /** The toolbar's button: a page to go to, or a dialog for a new item. */
  create?: { label: string; to: string } | { label: string; Dialog: ComponentType<{ onClose: () => void }> };
  /** The last column: what can be done with one row. */
  RowActions?: ComponentType<RowActionsProps<T, D>>;
  dialogs?: { readonly [K in D]: ComponentType<{ row: WithId<T>; onClose: () => void }> };
  /** A line under the table (why reordering is off, that a search shows only the first matches). */
  Footnote?: ComponentType<{ list: OwnerListState<T>; controls: ListControls }>;
  repair: FlaggedRepair<T>;
  /** A fixed view with no toolbar (New Users: the last 30 days, newest first). */
  view?: ListParams;
}
