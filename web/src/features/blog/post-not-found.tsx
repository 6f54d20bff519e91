import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';

/** An unknown or unpublished slug: a way back to the journal instead of an error. */
export function PostNotFound() {
  return (
    <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-24 text-center">
      <p className="eyebrow">Story not found</p>
      <h1 className="mt-4 text-5xl font-semibold text-ink sm:text-6xl">This story isn’t here</h1>
      <p className="mt-5 max-w-md text-muted">It may have been unpublished or the link is mistyped. The rest of the journal is waiting.</p>
      <ButtonLink to={paths.blog} className="mt-9">
        Back to the journal
      </ButtonLink>
    </section>
  );
}
