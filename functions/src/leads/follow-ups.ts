import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { leadPath } from '../../../common/paths';
import { leadSchema } from '../../../common/schemas/leads';
import type { Block } from '../lib/email/description';

// The leads whose follow-up day has come (docs/inquiries.md), for the owner's daily digest: open
// ones only (not booked, not lost), the most overdue first.

export interface FollowUp {
  id: string;
  name: string;
  followUpOn: string;
  eventLine: string;
}

export async function followUpsDue(db: Firestore, today: string): Promise<FollowUp[]> {
  const due = await db
    .collection(COLLECTIONS.leads)
    .where('followUpOn', '>=', '0001-01-01')
    .where('followUpOn', '<=', today)
    .orderBy('followUpOn', 'asc')
    .limit(200)
    .get();
  return due.docs.flatMap((doc) => {
    const lead = leadSchema.safeParse(doc.data());
    if (!lead.success || !lead.data.followUpOn || ['booked', 'lost'].includes(lead.data.stage)) return [];
    const { name, followUpOn, eventType, eventDate } = lead.data;
    return [{ id: doc.id, name, followUpOn, eventLine: `${eventType}${eventDate ? ` on ${eventDate}` : ', date not fixed'}` }];
  });
}

/** The digest's section: each lead with its day and a link to its page. */
export function followUpBlocks(followUps: readonly FollowUp[], today: string): Block[] {
  if (!followUps.length) return [];
  return [
    { heading: 'Leads to follow up' },
    ...followUps.map((f) => ({
      details: [
        ['Lead', [{ link: { path: leadPath(f.id) }, text: f.name }]],
        ['Event', f.eventLine],
        ['Follow up on', `${f.followUpOn}${f.followUpOn < today ? ' (overdue)' : ''}`],
      ] as const,
    })),
  ];
}
