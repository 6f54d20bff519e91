import { ADMIN_LISTS } from '@common/admin-lists';
import { faqInputSchema, type Faq, type FaqInput } from '@common/schemas';
import { FormText, FormTextArea } from '@/components/form/text-fields';
import { faqsWrites, useOwnerFaqs } from '@/data/faqs';
import { ClampCell } from '@/components/admin/catalogue/cells';
import { catalogueList } from '@/components/admin/catalogue/catalogue-list';

function FaqFields() {
  return (
    <>
      <FormText name="question" label="Question" maxLength={300} />
      <FormTextArea name="answer" label="Answer" rows={6} />
      <FormText name="category" label="Category" hint="Questions are grouped by it on /faq." maxLength={100} />
    </>
  );
}

export const faqsList = catalogueList<Faq, FaqInput, 'faqs'>({
  noun: 'question',
  nounPlural: 'questions',
  spec: ADMIN_LISTS.faqs,
  useList: useOwnerFaqs,
  writes: faqsWrites,
  schema: faqInputSchema,
  blank: { question: '', answer: '', category: '', order: 0 },
  Fields: FaqFields,
  columns: [
    {
      id: 'question',
      header: 'Question',
      cell: ({ row }) => <span className="font-semibold text-ink">{row.original.question}</span>,
      meta: { card: 'title' },
    },
    { id: 'category', header: 'Category', cell: ({ row }) => row.original.category },
    { id: 'answer', header: 'Answer', cell: ({ row }) => <ClampCell text={row.original.answer} /> },
  ],
  flags: [],
  filterLabels: {},
  sortLabels: { order: 'Display order' },
  searchLabel: 'Search questions',
  titleOf: (row) => row.question,
  emptyHint: 'Every question here is on /faq and feeds the AI help page.',
});
