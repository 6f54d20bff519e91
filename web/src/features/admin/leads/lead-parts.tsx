import { formatIsoDayShort } from '@common/format';
import { LEAD_STAGE_LABELS, SOURCE_LABELS, type Lead, type LeadStage } from '@common/schemas/leads';
import { cn } from '@/lib/cn';

// The small pieces every lead view shares: the stage badge, the source, the event line, the age.

const STAGE_STYLES: Record<LeadStage, string> = {
  new: 'bg-champagne/20 text-champagne-deep',
  replied: 'bg-ink/10 text-ink',
  consultation: 'bg-sage/15 text-sage-deep',
  proposal: 'bg-sage/25 text-sage-deep',
  booked: 'bg-sage-deep text-ivory',
  lost: 'bg-rose/15 text-danger',
};

export function StageBadge({ stage, className }: { stage: LeadStage; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold tracking-wide',
        STAGE_STYLES[stage],
        className,
      )}
    >
      {LEAD_STAGE_LABELS[stage]}
    </span>
  );
}

export const sourceLabel = (lead: Pick<Lead, 'channel'>) => SOURCE_LABELS[lead.channel];

/** "Wedding · Jun 12, 2027" or "Wedding · date not fixed". */
export const eventLine = (lead: Pick<Lead, 'eventType' | 'eventDate'>) =>
  `${lead.eventType} · ${lead.eventDate ? formatIsoDayShort(lead.eventDate) : 'date not fixed'}`;
