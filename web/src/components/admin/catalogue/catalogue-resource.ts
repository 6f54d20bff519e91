import type { ComponentType, ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import type { ListParams, ListSpec } from '@common/admin-lists';
import type { CatalogueWrites } from '@/data/catalogue-admin';
import type { WithId } from '@/data/collection';
import type { PagedList } from '@/data/paged';

export type CatalogueRow = { order: number; keywords: readonly string[] };

/** An on/off flag shown as a switch in the table and offered as a filter. */
export type Flag<T> = { field: keyof T & string; label: string };

/**
 * Everything that makes one catalogue collection's admin screen: a few declarations, no screen
 * code. CatalogueAdmin turns it into the table, the form dialog, reordering and deletion.
 */
export interface CatalogueResource<T extends CatalogueRow, In extends FieldValues> {
  noun: string;
  nounPlural: string;
  spec: ListSpec;
  useList: (params: ListParams & { typed?: string }) => PagedList<T>;
  writes: CatalogueWrites;
  schema: z.ZodType<In, FieldValues>;
  /** A new item's starting values (order is set on save, after the last item). */
  blank: DefaultValues<In>;
  /** The editable fields of a stored item (without its keywords). */
  toInput: (row: WithId<T>) => In;
  Fields: ComponentType;
  /** Data columns; the first one heads each card on a phone. */
  columns: ColumnDef<WithId<T>, unknown>[];
  flags: Flag<T>[];
  filterLabels: Record<string, string>;
  sortLabels?: Record<string, string>;
  searchLabel: string;
  titleOf: (row: WithId<T>) => string;
  /** What deleting this row affects, said in the confirmation (counts bookings, orders, …). */
  useDeleteImpact?: () => (row: WithId<T>) => Promise<ReactNode>;
  formSize?: 'md' | 'lg';
  emptyHint: ReactNode;
}
