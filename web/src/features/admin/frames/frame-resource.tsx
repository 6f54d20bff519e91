import { ADMIN_LISTS } from '@common/admin-lists';
import { NO_IMAGE, frameInputSchema, type Frame, type FrameInput } from '@common/schemas';
import { FormFrameSizes } from '@/components/form/frame-sizes-field';
import { FormImage } from '@/components/form/image-field';
import { FormText, FormTextArea } from '@/components/form/text-fields';
import { formatPrice } from '@common/format';
import { useOrdersOfFrameCount } from '@/data/frame-orders';
import { framesWrites, useOwnerFrames } from '@/data/frames';
import { TitleCell } from '@/components/admin/catalogue/cells';
import { catalogueList } from '@/components/admin/catalogue/catalogue-list';

function FrameFields() {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormText name="name" label="Name" maxLength={100} />
        <FormText name="material" label="Material" placeholder="Solid oak" maxLength={100} />
      </div>
      <FormTextArea name="description" label="Description" rows={4} />
      <FormFrameSizes name="sizes" />
      <FormImage name="image" label="Picture" />
    </>
  );
}

function useOrdersImpact(row: { id: string }) {
  const { data: orders } = useOrdersOfFrameCount(row.id);
  if (orders === undefined) return undefined;
  return orders === 0
    ? 'No frame order refers to it.'
    : `${orders} frame order${orders === 1 ? '' : 's'} refer${orders === 1 ? 's' : ''} to it; they keep their own copy of the frame, size and price.`;
}

const priceRange = (frame: Frame) => {
  const prices = frame.sizes.map((s) => s.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatPrice(low) : `${formatPrice(low)} – ${formatPrice(high)}`;
};

export const framesList = catalogueList<Frame, FrameInput, 'frames'>({
  noun: 'frame',
  nounPlural: 'frames',
  spec: ADMIN_LISTS.frames,
  useList: useOwnerFrames,
  writes: framesWrites,
  schema: frameInputSchema,
  blank: { name: '', description: '', material: '', image: NO_IMAGE, sizes: [], order: 0, active: true },
  Fields: FrameFields,
  columns: [
    {
      id: 'name',
      header: 'Frame',
      cell: ({ row }) => <TitleCell title={row.original.name} detail={row.original.material} image={row.original.image} />,
      meta: { card: 'title' },
    },
    { id: 'sizes', header: 'Sizes', cell: ({ row }) => `${row.original.sizes.length} · ${priceRange(row.original)}` },
  ],
  flags: [{ field: 'active', label: 'On sale', editor: { hint: 'Hidden frames disappear from /frames and frame orders.' } }],
  filterLabels: { active: 'On sale', hidden: 'Hidden' },
  sortLabels: { order: 'Display order' },
  searchLabel: 'Search frames',
  titleOf: (row) => row.name,
  useDeleteImpact: useOrdersImpact,
  formSize: 'lg',
  emptyHint: 'Frames are sold on /frames in the sizes you list here.',
});
