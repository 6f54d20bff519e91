import { Link } from 'react-router-dom';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { formatDate } from '@common/format';
import { customerPath } from '@common/paths';
import { OWNER_REPAIRS } from '@common/repairs';
import type { UserRecord } from '@common/schemas';
import { fieldRepair, type OwnerListDeclaration, type OwnerListState } from '@/components/crud/owner-list-declaration';
import { buttonClass } from '@/components/ui/button';
import { USER_SEARCH_LIMIT, useOwnerUsers, useUserSearch, users } from '@/data/users';

/** Typing two letters or more searches names and emails by their beginning, instead of paging. */
const searchOf = (typed: string) => (typed.trim().length >= 2 ? typed.trim() : '');

function useCustomers(params: ListParams & { typed: string }): OwnerListState<UserRecord> {
  const searching = searchOf(params.typed);
  const list = useOwnerUsers(params);
  const found = useUserSearch(searching);
  if (!searching) return list;
  return { live: found, page: 1, hasPrev: false, hasNext: false, next: () => {}, prev: () => {}, fixedOrder: true };
}

/** All Users: every customer, paged by cursor; typing searches names and emails by their beginning. */
export const usersList: OwnerListDeclaration<'users', UserRecord> = {
  spec: ADMIN_LISTS.users,
  useList: useCustomers,
  label: 'Customers',
  what: 'the customers',
  columns: [
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
  ],
  filterLabels: { recent: 'Joined in the last 30 days' },
  sortLabels: { newest: 'Newest', name: 'Name', email: 'Email' },
  search: { label: 'Search customers', hint: 'Matches the beginning of a name or an email address.' },
  empty: { title: 'No customers yet', hint: 'A customer record is created the first time someone signs in with Google.' },
  noMatch: {
    title: 'No customer matches',
    hint: (typed) =>
      typed
        ? `Nobody’s name or email begins with “${typed}”. Names are matched as written, capitalised, or in lower case.`
        : 'Nobody joined in the last 30 days.',
  },
  RowActions: ({ row }) => (
    <Link to={customerPath(row.id)} className={buttonClass('secondary', '', 'sm')} aria-label={`Open ${row.name || row.email}`}>
      Open
    </Link>
  ),
  Footnote: ({ list, controls }) =>
    searchOf(controls.params.typed) && list.live.status === 'success' && list.live.data.length >= USER_SEARCH_LIMIT ? (
      <p className="mt-3 text-sm text-muted">Showing the first matches: type more of the name or email to narrow them.</p>
    ) : null,
  // A customer record is the sign-up function's: the owner may correct the name, phone and picture.
  repair: fieldRepair({
    noun: 'customer record',
    target: { ...users, fields: OWNER_REPAIRS.users },
    labels: { name: 'Name', phone: 'Phone', avatar: 'Picture address' },
  }),
};

/** New Users: who registered in the last 30 days, newest first. */
export const newUsersList: OwnerListDeclaration<'users', UserRecord> = {
  ...usersList,
  useList: useOwnerUsers,
  label: 'New customers',
  what: 'the new customers',
  empty: { title: 'Nobody new this month', hint: 'Customers who sign in for the first time appear here for 30 days.' },
  view: { filter: 'recent', sort: 'newest' },
};
