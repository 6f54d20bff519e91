// Where a visitor came from (docs/inquiries.md), without zod: the site's first script keeps it, and
// zod must not load there (web/src/app/main.tsx turns zod's eval probe off before it loads). The
// schema that checks it is common/schemas/leads.ts's inquirySourceSchema.

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

export type LandingSource = { referrer: string; landing: string; utm: Record<(typeof UTM_KEYS)[number], string> };

export const NO_SOURCE: LandingSource = { referrer: '', landing: '', utm: { source: '', medium: '', campaign: '', term: '', content: '' } };
