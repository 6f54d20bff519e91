import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { failure, LOADING, success, type InvalidDocument, type Result } from '@/data/result';
import { Loaded } from './loaded';

const bad: InvalidDocument = {
  id: 'm2',
  path: 'contactMessages/m2',
  problems: ['email: Invalid email address'],
  data: { email: 'ada@example.c' },
};

function show<T>(result: Result<T>, props: Partial<Parameters<typeof Loaded<T>>[0]> = {}) {
  return render(
    <MemoryRouter>
      <Loaded result={result} what="the messages" empty={<p>No messages yet</p>} {...props}>
        {(data) => <p>{JSON.stringify(data)}</p>}
      </Loaded>
    </MemoryRouter>,
  );
}

describe('Loaded', () => {
  it('shows the placeholder it is given while loading', () => {
    show(LOADING, { loading: <p>Waiting…</p> });
    expect(screen.getByText('Waiting…')).toBeInTheDocument();
  });

  it('says what could not be loaded, or what it is told to instead', () => {
    show(failure(new Error('denied')));
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the messages just now.");
    show(failure(new Error('denied')), { error: <p>Unavailable</p> });
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
  });

  it('shows the empty state for an empty list, the rows otherwise', () => {
    show(success([]));
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    show(success(['m1']));
    expect(screen.getByText('["m1"]')).toBeInTheDocument();
  });

  it('hands an empty list to its children when it has no empty state', () => {
    show(success([]), { empty: undefined });
    expect(screen.getByText('[]')).toBeInTheDocument();
  });

  it('keeps showing the valid rows of a list beside the owner’s flag for a refused document', async () => {
    show(success(['m1', 'm3'], [bad]), { flag: 'owner' });
    expect(screen.getByText('["m1","m3"]')).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent('One record not shown here: it does not match what the app expects.');
    expect(screen.getByRole('note')).toHaveTextContent('contactMessages/m2');
    expect(screen.getByRole('note')).toHaveTextContent('email: Invalid email address');
  });

  it('does not call a list empty when its every document was refused', async () => {
    show(success([], [bad]), { flag: 'owner' });
    expect(await screen.findByRole('note')).toHaveTextContent('contactMessages/m2');
    expect(screen.queryByText('No messages yet')).not.toBeInTheDocument();
  });

  it('tells a customer which reference to quote, without the technical detail', async () => {
    show(success(['m1'], [bad]), { flag: 'customer', what: 'your bookings' });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent("One of your bookings couldn't be shown");
    expect(note).toHaveTextContent('m2');
    expect(note).not.toHaveTextContent('contactMessages/m2');
    expect(screen.getByRole('link', { name: 'contact the studio' })).toHaveAttribute('href', '/contact');
  });

  it('flags nothing on a public page, where refused documents only reach the console', async () => {
    show(success(['m1'], [bad]));
    await act(async () => {});
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows a refused document read on its own as a record with a problem, with its id', async () => {
    show(success(null, [bad]), { flag: 'owner', what: 'this message' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This record has a problem');
    expect(alert).toHaveTextContent('contactMessages/m2');
    expect(screen.queryByText('No messages yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the empty state for a missing document', () => {
    show(success(null));
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
  });
});
