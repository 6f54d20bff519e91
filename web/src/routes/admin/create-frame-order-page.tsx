import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPaths } from '@common/paths';
import { CreateFrameOrder } from '@/features/admin/frame-orders/create-frame-order';
import { AdminPage } from '@/components/admin/admin-page';
import { useActiveFrames } from '@/data/frames';

export function CreateFrameOrderPage() {
  const frames = useActiveFrames();
  return (
    <AdminPage
      title="Create Frame Order"
      description="An order taken at the studio or by phone, for a registered customer or a walk-in, at the catalogue price."
    >
      <Loaded
        result={frames}
        what="the frames"
        loading={<Skeleton count={1} className="h-[32rem]" />}
        empty={
          <EmptyState title="No frames to sell">
            <p>Add a frame (or show a hidden one) under Gallery → Frames first.</p>
            <ButtonLink to={`${adminPaths.gallery}?tab=frames`} className="mt-6">
              Open the frames
            </ButtonLink>
          </EmptyState>
        }
      >
        {(list) => <CreateFrameOrder frames={list} />}
      </Loaded>
    </AdminPage>
  );
}
