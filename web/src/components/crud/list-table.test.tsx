import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ColumnDef } from '@tanstack/react-table';
import { success } from '@/data/result';
import { ListTable } from './list-table';
import type { ListControls } from './use-list-controls';

type Row = { id: string; name: string };
const columns: ColumnDef<Row, unknown>[] = [{ id: 'name', header: 'Post', cell: ({ row }) => row.original.name }];
const emptyList = {
  live: success<Row[]>([]),
  page: 1,
  hasPrev: false,
  hasNext: false,
  next: () => {},
  prev: () => {},
};
const controls = (isDefaultView: boolean) =>
  ({
    isDefaultView,
    sort: { current: 'newest', defaultSort: 'newest', onChange: () => {}, direction: () => 'desc' },
  }) as unknown as ListControls;

function table(isDefaultView: boolean) {
  return render(
    <ListTable<Row>
      label="Posts"
      what="the posts"
      columns={columns}
      list={emptyList}
      controls={controls(isDefaultView)}
      empty={{ title: 'No posts yet', hint: 'Write the first one.' }}
      noMatch={{ title: 'No posts match' }}
    />,
  );
}

describe('ListTable', () => {
  it('says the list is empty when nothing narrows it', () => {
    table(true);
    expect(screen.getByText('No posts yet')).toBeInTheDocument();
    expect(screen.queryByText('No posts match')).not.toBeInTheDocument();
  });

  it('says nothing matches, and how to widen it, when a search or filter leaves no rows', () => {
    table(false);
    expect(screen.getByText('No posts match')).toBeInTheDocument();
    expect(screen.getByText('Try another word or show all.')).toBeInTheDocument();
    expect(screen.queryByText('No posts yet')).not.toBeInTheDocument();
  });
});
