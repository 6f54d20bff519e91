import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ADMIN_LISTS } from '@common/admin-lists';
import { ToastProvider } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { OfflineFirebase } from '@/testing/offline-firebase';
import { OwnerList } from './owner-list';
import type { InvalidDocument } from '@/data/result';
import { fieldRepair, type OwnerListDeclaration, type OwnerListState } from './owner-list-declaration';

// Record holds (common/schemas/record-holds.ts), as the store would answer them: held, free, or not read yet.
const holds = vi.hoisted(() => ({ byId: {} as Record<string, boolean | undefined> }));
vi.mock('@/data/record-holds', () => ({ useIsHeld: (_collection: string, id: string) => holds.byId[id] }));

const thingSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email(),
  status: z.enum(['open', 'closed']),
  keywords: z.array(z.string()),
});
type Thing = z.infer<typeof thingSchema>;
const row = (id: string, name: string): WithId<Thing> => ({ id, name, email: `${id}@example.com`, status: 'open', keywords: [] });

const state = (rows: WithId<Thing>[], invalid: InvalidDocument[] = []): OwnerListState<Thing> => ({
  live: { status: 'success', data: rows, invalid },
  page: 1,
  hasPrev: false,
  hasNext: false,
  next: () => {},
  prev: () => {},
});
const bad = (id: string, data: Record<string, unknown>): InvalidDocument => ({ id, path: `customPackages/${id}`, problems: ['bad'], data });

function declaration(
  list: OwnerListState<Thing>,
  canRemove?: () => boolean,
  held?: { collection: 'bookings'; why: string },
): OwnerListDeclaration<'customPackages', Thing, 'rename'> {
  return {
    spec: ADMIN_LISTS.customPackages,
    useList: () => list,
    label: 'Things',
    what: 'the things',
    columns: [{ id: 'name', header: 'Thing', cell: ({ row: r }) => r.original.name, meta: { card: 'title' } }],
    filterLabels: { current: 'Current', archived: 'Archived' },
    sortLabels: { newest: 'Newest', name: 'Name', price: 'Price' },
    search: { label: 'Search things' },
    empty: { title: 'No things yet', hint: 'Add the first one.' },
    noMatch: { title: 'No things match' },
    create: { label: '+ New thing', Dialog: () => <p role="dialog" aria-label="New thing" /> },
    RowActions: ({ row: r, open }) => (
      <button type="button" onClick={() => open('rename')}>
        Rename {r.name}
      </button>
    ),
    dialogs: { rename: ({ row: r }) => <p role="dialog" aria-label={`Rename ${r.name}`} /> },
    repair: fieldRepair({
      noun: 'thing',
      target: { name: 'customPackages', schema: thingSchema, fields: ['name', 'email', 'keywords'] as const, keywords: (t) => [t.name] },
      labels: { name: 'Name', email: 'Email' },
      canRemove,
      held,
    }),
  };
}

const Providers = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <OfflineFirebase>
      <ToastProvider>{children}</ToastProvider>
    </OfflineFirebase>
  </MemoryRouter>
);
const show = (d: OwnerListDeclaration<'customPackages', Thing, 'rename'>) => render(<OwnerList declaration={d} />, { wrapper: Providers });
const table = () => within(screen.getByRole('table', { name: 'Things' }));

