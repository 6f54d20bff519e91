import { paths } from '@common/paths';
import { Skeleton } from '@/components/ui/skeleton';
import { useLatestBlogs } from '@/data/catalogue';
import { PostCard } from '@/components/catalogue/post-card';
import { HomeSection } from './section';

const SHOWN = 3;

export function LatestPosts() {
  const posts = useLatestBlogs(SHOWN);
  if (posts.status === 'success' && posts.data.length === 0) return null;
  return (
    <HomeSection id="journal" eyebrow="Journal" title="Notes from the studio" more={{ to: paths.blog, label: 'Read the journal' }}>
      <div className="grid gap-x-8 gap-y-14 md:grid-cols-3">
        {posts.status === 'loading' ? (
          <Skeleton count={3} className="aspect-[3/2] rounded-3xl" />
        ) : (
          posts.data.map((post) => <PostCard key={post.id} post={post} />)
        )}
      </div>
    </HomeSection>
  );
}
