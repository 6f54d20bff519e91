import { COLLECTIONS } from '@common/collections';
import type { Availability, InquiryRequest } from '@common/schemas/leads';
import { busyMonthSchema } from './busy-days';
import { callPublicFunction, type CallCopy } from './functions-client';
import { usePublicQuery } from './public-read';

// The public inquiry form's server side (docs/inquiries.md): the busy days it shows (busyDays, the
// calendar's public view, on the SDK-free read path) and the call that sends the inquiry.

/** The busy days of some months (ids "YYYY-MM"); `null` asks nothing (no date picked yet). */
export const useBusyMonths = (months: readonly string[] | null) =>
  usePublicQuery(
    months && months.length ? { collection: COLLECTIONS.busyDays, where: [['__name__', 'in', [...months]]] } : null,
    busyMonthSchema,
  );

const INQUIRIES_API = '/api/inquiries';

const INQUIRY_CALLS: Omit<CallCopy, 'signedOut'> = {
  unreachable: 'Your inquiry could not be sent: check your connection and try again. Everything you wrote is still here.',
  failed: () => 'Your inquiry could not be sent just now. Please try again in a minute.',
};

export const sendInquiry = (request: InquiryRequest) =>
  callPublicFunction<{ inquiryId: string; availability: Availability }>(INQUIRIES_API, request, INQUIRY_CALLS);
