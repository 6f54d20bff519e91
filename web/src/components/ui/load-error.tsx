/** A section whose data could not be read: says so plainly and offers the one fix that works. */
export function LoadError({ what }: { what: string }) {
  return (
    <div role="alert" className="rounded-2xl border border-sand bg-white/70 px-5 py-6 text-sm text-ink-soft">
      We couldn't load {what} just now.{' '}
      <button type="button" onClick={() => window.location.reload()} className="font-semibold text-ink underline underline-offset-4">
        Reload the page
      </button>{' '}
      to try again.
    </div>
  );
}
