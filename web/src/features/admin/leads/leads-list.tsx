import { Link } from 'react-router-dom';
import { ADMIN_LISTS } from '@common/admin-lists';
import { formatDateTime } from '@common/format';
import { leadPath } from '@common/paths';
import type { Lead } from '@common/schemas/leads';
import { fieldRepair, type OwnerListDeclaration } from '@/components/crud/owner-list-declaration';
import { leads, useOwnerLeads } from '@/data/leads';
import { StageBadge, eventLine, sourceLabel } from './lead-parts';

/** Admin → Leads as a list: the list recipe over leads, by stage or source, searched, narrowed to the event's days. */
export const leadsList: OwnerListDeclaration<'leads', Lead> = {
  spec: ADMIN_LISTS.leads,
  useList: useOwnerLeads,
  label: 'Leads',
  what: 'the leads',
  columns: [
    {
      id: 'name',
      header: 'Lead',
      cell: ({ row }) => (
        <div className="min-w-0 max-w-[20rem]">
          <Link to={leadPath(row.original.id)} className="font-semibold text-ink hover:underline">
            {row.original.name}
          </Link>
          <p className="truncate text-sm text-muted">{row.original.email}</p>
        </div>
      ),
      meta: { card: 'title' },
    },
    { id: 'stage', header: 'Stage', cell: ({ row }) => <StageBadge stage={row.original.stage} /> },
    {
      id: 'event',
      header: 'Event',
      cell: ({ row }) => eventLine(row.original),
      meta: { sort: 'eventDate', className: 'whitespace-nowrap' },
    },
    { id: 'source', header: 'Source', cell: ({ row }) => sourceLabel(row.original) },
    {
      id: 'last',
      header: 'Last inquiry',
      cell: ({ row }) => formatDateTime(row.original.lastInquiryAt),
      meta: { sort: 'recent', className: 'whitespace-nowrap' },
    },
  ],
  filterLabels: {
    new: 'New',
    replied: 'Replied',
    consultation: 'Consultation',
    proposal: 'Proposal sent',
    booked: 'Booked',
    lost: 'Lost',
    'from-instagram': 'From Instagram',
    'from-facebook': 'From Facebook',
    'from-pinterest': 'From Pinterest',
    'from-google': 'From Google',
    'from-email': 'From email',
    'from-campaign': 'From other campaigns',
    'from-website': 'From other websites',
    'from-direct': 'Direct',
  },
  sortLabels: { recent: 'Latest inquiry', eventDate: 'Event date' },
  search: { label: 'Search leads', hint: 'A name or an email address.' },
  rangeLabel: 'Event',
  empty: { title: 'No leads yet', hint: 'Every inquiry from the contact page becomes a lead here, one per email address.' },
  noMatch: { title: 'No leads here', hint: 'Show all to see the others.' },
  // The inquiry function writes the rest: the owner may repair the fields that are theirs.
  repair: fieldRepair({
    noun: 'lead',
    target: { ...leads, fields: ['stage', 'lostReason', 'followUpOn', 'notes'] as const },
    labels: { stage: 'Stage', lostReason: 'Why it was lost', followUpOn: 'Follow up on', notes: 'Notes' },
  }),
};
