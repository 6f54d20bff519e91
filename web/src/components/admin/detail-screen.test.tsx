import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { failure, success, type DocResult } from '@/data/result';
import { DetailHeader, DetailScreen } from './detail-screen';

type Doc = { name: string };

function show(live: DocResult<Doc>) {
  return render(
    <MemoryRouter>
      <DetailScreen
        back={{ to: '/admin/things', label: 'All things' }}
        live={live}
        what="this thing"
        missing="a thing with the reference t1"
        sections={<p>Its orders</p>}
      >
        {(doc) => (
          <DetailHeader title={doc.name} badges={<span>Open</span>} detail="Ref. t1" actions={<button type="button">Close it</button>} />
        )}
      </DetailScreen>
    </MemoryRouter>,
  );
}

describe('DetailScreen', () => {
  it('links back to its list and shows the header once the document is read', () => {
    show(success({ id: 't1', name: 'The first thing' }));
    expect(screen.getByRole('link', { name: '← All things' })).toHaveAttribute('href', '/admin/things');
    expect(screen.getByRole('heading', { level: 2, name: 'The first thing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close it' })).toBeInTheDocument();
    expect(screen.getByText('Its orders')).toBeInTheDocument();
  });

  it('keeps the sections that read on their own while the document cannot be read', () => {
    show(failure(new Error('permission-denied')));
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load this thing just now.");
    expect(screen.getByText('Its orders')).toBeInTheDocument();
  });

  it('says when there is no such document', () => {
    show(success(null));
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load a thing with the reference t1 just now.");
  });

  it('says what is wrong with a document that does not read, and where to repair it', () => {
    const invalid = [{ id: 't1', path: 'things/t1', problems: ['email: Invalid email address'], data: {} }];
    show(success(null, invalid));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This thing can’t be shown as it is');
    expect(alert).toHaveTextContent('Ref. t1');
    expect(alert).toHaveTextContent('email: Invalid email address');
    expect(alert).toHaveTextContent('All things shows it as a flagged row, where you can repair or remove it.');
  });
});
