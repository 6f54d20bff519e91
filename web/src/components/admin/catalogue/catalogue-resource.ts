import type { ComponentType, ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminListName } from '@common/admin-lists';
import type { OwnerListDeclaration } from '@/components/crud/owner-list-declaration';
import type { CatalogueWrites } from '@/data/catalogue-admin';
import type { WithId } from '@/data/collection';

export type CatalogueRow = { order: number; keywords: readonly string[] };

/** What the editor starts from: a stored item's fields without its id and its keywords (derived on save). */
export const storedFields = <T extends CatalogueRow>({ keywords: _keywords, id: _id, ...input }: WithId<T>) => input;

/**
 * An on/off flag: a switch in the table (headed `label`) and one at the end of the editor (its own
 * label where the column's is too short, and a hint saying what the flag does on the site).
 */
export type Flag<T> = { field: keyof T & string; label: string; editor: { label?: string; hint: string } };

/**
 * One catalogue collection's admin screen: the owner-list recipe's spec, columns and labels, plus
 * what the catalogue adds on top (an editor, on/off switches, reordering, deletion with its
 * impact). catalogueList() turns it into the list declaration OwnerList renders.
 */
export interface CatalogueResource<T extends CatalogueRow, In extends FieldValues, N extends AdminListName> extends Pick<
  OwnerListDeclaration<N, T>,
  'spec' | 'useList' | 'columns' | 'filterLabels' | 'sortLabels'
> {
  noun: string;
  nounPlural: string;
  writes: CatalogueWrites;
  schema: z.ZodType<In, FieldValues>;
  /** A new item's starting values (order is set on save, after the last item). */
  blank: DefaultValues<In>;
  /** The editor's fields, the flags' switches aside (the editor adds them after these). */
  Fields: ComponentType;
  flags: Flag<T>[];
  searchLabel: string;
  titleOf: (row: WithId<T>) => string;
  /** What deleting this row affects, said in the confirmation (counts bookings, orders, …); undefined while it is being read. */
  useDeleteImpact?: (row: WithId<T>) => ReactNode | undefined;
  formSize?: 'md' | 'lg';
  emptyHint: ReactNode;
}
