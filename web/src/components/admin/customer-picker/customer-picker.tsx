import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { CustomerMatch } from '@/data/users';
import { CustomerLine, CustomerSearch } from './customer-search';

/**
 * A registered customer picked outside a schema form (the studio's frame order): the search, then
 * the chosen customer as a card with "Change". FormCustomerPicker is the same inside a form.
 */
export function CustomerPicker({ picked, onPick }: { picked: CustomerMatch | null; onPick: (customer: CustomerMatch | null) => void }) {
  const search = useRef<HTMLInputElement | null>(null);
  if (!picked) {
    return (
      <CustomerSearch
        label="Find the customer"
        hint="Matches the beginning of a name or an email address (at least two letters). A walk-in order needs no account."
        inputRef={search}
        onChoose={onPick}
      />
    );
  }
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-ink/20 bg-white px-4 py-3">
      <CustomerLine customer={picked} />
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          onPick(null);
          requestAnimationFrame(() => search.current?.focus());
        }}
        aria-label={`Change the customer (now ${picked.name || picked.email})`}
      >
        Change
      </Button>
    </div>
  );
}
