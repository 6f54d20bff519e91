import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';

export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for is not here.', { notFound: true });
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="eyebrow">Error 404</p>
      <h1 className="mt-4 text-5xl font-semibold sm:text-6xl">This page has wandered off</h1>
      <p className="mt-5 max-w-md text-muted">The link may be old or mistyped. Let’s get you back to the stories.</p>
      <div className="mt-9 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
        <ButtonLink to={paths.gallery} variant="secondary">
          Browse the gallery
        </ButtonLink>
      </div>
    </section>
  );
}
