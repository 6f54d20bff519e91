import { lazy, Suspense, type ReactNode } from 'react';
import type { InvalidDocument, Result } from '@/data/result';
import type { Audience } from './invalid-records';
import { LoadError } from './load-error';
import { Skeleton } from './skeleton';

// Only the account and the admin flag refused documents, and only when there are some: their
// messages load then, not with every public page.
const InvalidRecord = lazy(() => import('./invalid-records').then((m) => ({ default: m.InvalidRecord })));
const InvalidRecords = lazy(() => import('./invalid-records').then((m) => ({ default: m.InvalidRecords })));

type Props<T> = {
  result: Result<T>;
  /** What is read, for the messages: "your bookings", "this booking". */
  what: string;
  /** The placeholder while Firestore answers (a skeleton block by default). */
  loading?: ReactNode;
  /** Classes around the "couldn't load" message (a grid cell's span, a page's margins). */
  errorClassName?: string;
  /** Instead of the "couldn't load" message (null: nothing, for a decorative read). */
  error?: ReactNode;
  /** What an empty list or a missing document shows; without it, a list renders as it is, a missing document as nothing. */
  empty?: ReactNode;
  /**
   * Who is told about documents left out of a list because their schema refuses them: nobody by
   * default (public pages). A document read on its own that is refused always says so.
   */
  flag?: Audience;
  children: (data: NonNullable<T>) => ReactNode;
};

/** The one way a screen shows a read: loading, error, empty, a refused record, or its data. */
export function Loaded<T>(props: Props<T>) {
  const { result, flag, what } = props;
  // One shape for every state, so what the placeholder and the data have in common (the same
  // element in the same place) stays mounted when the answer arrives.
  return (
    <>
      {body(props)}
      {flag && result.data !== null && result.data !== undefined && result.invalid.length > 0 && (
        <Suspense fallback={null}>
          <InvalidRecords invalid={result.invalid} audience={flag} what={what} />
        </Suspense>
      )}
    </>
  );
}

function body<T>({ result, what, loading, errorClassName, error, empty, flag, children }: Props<T>): ReactNode {
  if (result.status === 'loading') return loading ?? <Skeleton count={1} className="h-32" />;
  if (result.status === 'error') {
    if (error !== undefined) return error;
    return errorClassName ? (
      <div className={errorClassName}>
        <LoadError what={what} />
      </div>
    ) : (
      <LoadError what={what} />
    );
  }
  const { data, invalid } = result;
  if (data === null && invalid.length > 0) return <Refused document={invalid[0]} audience={flag ?? 'customer'} />;
  const isEmpty = data === null || data === undefined || (Array.isArray(data) && data.length === 0);
  // A list whose every document was refused is not empty: the flag below says what is there.
  if (isEmpty && (empty !== undefined || !Array.isArray(data))) return flag && invalid.length > 0 ? null : empty;
  return children(data as NonNullable<T>);
}

function Refused({ document, audience }: { document: InvalidDocument; audience: Audience }) {
  return (
    <Suspense fallback={null}>
      <InvalidRecord document={document} audience={audience} />
    </Suspense>
  );
}
