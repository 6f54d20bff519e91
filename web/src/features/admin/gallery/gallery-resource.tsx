import { ADMIN_LISTS } from '@common/admin-lists';
import { NO_IMAGE, galleryItemInputSchema, type GalleryItem, type GalleryItemInput } from '@common/schemas';
import { FormImage } from '@/components/form/image-field';
import { FormText } from '@/components/form/text-fields';
import { galleryWrites, useOwnerGallery } from '@/data/gallery';
import { TitleCell } from '@/components/admin/catalogue/cells';
import { catalogueList } from '@/components/admin/catalogue/catalogue-list';

function GalleryFields() {
  return (
    <>
      <FormImage name="image" label="Photograph" />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormText name="title" label="Title" maxLength={100} />
        <FormText name="category" label="Category" hint="Visitors filter the gallery by it." maxLength={100} />
      </div>
    </>
  );
}

export const galleryList = catalogueList<GalleryItem, GalleryItemInput, 'gallery'>({
  noun: 'photograph',
  nounPlural: 'photographs',
  spec: ADMIN_LISTS.gallery,
  useList: useOwnerGallery,
  writes: galleryWrites,
  schema: galleryItemInputSchema,
  blank: { title: '', category: '', image: NO_IMAGE, featured: false, order: 0, published: true },
  Fields: GalleryFields,
  columns: [
    {
      id: 'title',
      header: 'Photograph',
      cell: ({ row }) => <TitleCell title={row.original.title} detail={row.original.category} image={row.original.image} />,
      meta: { card: 'title', sort: 'title' },
    },
  ],
  flags: [
    { field: 'featured', label: 'Featured', editor: { hint: 'Featured photographs are the home page highlights.' } },
    { field: 'published', label: 'Published', editor: { hint: 'Only published photographs appear in the gallery.' } },
  ],
  filterLabels: { published: 'Published', hidden: 'Hidden', featured: 'Featured' },
  sortLabels: { order: 'Display order', title: 'Title' },
  searchLabel: 'Search photographs',
  titleOf: (row) => row.title,
  useDeleteImpact: galleryImpact,
  emptyHint: 'Upload photographs above: each becomes an entry, and published ones appear in /gallery at once.',
});

function galleryImpact(row: GalleryItem) {
  if (row.featured && row.published)
    return 'It is one of the home page highlights: the home page will show the next featured photograph instead.';
  if (row.published) return 'It disappears from the public gallery at once.';
  return 'It is not published, so no visitor sees it today.';
}
