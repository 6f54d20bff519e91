import { useParams } from 'react-router-dom';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useActivePackages } from '@/data/catalogue';
import { PackageDetails } from '@/features/pricing/package-details';
import { PackageNotFound } from '@/features/pricing/package-not-found';
import { RelatedPackages } from '@/features/pricing/related-packages';
import { siteUrl } from '@/lib/site-url';
import { packageOffer } from '@/lib/structured-data';
import { useStudio } from '@/lib/studio-context';
import { usePageMeta } from '@/lib/use-page-meta';

export function PackageDetailsPage() {
  const { packageId = '' } = useParams();
  // Looked up in the active list, not with a document read: the rules refuse reading a retired or
  // unknown package, which would be an error rather than "missing".
  const packages = useActivePackages();
  const pkg = packages.data?.find((p) => p.id === packageId);
  const studio = useStudio();
  usePageMeta(
    pkg?.name ?? (packages.data ? 'Package not found' : 'Package details'),
    pkg?.summary ?? 'Photography and event-styling packages from {studio}.',
    pkg ? { image: pkg.image.src, structuredData: [packageOffer(pkg, studio, siteUrl)] } : { notFound: Boolean(packages.data) },
  );
  return (
    <Loaded
      result={packages}
      what="this package"
      errorClassName="container-page py-16"
      loading={<Skeleton count={2} className="h-[28rem] rounded-3xl" layout="container-page grid gap-10 py-16 lg:grid-cols-2" />}
    >
      {(list) =>
        pkg ? (
          <>
            <PackageDetails pkg={pkg} />
            <RelatedPackages current={pkg} packages={list} />
          </>
        ) : (
          <PackageNotFound />
        )
      }
    </Loaded>
  );
}
