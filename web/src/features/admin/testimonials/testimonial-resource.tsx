import { ADMIN_LISTS } from '@common/admin-lists';
import { testimonialInputSchema, type Testimonial, type TestimonialInput } from '@common/schemas';
import { FormNumber, FormText, FormTextArea } from '@/components/form/text-fields';
import { testimonialsWrites, useOwnerTestimonials } from '@/data/testimonials';
import { ClampCell } from '@/components/admin/catalogue/cells';
import { catalogueList } from '@/components/admin/catalogue/catalogue-list';

function TestimonialFields() {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormText name="name" label="Client" placeholder="Priya & Sam" maxLength={100} />
        <FormText name="event" label="Event" placeholder="Wedding at the Presidio" maxLength={100} />
      </div>
      <FormTextArea name="quote" label="What they said" rows={5} maxLength={1000} />
      <FormNumber name="rating" label="Stars (1 to 5)" min={1} max={5} />
    </>
  );
}

export const testimonialsList = catalogueList<Testimonial, TestimonialInput, 'testimonials'>({
  noun: 'testimonial',
  nounPlural: 'testimonials',
  spec: ADMIN_LISTS.testimonials,
  useList: useOwnerTestimonials,
  writes: testimonialsWrites,
  schema: testimonialInputSchema,
  blank: { name: '', event: '', quote: '', rating: 5, order: 0, published: true, featured: false },
  Fields: TestimonialFields,
  columns: [
    {
      id: 'name',
      header: 'Client',
      cell: ({ row }) => (
        <div>
          <p className="font-semibold text-ink">{row.original.name}</p>
          <p className="text-xs text-muted">
            {row.original.event} · <span aria-label={`${row.original.rating} of 5 stars`}>{'★'.repeat(row.original.rating)}</span>
          </p>
        </div>
      ),
      meta: { card: 'title' },
    },
    { id: 'quote', header: 'Quote', cell: ({ row }) => <ClampCell text={`“${row.original.quote}”`} /> },
  ],
  flags: [
    { field: 'published', label: 'Published', editor: { hint: 'Published words appear on the Kind words page.' } },
    { field: 'featured', label: 'Featured', editor: { hint: 'Also on the home page (the first three featured, in this list’s order).' } },
  ],
  filterLabels: { published: 'Published', hidden: 'Hidden', featured: 'Featured' },
  sortLabels: { order: 'Display order' },
  searchLabel: 'Search by client or event',
  titleOf: (row) => `${row.name}’s testimonial`,
  emptyHint: 'Kind words from clients appear on the Kind words page once published, and on the home page when featured.',
});
