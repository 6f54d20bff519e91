import type { ReactNode } from 'react';
import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import type { WithId } from '@/data/collection';
import type { ListResult } from '@/data/result';

type Props<T> = {
  /** The catalogue the form offers (packages, frames). */
  result: ListResult<T>;
  /** Something else the form waits for, such as the customer's details to prefill. */
  waiting: boolean;
  what: string;
  /** What an empty catalogue says before "Contact the studio". */
  empty: { title: string; text: string };
  children: (rows: WithId<T>[]) => ReactNode;
};

/** An order form's catalogue: one placeholder while anything is on its way, "contact us" when it is empty. */
export function OrderFormLoaded<T>({ result, waiting, what, empty, children }: Props<T>) {
  const placeholder = <Skeleton count={2} className="h-96" layout="grid gap-6 lg:grid-cols-[1fr_22rem]" />;
  return (
    <Loaded
      result={result}
      what={what}
      loading={placeholder}
      empty={
        <EmptyState title={empty.title}>
          <p>{empty.text}</p>
          <ButtonLink to={paths.contact} className="mt-6">
            Contact the studio
          </ButtonLink>
        </EmptyState>
      }
    >
      {(rows) => (waiting ? placeholder : children(rows))}
    </Loaded>
  );
}
