// The kinds of event a booking names, without a schema around them: a page that only offers the
// list (the package recommender on /ai-help) need not build every booking schema to show it
// (common/schemas/orders.ts validates bookings with it).
export const EVENT_TYPES = ['Wedding', 'Engagement', 'Birthday', 'Corporate', 'Portrait', 'Maternity', 'Other'] as const;
