import { NO_SOURCE } from '@common/inquiry-source';
import { inquirySourceSchema, type InquirySource } from '@common/schemas/leads';
import { keptSource } from '@/lib/inquiry-source';

/**
 * The session's source as the function accepts it: what the first page kept, checked. A value the
 * page cannot send (markup in a campaign name) is left out, never sent to be refused: the landing
 * path alone, cleaned, or no source at all.
 */
export function sessionSource(storage?: Storage): InquirySource {
  const kept = keptSource(storage);
  const parsed = inquirySourceSchema.safeParse(kept);
  if (parsed.success) return parsed.data;
  const landing = (kept as { landing?: unknown } | null)?.landing;
  return { ...NO_SOURCE, landing: typeof landing === 'string' ? landing.replace(/[\s<>"]/g, '').slice(0, 300) : '' };
}
