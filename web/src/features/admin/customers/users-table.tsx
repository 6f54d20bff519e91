import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_LISTS } from '@common/admin-lists';
import type { UserRecord } from '@common/schemas';
import { DataTable, type TableState } from '@/components/crud/data-table';
import { ListToolbar } from '@/components/crud/list-toolbar';
import { useListControls } from '@/components/crud/use-list-controls';
import { buttonClass } from '@/components/ui/button';
import type { WithId } from '@/data/collection';
import { USER_SEARCH_LIMIT, useOwnerUsers, useUserSearch } from '@/data/users';
import { formatDate } from '@common/format';
import { customerPath } from '@common/paths';

type Row = WithId<UserRecord>;

function useColumns() {
  return useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        id: 'name',
        header: 'Customer',
        cell: ({ row }) => (
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-linen text-sm font-semibold text-champagne-deep"
            >
              {(row.original.name || row.original.email).slice(0, 1).toUpperCase()}
            </span>
            <div className="min-w-0">
              <Link to={customerPath(row.original.id)} className="font-semibold text-ink hover:underline">
                {row.original.name || 'No name given'}
              </Link>
              <p className="truncate text-xs text-muted">{row.original.email}</p>
            </div>
          </div>
        ),
        meta: { card: 'title', sort: 'name' },
      },
      { id: 'phone', header: 'Phone', cell: ({ row }) => row.original.phone || <span className="text-muted">—</span> },
      {
        id: 'joined',
        header: 'Joined',
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.createdAt)}</span>,
        meta: { sort: 'newest' },
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Link
            to={customerPath(row.original.id)}
            className={buttonClass('secondary', '', 'sm')}
            aria-label={`Open ${row.original.name || row.original.email}`}
          >
            Open
          </Link>
        ),
        meta: { card: 'actions', className: 'w-px whitespace-nowrap text-right' },
      },
    ],
    [],
  );
}

/** All Users: every customer, paged by cursor; typing searches names and emails by their beginning. */
export function AllUsersTable() {
  const controls = useListControls(ADMIN_LISTS.users);
  const typed = controls.params.typed.trim();
  const searching = typed.length >= 2;
  const list = useOwnerUsers(controls.params);
  const found = useUserSearch(searching ? typed : '');
  const columns = useColumns();
  const state: TableState<Row> = searching ? found : list.live;
  return (
    <>
      <ListToolbar
        controls={controls}
        filterLabels={{ recent: 'Joined in the last 30 days' }}
        sortLabels={searching ? undefined : { newest: 'Newest', name: 'Name', email: 'Email' }}
        searchLabel="Search customers"
        searchHint="Matches the beginning of a name or an email address."
      />
      <DataTable
        label="Customers"
        what="the customers"
        columns={columns}
        state={state}
        getRowId={(row) => row.id}
        paging={searching ? undefined : list}
        sort={searching ? undefined : controls.sort}
        empty={
          searching
            ? {
                title: 'No customer matches',
                hint: `Nobody’s name or email begins with “${typed}”. Names are matched as written, capitalised, or in lower case.`,
              }
            : { title: 'No customers yet', hint: 'A customer record is created the first time someone signs in with Google.' }
        }
      />
      {searching && (found.data?.length ?? 0) >= USER_SEARCH_LIMIT && (
        <p className="mt-3 text-sm text-muted">Showing the first matches: type more of the name or email to narrow them.</p>
      )}
    </>
  );
}

/** New Users: who registered in the last 30 days, newest first. */
export function NewUsersTable() {
  const list = useOwnerUsers({ filter: 'recent', sort: 'newest' });
  const columns = useColumns();
  return (
    <DataTable
      label="New customers"
      what="the new customers"
      columns={columns}
      state={list.live}
      getRowId={(row) => row.id}
      paging={list}
      empty={{ title: 'Nobody new this month', hint: 'Customers who sign in for the first time appear here for 30 days.' }}
    />
  );
}