describe('OwnerList', () => {
  it('says the list is empty when nothing narrows it, and that nothing matches once a filter does', async () => {
    show(declaration(state([])));
    expect(screen.getByText('No things yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archived' }));
    expect(screen.getByText('No things match')).toBeInTheDocument();
    expect(screen.getByText('Try another word or show all.')).toBeInTheDocument();
    expect(screen.queryByText('No things yet')).not.toBeInTheDocument();
  });

  it('shows the filter labels in the declared order, after "All"', () => {
    show(declaration(state([])));
    const filters = within(screen.getByRole('group', { name: 'Show' })).getAllByRole('button');
    expect(filters.map((b) => b.textContent)).toEqual(['All', 'Current', 'Archived']);
  });

  it('renders the valid rows and flags the one that does not read, with its id and what is wrong', () => {
    show(
      declaration(
        state([row('a', 'Alpha'), row('b', 'Beta')], [bad('bad-1', { name: 'Grace', email: 'grace@x', status: 'open', keywords: [] })]),
      ),
    );
    const rows = table()
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows.some((text) => text?.includes('Alpha'))).toBe(true);
    expect(rows.some((text) => text?.includes('Beta'))).toBe(true);
    const flagged = rows.find((text) => text?.includes('bad-1'));
    expect(flagged).toContain('This thing can’t be shown as it is');
    expect(flagged).toContain('Grace');
    expect(flagged).toContain('Email: Enter an email address like name@example.com');
    expect(table().getByRole('button', { name: 'Repair thing bad-1' })).toBeInTheDocument();
    // Removing is offered only where the declaration says it is safe.
    expect(table().queryByRole('button', { name: 'Remove thing bad-1' })).not.toBeInTheDocument();
  });

  it('does not call a list empty when its only document is flagged', () => {
    show(declaration(state([], [bad('bad-1', { name: '', email: 'a@b.co', status: 'open', keywords: [] })])));
    expect(screen.queryByText('No things yet')).not.toBeInTheDocument();
    expect(table().getByText(/bad-1/)).toBeInTheDocument();
  });

  it('repairs with a form of the failing fields the owner may set, checked by the schema', async () => {
    show(declaration(state([], [bad('bad-1', { name: 'Grace', email: 'grace@x', status: 'open', keywords: [] })])));
    await userEvent.click(table().getByRole('button', { name: 'Repair thing bad-1' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Repair this thing' }));
    expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@x');
    // Name reads fine, so it is not offered; status is not the owner's to set.
    expect(dialog.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save the correction' }));
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com');
  });

  it('offers no repair when what is wrong is not the owner’s, and removal where it is allowed', async () => {
    show(declaration(state([], [bad('bad-2', { name: 'Ada', email: 'ada@example.com', status: 'lost', keywords: [] })]), () => true));
    expect(table().queryByRole('button', { name: 'Repair thing bad-2' })).not.toBeInTheDocument();
    expect(table().getByText(/not something you can set here; remove it/)).toBeInTheDocument();
    // A field the owner does not set is named in words too.
    expect(table().getByText('Status:')).toBeInTheDocument();
    await userEvent.click(table().getByRole('button', { name: 'Remove thing bad-2' }));
    expect(screen.getByRole('dialog', { name: 'Remove this thing?' })).toBeInTheDocument();
  });

  // A record something else names (a slip, a gallery, an online payment) is kept by the rules:
  // its Remove is offered only once its hold is read and absent, and a held one says why.
  it('offers no removal of a held record, says why, and waits for the hold before offering it', () => {
    holds.byId = { 'bad-held': true, 'bad-free': false, 'bad-unread': undefined };
    const lost = (id: string) => bad(id, { name: 'Ada', email: 'ada@example.com', status: 'lost', keywords: [] });
    const why = 'A transfer slip or a client gallery names this thing, so it is kept on record.';
    show(declaration(state([], [lost('bad-held'), lost('bad-free'), lost('bad-unread')]), () => true, { collection: 'bookings', why }));
    expect(table().queryByRole('button', { name: 'Remove thing bad-held' })).not.toBeInTheDocument();
    expect(table().getByText(why)).toBeInTheDocument();
    expect(table().getByRole('button', { name: 'Remove thing bad-free' })).toBeInTheDocument();
    expect(table().queryByRole('button', { name: 'Remove thing bad-unread' })).not.toBeInTheDocument();
  });

  it('opens a row’s declared dialog for that row, and the toolbar’s create dialog', async () => {
    show(declaration(state([row('a', 'Alpha')])));
    await userEvent.click(table().getByRole('button', { name: 'Rename Alpha' }));
    expect(screen.getByRole('dialog', { name: 'Rename Alpha' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+ New thing' }));
    expect(screen.getByRole('dialog', { name: 'New thing' })).toBeInTheDocument();
  });

  it('types the labels against the spec: a missing or unknown filter label does not compile', () => {
    type Labels = OwnerListDeclaration<'customPackages', Thing>['filterLabels'];
    type Sorts = OwnerListDeclaration<'customPackages', Thing>['sortLabels'];
    // @ts-expect-error — "archived" has no label.
    const missing: Labels = { current: 'Current' };
    // @ts-expect-error — "price" is a sort, not a filter of this spec.
    const unknown: Labels = { current: 'C', archived: 'A', price: 'P' };
    // @ts-expect-error — the sort "price" has no label.
    const noSort: Sorts = { newest: 'Newest', name: 'Name' };
    const complete: Labels = { current: 'Current', archived: 'Archived' };
    expect([missing, unknown, noSort, complete].map((labels) => Object.keys(labels).length)).toEqual([1, 3, 2, 2]);
  });
});
