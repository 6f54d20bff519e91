import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';

/** An unknown, retired or mistyped package id: a friendly way back instead of an error. */
export function PackageNotFound() {
  return (
    <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-24 text-center">
      <p className="eyebrow">Package not found</p>
      <h1 className="mt-4 text-5xl font-semibold text-ink sm:text-6xl">This package isn’t available</h1>
      <p className="mt-5 max-w-md text-muted">It may have been retired or renamed. Our current packages are all on the pricing page.</p>
      <ButtonLink to={paths.pricing} className="mt-9">
        See all packages
      </ButtonLink>
    </section>
  );
}
