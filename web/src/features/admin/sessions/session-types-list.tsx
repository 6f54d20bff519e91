import { Link } from 'react-router-dom';
import { ADMIN_LISTS } from '@common/admin-lists';
import { formatPrice } from '@common/format';
import { sessionTypePath } from '@common/paths';
import { SESSION_LOCATION_LABELS, sessionTypeSchema } from '@common/schemas/sessions';
import type { OwnerListDeclaration, RowActionsProps } from '@/components/crud/owner-list-declaration';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { deleteSessionType } from '@/data/session-slots';
import { useOwnerSessionTypeList, type SessionTypeRow } from '@/data/sessions';
import { NEW_TYPE, SessionTypeDialog, WEEKDAYS } from './session-type-form';

// Admin → Sessions: the session types, each with its public page; new, edit, delete (refused while
// customers hold a future booking of it: switch it off instead).

const hoursOf = (row: SessionTypeRow) => {
  const days = [...new Set(row.weeklyHours.map((w) => w.weekday))].sort().map((d) => WEEKDAYS[d].slice(0, 3));
  const extra = row.overrides.filter((o) => o.windows.length).length;
  return [days.length ? days.join(' · ') : 'No weekly hours', extra ? `${extra} special date${extra === 1 ? '' : 's'}` : '']
    .filter(Boolean)
    .join(' + ');
};

export const sessionTypesList: OwnerListDeclaration<'sessionTypes', Omit<SessionTypeRow, 'id'>, 'edit'> = {
  spec: ADMIN_LISTS.sessionTypes,
  useList: useOwnerSessionTypeList,
  label: 'Session types',
  what: 'the session types',
  columns: [
    {
      id: 'name',
      header: 'Session',
      cell: ({ row }) => (
        <div className="min-w-0 max-w-[22rem]">
          <Link to={sessionTypePath(row.original.id)} className="font-semibold text-ink hover:underline">
            {row.original.name}
          </Link>
          <p className="mt-1 text-sm text-muted">
            {row.original.durationMinutes} min · {SESSION_LOCATION_LABELS[row.original.location].split(' (')[0]}
            {row.original.active ? '' : ' · Off'}
          </p>
        </div>
      ),
      meta: { card: 'title', sort: 'name' },
    },
    {
      id: 'price',
      header: 'Price',
      cell: ({ row }) =>
        row.original.price === 0
          ? 'Free'
          : `${formatPrice(row.original.price)}${row.original.deposit ? ` (${formatPrice(row.original.deposit)} deposit)` : ''}`,
    },
    { id: 'hours', header: 'When', cell: ({ row }) => <span className="text-sm">{hoursOf(row.original)}</span> },
  ],
  filterLabels: { offered: 'On the site', off: 'Off' },
  sortLabels: { name: 'Name', updated: 'Last saved' },
  empty: {
    title: 'No sessions yet',
    hint: 'Offer a consultation or a mini-session day that customers book by the hour, from its own page.',
  },
  noMatch: { title: 'No sessions here', hint: 'Show all to see the others.' },
  create: { label: '+ New session type', Dialog: ({ onClose }) => <SessionTypeDialog row={null} onClose={onClose} /> },
  RowActions: SessionTypeActions,
  dialogs: { edit: ({ row, onClose }) => <SessionTypeDialog row={row} onClose={onClose} /> },
  repair: {
    noun: 'session type',
    target: { name: 'sessionTypes', schema: sessionTypeSchema, fields: [] },
    labels: {},
    // A type that does not read opens in the editor, its stored values over a new type's: the save puts it right.
    Editor: ({ doc, onClose }) => (
      <SessionTypeDialog row={{ ...NEW_TYPE, ...doc.data, id: doc.id, updatedAt: new Date() } as SessionTypeRow} onClose={onClose} />
    ),
  },
};

function SessionTypeActions({ row, open }: RowActionsProps<Omit<SessionTypeRow, 'id'>, 'edit'>) {
  const toast = useToast();
  return (
    <div className="flex items-center justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={() => open('edit')} aria-label={`Edit ${row.name}`}>
        Edit
      </Button>
      <Button
        variant="danger-quiet"
        size="sm"
        aria-label={`Delete ${row.name}`}
        onClick={() => {
          if (!window.confirm(`Delete “${row.name}”? Its page goes too.`)) return;
          void deleteSessionType(row.id).then(
            () => toast('Session type deleted.'),
            (error: Error) => toast(error.message, 'error'),
          );
        }}
      >
        Delete
      </Button>
    </div>
  );
}
