import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMonth } from '@common/format';
import { leadPath } from '@common/paths';
import { matchesAllWords } from '@common/search';
import { LEAD_STAGES, LEAD_STAGE_LABELS, SOURCE_CHANNELS, SOURCE_LABELS, type Lead, type LeadStage } from '@common/schemas/leads';
import { controlClass } from '@/components/ui/field';
import { Loaded } from '@/components/ui/loaded';
import type { WithId } from '@/data/collection';
import { BOARD_LIMIT, useLeadBoard } from '@/data/leads';
import { ageOf } from '@/lib/age';
import { eventLine, sourceLabel } from './lead-parts';

type Filters = { typed: string; stage: LeadStage | ''; channel: string; month: string };

const selectClass = `${controlClass} mt-0 py-2 text-sm`;

/** The filters the board and its counts share: words of the name or email, the stage, the source, the event's month. */
function matches(lead: Lead, { typed, stage, channel, month }: Filters) {
  return (
    (!typed.trim() || matchesAllWords(lead.keywords, typed)) &&
    (!stage || lead.stage === stage) &&
    (!channel || lead.channel === channel) &&
    (!month || lead.eventMonth === month)
  );
}

/** Admin → Leads as a board: a column per stage, the latest inquiry first; a card opens the lead. */
export function LeadsBoard() {
  const result = useLeadBoard();
  const [filters, setFilters] = useState<Filters>({ typed: '', stage: '', channel: '', month: '' });
  const set = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));
  return (
    <div>
      <div role="search" aria-label="Filter the leads" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <label className="col-span-2 text-sm font-medium text-ink-soft lg:col-span-1">
          Search
          <input
            type="search"
            value={filters.typed}
            onChange={(e) => set({ typed: e.target.value })}
            placeholder="Name or email"
            className={`${selectClass} mt-1`}
          />
        </label>
        <label className="text-sm font-medium text-ink-soft">
          Stage
          <select
            value={filters.stage}
            onChange={(e) => set({ stage: e.target.value as LeadStage | '' })}
            className={`${selectClass} mt-1`}
          >
            <option value="">Every stage</option>
            {LEAD_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {LEAD_STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-ink-soft">
          Source
          <select value={filters.channel} onChange={(e) => set({ channel: e.target.value })} className={`${selectClass} mt-1`}>
            <option value="">Every source</option>
            {SOURCE_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {SOURCE_LABELS[channel]}
              </option>
            ))}
          </select>
        </label>
        <MonthFilter rows={result.data ?? []} value={filters.month} onChange={(month) => set({ month })} />
      </div>
      <Loaded result={result} what="the leads" flag="owner">
        {(rows) => <Columns rows={rows.filter((lead) => matches(lead, filters))} stage={filters.stage} total={rows.length} />}
      </Loaded>
    </div>
  );
}

function MonthFilter({ rows, value, onChange }: { rows: readonly Lead[]; value: string; onChange: (month: string) => void }) {
  const months = useMemo(() => [...new Set(rows.map((lead) => lead.eventMonth).filter(Boolean))].sort(), [rows]);
  return (
    <label className="text-sm font-medium text-ink-soft">
      Event month
      <select value={value} onChange={(e) => onChange(e.target.value)} className={`${selectClass} mt-1`}>
        <option value="">Any month</option>
        {months.map((month) => (
          <option key={month} value={month}>
            {formatMonth(month)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Columns({ rows, stage, total }: { rows: WithId<Lead>[]; stage: LeadStage | ''; total: number }) {
  const shown = stage ? [stage] : LEAD_STAGES;
  return (
    <>
      {/* A row of columns that scrolls sideways on a phone, each a list a screen reader can name. */}
      <div
        className="mt-6 flex snap-x gap-4 overflow-x-auto pb-4 lg:grid lg:grid-cols-3 lg:overflow-visible 2xl:grid-cols-6"
        aria-label="Leads by stage"
      >
        {shown.map((column) => {
          const cards = rows.filter((lead) => lead.stage === column);
          return (
            <section
              key={column}
              aria-labelledby={`stage-${column}`}
              className="w-72 shrink-0 snap-start rounded-3xl border border-sand/80 bg-white/50 p-3 sm:w-64 lg:w-auto"
            >
              <h2 id={`stage-${column}`} className="flex items-baseline justify-between px-2 pb-2 font-sans text-sm font-semibold text-ink">
                {LEAD_STAGE_LABELS[column]}
                <span className="text-xs font-medium text-muted">{cards.length}</span>
              </h2>
              <ul className="space-y-2">
                {cards.map((lead) => (
                  <li key={lead.id}>
                    <LeadCard lead={lead} />
                  </li>
                ))}
                {cards.length === 0 && <li className="px-2 py-4 text-sm text-muted">None</li>}
              </ul>
            </section>
          );
        })}
      </div>
      {total >= BOARD_LIMIT && <p className="text-sm text-muted">The board shows the latest {BOARD_LIMIT} leads; the list has them all.</p>}
    </>
  );
}

function LeadCard({ lead }: { lead: WithId<Lead> }) {
  const waiting = lead.stage === 'new';
  return (
    <Link
      to={leadPath(lead.id)}
      className="block rounded-2xl border border-sand bg-white p-3 shadow-sm transition hover:border-champagne focus-visible:ring-2 focus-visible:ring-champagne/40"
    >
      <p className="font-semibold text-ink">{lead.name}</p>
      <p className="mt-0.5 text-sm text-ink-soft">{eventLine(lead)}</p>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 text-xs text-muted">
        <span>{sourceLabel(lead)}</span>
        {lead.inquiries > 1 && <span>· {lead.inquiries} inquiries</span>}
        {waiting && <span className="font-semibold text-champagne-deep">· waiting {ageOf(lead.firstInquiryAt)}</span>}
        {lead.followUpOn && <span>· follow up {lead.followUpOn}</span>}
      </p>
    </Link>
  );
}
