import { formatPriceIn } from './format';
import { lateFeeSentence } from './late-fee';
import { archiveYearsInWords } from './archive-retention';
import type { StudioSettingsInput } from './schemas/settings';
import { slugify } from './slug';

// A policy is Markdown the owner writes in Settings. `## Heading` starts a section (its anchor is
// the heading's slug, or an id given as `## Heading {#id}`, so a link to it survives a reworded
// heading); the text before the first section is the page's lead and meta description. Words in
// braces stand for the studio's settings, so a policy follows a changed phone or deposit.

export type PolicyFacts = Pick<
  StudioSettingsInput,
  'name' | 'email' | 'phone' | 'address' | 'hours' | 'areaServed' | 'depositPercent' | 'currency' | 'balanceDueDays' | 'lateFee'
>;

/** What a policy says that the deploy sets, not the owner: the archive's years (common/archive-retention.ts). */
export interface DeployFacts {
  archiveYears: number;
}

/** The placeholders a policy may use, and what each becomes. */
export const POLICY_PLACEHOLDERS: Record<string, { means: string; value: (facts: PolicyFacts, deploy: DeployFacts) => string }> = {
  name: { means: 'the studio’s name', value: (f) => f.name },
  email: { means: 'the contact email', value: (f) => f.email },
  phone: { means: 'the phone number', value: (f) => f.phone },
  address: { means: 'the address', value: (f) => f.address },
  hours: { means: 'the opening hours', value: (f) => f.hours },
  // A place only when the owner names one.
  area: { means: 'the area you serve, or “our local area” when you name none', value: (f) => f.areaServed.trim() || 'our local area' },
  deposit: { means: 'the deposit, e.g. 30%', value: (f) => `${f.depositPercent}%` },
  balance: { means: 'the rest of the price, e.g. 70%', value: (f) => `${100 - f.depositPercent}%` },
  currency: { means: 'the currency code, e.g. USD', value: (f) => f.currency },
  balanceDueDays: { means: 'how many days before the event the balance is due', value: (f) => String(f.balanceDueDays) },
  // The deploy's ARCHIVE_RETENTION_YEARS (common/archive-retention.ts), so the promise and the bucket agree.
  archiveYears: {
    means: 'how long the archive copy of the photographs is kept, e.g. five years',
    value: (_f, deploy) => archiveYearsInWords(deploy.archiveYears),
  },
  // Nothing at all when the owner has no late fee: the policy then says nothing of one.
  lateFee: {
    means: 'the late fee sentence, empty when there is none',
    value: (f) => lateFeeSentence(f.lateFee, (amount) => formatPriceIn(f.currency, amount)),
  },
};

/** The policy with its placeholders replaced; an unknown `{word}` stays as written. */
export const fillPolicy = (markdown: string, facts: PolicyFacts, deploy: DeployFacts) =>
  markdown.replace(/\{(\w+)\}/g, (whole, key: string) => POLICY_PLACEHOLDERS[key]?.value(facts, deploy) ?? whole);

export type PolicySection = { id: string; heading: string; markdown: string };
type ParsedPolicy = { lead: string; sections: PolicySection[] };

const HEADING = /^##\s+(.+?)(?:\s+\{#([a-z0-9-]+)\})?\s*$/;

/** The lead and the `##` sections of a policy (a later duplicate id gets -2, -3, …). */
export function parsePolicy(markdown: string): ParsedPolicy {
  const lead: string[] = [];
  const sections: { id: string; heading: string; lines: string[] }[] = [];
  const used = new Set<string>();
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = line.match(HEADING);
    if (!heading) {
      (sections.at(-1)?.lines ?? lead).push(line);
      continue;
    }
    const base = heading[2] ?? (slugify(heading[1]) || 'section');
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    sections.push({ id, heading: heading[1].trim(), lines: [] });
  }
  return {
    lead: lead.join('\n').trim(),
    sections: sections.map(({ id, heading, lines }) => ({ id, heading, markdown: lines.join('\n').trim() })),
  };
}

/** What a reader sees of some Markdown, without its syntax: for search indexes and descriptions. */
export const markdownToPlainText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|[-*+]\s+|\d+\.\s+|>\s?)/gm, '')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
