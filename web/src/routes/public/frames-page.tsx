import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { PageIntro } from '@/components/ui/page-intro';
import { Skeleton } from '@/components/ui/skeleton';
import { useActiveFrames } from '@/data/catalogue';
import { FrameFeature } from '@/features/frames/frame-feature';
import { FramesPromise } from '@/features/frames/frames-promise';
import { usePageMeta } from '@/lib/use-page-meta';

export function FramesPage() {
  usePageMeta(
    'Photo frames',
    'Handmade frames for your {studio} photographs: materials, sizes and prices, printed and framed by hand[[ in {area}]].',
  );
  const frames = useActiveFrames();
  return (
    <>
      <PageIntro eyebrow="Frames" title="Frames worthy of your story">
        Your favourite photographs, printed on archival paper and framed by hand in our studio. Choose a frame and a size; we’ll take care
        of the rest.
      </PageIntro>
      <div className="container-page pb-24">
        <Loaded
          result={frames}
          what="our frames"
          loading={<Skeleton count={2} className="aspect-[4/5] rounded-3xl" layout="grid gap-10 lg:grid-cols-2" />}
          empty={
            <EmptyState title="Our frame collection is being restocked">
              Write to us and we’ll tell you what’s available right now.
            </EmptyState>
          }
        >
          {(list) => (
            <div className="space-y-24 sm:space-y-32">
              {list.map((frame, index) => (
                <FrameFeature key={frame.id} frame={frame} reversed={index % 2 === 1} priority={index === 0} />
              ))}
            </div>
          )}
        </Loaded>
      </div>
      <FramesPromise />
    </>
  );
}
