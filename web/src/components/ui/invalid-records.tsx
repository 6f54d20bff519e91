import { Link } from 'react-router-dom';
import { paths } from '@common/paths';
import type { InvalidDocument } from '@/data/result';

/** Who reads the message: the owner sees the path and what is wrong; a customer, what to do. */
export type Audience = 'owner' | 'customer';

function Problems({ document }: { document: InvalidDocument }) {
  return (
    <>
      <code className="break-all font-mono text-xs text-ink">{document.path}</code>
      <ul className="mt-1 list-disc pl-5 text-ink-soft">
        {document.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </>
  );
}

function ContactStudio({ ids }: { ids: string[] }) {
  return (
    <>
      {' '}
      Please{' '}
      <Link to={paths.contact} className="font-semibold text-ink underline underline-offset-4">
        contact the studio
      </Link>{' '}
      and quote {ids.length === 1 ? 'the reference' : 'the references'} <span className="break-all font-mono">{ids.join(', ')}</span>.
    </>
  );
}

/** One record the app cannot read as stored: said plainly, with its id, instead of a blank screen. */
export function InvalidRecord({ document, audience }: { document: InvalidDocument; audience: Audience }) {
  return (
    <div role="alert" className="rounded-2xl border border-rose/40 bg-rose/10 px-5 py-4 text-sm text-ink">
      <p className="font-semibold">This record has a problem, so it can't be shown as it is.</p>
      {audience === 'owner' ? (
        <div className="mt-2">
          <Problems document={document} />
        </div>
      ) : (
        <p className="mt-1 text-ink-soft">
          <ContactStudio ids={[document.id]} />
        </p>
      )}
    </div>
  );
}

/** The documents a list left out because they are not as the app expects, below the rows it shows. */
export function InvalidRecords({ invalid, audience, what }: { invalid: readonly InvalidDocument[]; audience: Audience; what: string }) {
  if (invalid.length === 0) return null;
  const one = invalid.length === 1;
  return (
    <div role="note" className="mt-4 rounded-2xl border border-rose/40 bg-rose/10 px-5 py-4 text-sm text-ink">
      <p className="font-semibold">
        {audience === 'owner'
          ? `${one ? 'One record' : `${invalid.length} records`} not shown here: ${one ? 'it does' : 'they do'} not match what the app expects.`
          : one
            ? `One of ${what} couldn't be shown: its record has a problem.`
            : `${invalid.length} of ${what} couldn't be shown: their records have a problem.`}
        {audience === 'customer' && (
          <span className="font-normal text-ink-soft">
            <ContactStudio ids={invalid.map((document) => document.id)} />
          </span>
        )}
      </p>
      {audience === 'owner' && (
        <ul className="mt-2 grid gap-2">
          {invalid.map((document) => (
            <li key={document.path}>
              <Problems document={document} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
