import { Button } from './button';

/** @internal Exported for its tests only. */
export const isChunkLoadError = (error: Error) =>
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i.test(
    error.message,
  );

/** What a person sees instead of a blank page when a page's script or data fails. */
export function PageError({ error }: { error: Error }) {
  const chunk = isChunkLoadError(error);
  return (
    <section role="alert" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="eyebrow">{chunk ? 'Connection hiccup' : 'Something went wrong'}</p>
      <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">
        {chunk ? 'This page didn’t finish loading' : 'We couldn’t show this page'}
      </h1>
      <p className="mt-4 max-w-md text-muted">
        {chunk
          ? 'The site may have been updated while you were browsing, or the connection dropped. Reloading usually fixes it.'
          : 'Please try again. If it keeps happening, let us know through the support page.'}
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </section>
  );
}
