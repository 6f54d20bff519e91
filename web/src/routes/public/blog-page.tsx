import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { PageIntro } from '@/components/ui/page-intro';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublishedBlogs } from '@/data/catalogue';
import { FeaturedPost } from '@/features/blog/featured-post';
import { PostCard } from '@/components/catalogue/post-card';
import { usePageMeta } from '@/lib/use-page-meta';

export function BlogPage() {
  usePageMeta(
    'Journal',
    'Stories, styling ideas and planning advice from the {studio} photography and event-styling studio[[ in {area}]].',
  );
  const posts = usePublishedBlogs();
  return (
    <>
      <PageIntro eyebrow="Journal" title="Journal">
        Real celebrations, styling notes and honest planning advice from our studio.
      </PageIntro>
      <div className="container-page pb-24">
        <Loaded
          result={posts}
          what="the journal"
          loading={<Skeleton count={3} className="aspect-[3/2] rounded-3xl" layout="grid gap-10 md:grid-cols-3" />}
          empty={<EmptyState title="The first stories are being written">Please check back soon.</EmptyState>}
        >
          {([latest, ...earlier]) => (
            <>
              <FeaturedPost post={latest} />
              {earlier.length > 0 && (
                <div className="mt-20 grid gap-x-8 gap-y-16 border-t border-sand pt-16 md:grid-cols-2 lg:grid-cols-3">
                  {earlier.map((post) => (
                    <PostCard key={post.id} post={post} headingLevel="h2" />
                  ))}
                </div>
              )}
            </>
          )}
        </Loaded>
      </div>
    </>
  );
}
