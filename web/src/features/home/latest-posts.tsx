import { paths } from '@common/paths';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useLatestBlogs } from '@/data/catalogue';
import { PostCard } from '@/components/catalogue/post-card';
import { HomeSection } from './section';

const SHOWN = 3;

export function LatestPosts() {
  const posts = useLatestBlogs(SHOWN);
  if (posts.data?.length === 0) return null;
  return (
    <HomeSection id="journal" eyebrow="Journal" title="Notes from the studio" more={{ to: paths.blog, label: 'Read the journal' }}>
      <div className="grid gap-x-8 gap-y-14 md:grid-cols-3">
        <Loaded
          result={posts}
          what="the latest stories"
          loading={<Skeleton count={3} className="aspect-[3/2] rounded-3xl" />}
          errorClassName="md:col-span-3"
        >
          {(list) => list.map((post) => <PostCard key={post.id} post={post} />)}
        </Loaded>
      </div>
    </HomeSection>
  );
}
