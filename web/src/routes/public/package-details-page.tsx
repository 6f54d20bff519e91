import { useParams } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { useActivePackages } from '@/data/catalogue';
import { PackageDetails } from '@/features/pricing/package-details';
import { PackageNotFound } from '@/features/pricing/package-not-found';
import { RelatedPackages } from '@/features/pricing/related-packages';
import { usePageMeta } from '@/lib/use-page-meta';

export function PackageDetailsPage() {
  const { packageId = '' } = useParams();
  // Looked up in the active list, not with a document read: the rules refuse reading a retired or
  // unknown package, and reactfire would throw that refusal instead of returning "missing".
  const packages = useActivePackages();
  const pkg = packages.status === 'success' ? packages.data.find((p) => p.id === packageId) : undefined;
  usePageMeta(
    pkg?.name ?? (packages.status === 'loading' ? 'Package details' : 'Package not found'),
    pkg?.summary ?? 'Photography and event-styling packages from Style & Story.',
  );

  if (packages.status === 'loading') {
    return (
      <div className="container-page grid gap-10 py-16 lg:grid-cols-2">
        <Skeleton count={2} className="h-[28rem] rounded-3xl" />
      </div>
    );
  }
  if (!pkg) return <PackageNotFound />;
  return (
    <>
      <PackageDetails pkg={pkg} />
      <RelatedPackages current={pkg} packages={packages.data} />
    </>
  );
}
