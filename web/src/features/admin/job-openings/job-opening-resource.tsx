import { ADMIN_LISTS } from '@common/admin-lists';
import { JOB_TYPES, jobOpeningInputSchema, type JobOpening, type JobOpeningInput } from '@common/schemas';
import { FormStringList } from '@/components/form/string-list-field';
import { FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { jobOpeningsWrites, useOwnerJobOpenings } from '@/data/job-openings';
import { TitleCell } from '@/components/admin/catalogue/cells';
import { catalogueList } from '@/components/admin/catalogue/catalogue-list';

function JobOpeningFields() {
  return (
    <>
      <FormText name="title" label="Role" maxLength={100} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormSelect name="type" label="Type" options={JOB_TYPES} />
        <FormText name="location" label="Location" maxLength={100} />
      </div>
      <FormTextArea name="summary" label="Summary" rows={3} maxLength={500} />
      <FormStringList
        name="responsibilities"
        label="Responsibilities"
        itemLabel="Responsibility"
        max={20}
        addLabel="Add a responsibility"
        empty="None listed yet."
      />
      <FormStringList
        name="requirements"
        label="Requirements"
        itemLabel="Requirement"
        max={20}
        addLabel="Add a requirement"
        empty="None listed yet."
      />
    </>
  );
}

export const jobOpeningsList = catalogueList<JobOpening, JobOpeningInput, 'jobOpenings'>({
  noun: 'role',
  nounPlural: 'roles',
  spec: ADMIN_LISTS.jobOpenings,
  useList: useOwnerJobOpenings,
  writes: jobOpeningsWrites,
  schema: jobOpeningInputSchema,
  blank: { title: '', type: 'Freelance', location: '', summary: '', responsibilities: [], requirements: [], active: true, order: 0 },
  Fields: JobOpeningFields,
  columns: [
    {
      id: 'title',
      header: 'Role',
      cell: ({ row }) => <TitleCell title={row.original.title} detail={`${row.original.type} · ${row.original.location}`} />,
      meta: { card: 'title' },
    },
  ],
  flags: [{ field: 'active', label: 'Open', editor: { hint: 'Open roles are listed on /careers.' } }],
  filterLabels: { active: 'Open', hidden: 'Closed' },
  sortLabels: { order: 'Display order' },
  searchLabel: 'Search roles',
  titleOf: (row) => row.title,
  formSize: 'lg',
  emptyHint: 'Open roles appear on /careers.',
});
