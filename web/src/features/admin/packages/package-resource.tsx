import { useFormContext } from 'react-hook-form';
import { FormSwitch } from '@/components/form/switch-field';
import { ADMIN_LISTS } from '@common/admin-lists';
import { NO_IMAGE, packageInputSchema, type Package, type PackageInput } from '@common/schemas';
import { FormImage } from '@/components/form/image-field';
import { FormStringList } from '@/components/form/string-list-field';
import { FormNumber, FormText, FormTextArea } from '@/components/form/text-fields';
import { useBookingsOfPackageCount } from '@/data/bookings';
import { packagesWrites, useOwnerPackages } from '@/data/packages';
import { PriceCell, TitleCell } from '@/components/admin/catalogue/cells';
import { catalogueList } from '@/components/admin/catalogue/catalogue-list';
import { FormContractTemplate } from '@/components/admin/contract-template-select';
import { FormGallerySelection } from '@/components/admin/gallery-selection-fields';

function PackageFields() {
  const stored = useFormContext<PackageInput>().formState.defaultValues?.contractTemplateId;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormText name="name" label="Name" maxLength={100} />
        <FormText name="category" label="Category" hint="Packages are grouped by it on /pricing." maxLength={100} />
        <FormNumber name="price" label="Price" price min={0} />
        <FormText name="duration" label="Duration" placeholder="8 hours" maxLength={100} />
      </div>
      <FormText name="summary" label="Summary" hint="One line on the package card." maxLength={200} />
      <FormTextArea name="description" label="Description" rows={5} />
      <FormStringList
        name="features"
        label="What's included"
        itemLabel="Feature"
        max={30}
        addLabel="Add a feature"
        empty="Nothing listed yet."
      />
      <FormImage name="image" label="Picture" />
      <FormContractTemplate current={stored} />
      <FormGallerySelection
        name="gallerySelection"
        hint="What a gallery made for a booking of this package starts with; you can change it per gallery."
      />
      <FormSwitch
        name="proofing"
        label="Its galleries start as proofing"
        hint="Watermarked previews until photos are chosen or bought (Settings → Watermark for proofs); you can change it per gallery."
      />
    </>
  );
}

function useBookingsImpact(row: { id: string }) {
  const { data: bookings } = useBookingsOfPackageCount(row.id);
  if (bookings === undefined) return undefined;
  return bookings === 0
    ? 'No booking refers to it.'
    : `${bookings} booking${bookings === 1 ? '' : 's'} refer${bookings === 1 ? 's' : ''} to it. They keep their own copy of its name and price; only its page and the option to book it go away. To stop new bookings but keep the page history, hide it instead.`;
}

export const packagesList = catalogueList<Package, PackageInput, 'packages'>({
  noun: 'package',
  nounPlural: 'packages',
  spec: ADMIN_LISTS.packages,
  useList: useOwnerPackages,
  writes: packagesWrites,
  schema: packageInputSchema,
  blank: {
    name: '',
    category: '',
    price: undefined,
    duration: '',
    summary: '',
    description: '',
    features: [],
    image: NO_IMAGE,
    featured: false,
    order: 0,
    active: true,
    contractTemplateId: '',
  },
  Fields: PackageFields,
  columns: [
    {
      id: 'name',
      header: 'Package',
      cell: ({ row }) => (
        <TitleCell title={row.original.name} detail={`${row.original.category} · ${row.original.duration}`} image={row.original.image} />
      ),
      meta: { card: 'title' },
    },
    { id: 'price', header: 'Price', cell: ({ row }) => <PriceCell amount={row.original.price} />, meta: { sort: 'price' } },
  ],
  flags: [
    { field: 'featured', label: 'Featured', editor: { hint: 'Featured packages are shown on the home page.' } },
    {
      field: 'active',
      label: 'Bookable',
      editor: { label: 'Bookable on the website', hint: 'Hidden packages disappear from /pricing and booking.' },
    },
  ],
  filterLabels: { active: 'Bookable', hidden: 'Hidden', featured: 'Featured' },
  sortLabels: { order: 'Display order', price: 'Price', name: 'Name' },
  searchLabel: 'Search packages',
  titleOf: (row) => row.name,
  useDeleteImpact: useBookingsImpact,
  formSize: 'lg',
  emptyHint: 'Packages are what customers book. Add the first one and it appears on /pricing.',
});
