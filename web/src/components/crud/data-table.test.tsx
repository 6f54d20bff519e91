import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ColumnDef } from '@tanstack/react-table';
import { failure, LOADING, success } from '@/data/result';
import { DataTable, type TableState } from './data-table';
import type { Paging } from './pager';

type Row = { id: string; name: string; price: number };
const columns: ColumnDef<Row, unknown>[] = [
  { id: 'name', header: 'Package', cell: ({ row }) => row.original.name, meta: { card: 'title' } },
  { id: 'price', header: 'Price', cell: ({ row }) => `$${row.original.price}`, meta: { sort: 'price' } },
];
const rows: Row[] = [
  { id: 'a', name: 'Essentials', price: 2400 },
  { id: 'b', name: 'Signature', price: 3900 },
];

function table(state: TableState<Row>, extra: { paging?: Paging; onSort?: (s: string) => void } = {}) {
  return render(
    <DataTable
      label="Packages"
      what="the packages"
      columns={columns}
      state={state}
      getRowId={(row) => row.id}
      paging={extra.paging}
      sort={extra.onSort && { current: 'order', defaultSort: 'order', onChange: extra.onSort, direction: () => 'asc' }}
      empty={{ title: 'No packages yet', hint: 'Add the first one.' }}
    />,
  );
}

describe('DataTable', () => {
  it('shows placeholders while loading, and no empty message', () => {
    const { container } = table(LOADING);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('No packages yet')).not.toBeInTheDocument();
  });

  it('says what could not be loaded instead of an empty table', () => {
    table(failure(new Error('permission-denied')));
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the packages just now.");
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains an empty list', () => {
    table(success([]));
    expect(screen.getByText('No packages yet')).toBeInTheDocument();
    expect(screen.getByText('Add the first one.')).toBeInTheDocument();
  });

  it('flags a refused document by its path and problem, and does not call the list empty for it', () => {
    const bad = { id: 'p3', path: 'packages/p3', problems: ['price: Invalid input: expected number, received string'], data: {} };
    table(success(rows, [bad]));
    expect(screen.getByRole('note')).toHaveTextContent('packages/p3');
    expect(screen.getByRole('note')).toHaveTextContent('price: Invalid input');
    expect(within(screen.getByRole('table', { name: 'Packages' })).getAllByRole('row')).toHaveLength(3);
    table(success([], [bad]));
    expect(screen.queryByText('No packages yet')).not.toBeInTheDocument();
  });

  it('renders each row in the table and as a card for phones', () => {
    table(success(rows));
    const body = within(screen.getByRole('table', { name: 'Packages' }));
    expect(body.getAllByRole('row').map((r) => r.textContent)).toEqual(['PackagePrice', 'Essentials$2400', 'Signature$3900']);
    const cards = within(screen.getByRole('list', { name: 'Packages' })).getAllByRole('listitem');
    expect(cards[1]).toHaveTextContent('SignaturePrice$3900');
  });

  it('pages with the cursor controls it is given', async () => {
    const paging = { page: 2, hasPrev: true, hasNext: false, next: vi.fn(), prev: vi.fn() };
    table(success(rows), { paging });
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next →' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '← Previous' }));
    expect(paging.prev).toHaveBeenCalledTimes(1);
  });

  it('asks the server for another sort from a sortable header', async () => {
    const onSort = vi.fn();
    table(success(rows), { onSort });
    await userEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(onSort).toHaveBeenCalledWith('price');
  });
});
