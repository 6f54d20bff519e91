import { ADMIN_LISTS } from '@common/admin-lists';
import { NO_IMAGE, serviceInputSchema, type Service, type ServiceInput } from '@common/schemas';
import { FormImage } from '@/components/form/image-field';
import { FormText, FormTextArea } from '@/components/form/text-fields';
import { servicesWrites, useOwnerServices } from '@/data/services';
import { ClampCell, TitleCell } from '@/components/admin/catalogue/cells';
import { catalogueList } from '@/components/admin/catalogue/catalogue-list';

function ServiceFields() {
  return (
    <>
      <FormText name="title" label="Title" maxLength={100} />
      <FormText name="summary" label="Summary" hint="One line on the home page card." maxLength={200} />
      <FormTextArea name="description" label="Description" rows={5} />
      <FormImage name="image" label="Picture" />
    </>
  );
}

export const servicesList = catalogueList<Service, ServiceInput, 'services'>({
  noun: 'service',
  nounPlural: 'services',
  spec: ADMIN_LISTS.services,
  useList: useOwnerServices,
  writes: servicesWrites,
  schema: serviceInputSchema,
  blank: { title: '', summary: '', description: '', image: NO_IMAGE, order: 0, active: true },
  Fields: ServiceFields,
  columns: [
    {
      id: 'title',
      header: 'Service',
      cell: ({ row }) => <TitleCell title={row.original.title} image={row.original.image} />,
      meta: { card: 'title' },
    },
    { id: 'summary', header: 'Summary', cell: ({ row }) => <ClampCell text={row.original.summary} /> },
  ],
  flags: [
    { field: 'active', label: 'On the site', editor: { label: 'Show on the website', hint: 'Hidden services stay here for later.' } },
  ],
  filterLabels: { active: 'On the site', hidden: 'Hidden' },
  sortLabels: { order: 'Display order' },
  searchLabel: 'Search services',
  titleOf: (row) => row.title,
  emptyHint: 'Services are the first thing visitors see on the home page. Add the first one.',
});
