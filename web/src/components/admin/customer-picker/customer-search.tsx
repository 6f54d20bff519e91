import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { controlClass } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useUserSearch, type CustomerMatch } from '@/data/users';
import { cn } from '@/lib/cn';
import { useDebounced } from './use-debounced';

type Props = {
  label: string;
  hint: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChoose: (customer: CustomerMatch) => void;
  /** What the box starts with (a lead's email), matches listed once it is focused. */
  initialText?: string;
};

/**
 * A combobox over the customers' records: type two letters of a name or an email, move with the
 * arrow keys, Enter or a click chooses. Matches come from prefix queries (data/users.ts).
 */
export function CustomerSearch({ label, hint, error, inputRef, onChoose, initialText = '' }: Props) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const term = useDebounced(text.trim());
  const search = useUserSearch(term);
  const matches = (term.length >= 2 && search.data) || [];
  const settling = term !== text.trim() || (term.length >= 2 && search.status === 'loading');
  const showList = open && text.trim().length >= 2;

  const choose = (customer: CustomerMatch) => {
    setOpen(false);
    setText('');
    onChoose(customer);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length ? (i + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && showList && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-ink-soft">
        {label}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          ref={inputRef}
          role="combobox"
          type="search"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? `${id}-list` : undefined}
          aria-activedescendant={showList && matches[active] ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          placeholder="Name or email"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(controlClass, 'pr-10')}
        />
        {showList && settling && (
          <span className="absolute right-4 top-1/2 mt-[3px] -translate-y-1/2 text-muted">
            <Spinner />
          </span>
        )}
      </div>
      {showList && (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="Matching customers"
          className="absolute inset-x-0 top-full z-20 mt-2 max-h-80 overflow-y-auto rounded-2xl border border-sand bg-white p-1.5 shadow-xl"
        >
          {matches.map((customer, i) => (
            <li
              key={customer.id}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(customer);
              }}
              onMouseEnter={() => setActive(i)}
              className={cn('cursor-pointer rounded-xl px-3 py-2.5', i === active && 'bg-linen')}
            >
              <CustomerLine customer={customer} />
            </li>
          ))}
          {!settling && matches.length === 0 && (
            <li role="presentation" className="px-3 py-3 text-sm text-muted">
              {search.status === 'error'
                ? "Couldn't search the customers just now. Try again."
                : 'No customer found. Names and emails match from their start.'}
            </li>
          )}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A customer in one line: monogram, name (or "No name yet"), email. */
export function CustomerLine({ customer }: { customer: Pick<CustomerMatch, 'name' | 'email'> }) {
  const monogram = (customer.name || customer.email).trim().charAt(0).toUpperCase();
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink font-display text-lg text-ivory"
      >
        {monogram}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-semibold text-ink">{customer.name || 'No name yet'}</span>
        <span className="block truncate text-sm text-muted">{customer.email}</span>
      </span>
    </span>
  );
}
