import { useDeferredValue, useId, useState } from 'react';
import type { UserRecord } from '@common/schemas';
import { controlClass } from '../../../components/ui/field';
import type { WithId } from '../../../data/collection';
import { useUserSearch } from '../../../data/users';
import { cn } from '../../../lib/cn';

type Customer = WithId<UserRecord>;

/** Finds a registered customer by the start of their name or email, and picks one. */
export function CustomerPicker({ picked, onPick }: { picked: Customer | null; onPick: (customer: Customer | null) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const typed = useDeferredValue(text);
  const results = useUserSearch(typed);
  if (picked) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-2xl border border-ink bg-white p-4">
        <div className="min-w-0">
          <p className="font-semibold text-ink">{picked.name || picked.email}</p>
          <p className="truncate text-sm text-muted">{picked.email}</p>
        </div>
        <button type="button" onClick={() => onPick(null)} className="text-sm font-semibold text-ink underline underline-offset-4">
          Change
        </button>
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-soft">
        Find the customer
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Ada, or ada@example.com"
        aria-describedby={`${id}-hint`}
        className={controlClass}
        autoComplete="off"
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
        Matches the beginning of a name or an email address (at least two letters).
      </p>
      {typed.trim().length >= 2 && (
        <div aria-live="polite" className="mt-2">
          {results.status === 'loading' && <p className="text-sm text-muted">Searching…</p>}
          {results.status === 'error' && <p className="text-sm text-danger">The search failed; try again.</p>}
          {results.status === 'success' &&
            (results.data.length === 0 ? (
              <p className="text-sm text-muted">No customer begins with “{typed.trim()}”. A walk-in order needs no account.</p>
            ) : (
              <ul aria-label="Customers found" className="grid gap-1.5">
                {results.data.map((customer) => (
                  <li key={customer.id}>
                    <button
                      type="button"
                      onClick={() => onPick(customer)}
                      className={cn('w-full rounded-xl border border-sand bg-white px-4 py-2.5 text-left transition hover:border-ink')}
                    >
                      <span className="block font-medium text-ink">{customer.name || customer.email}</span>
                      <span className="block truncate text-xs text-muted">{customer.email}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ))}
        </div>
      )}
    </div>
  );
}
