import { describe, expect, it } from 'vitest';
import {
  availabilitySentence,
  busyDaysOf,
  busyStatesOf,
  dayAvailability,
  firstReply,
  fittingPackages,
  formatWait,
  inquiryDayProblem,
  leadReport,
  monthsAround,
  movedStage,
  nearestFreeDays,
  normaliseEmail,
  sourceChannel,
} from './leads';
import { NO_SOURCE } from './inquiry-source';
import { inquiryRequestSchema, inquirySourceSchema, type InquirySource, type LeadStage } from './schemas/leads';

const source = (over: Partial<Omit<InquirySource, 'utm'>> & { utm?: Partial<InquirySource['utm']> } = {}): InquirySource => ({
  ...NO_SOURCE,
  ...over,
  utm: { ...NO_SOURCE.utm, ...over.utm },
});

describe('one lead per address', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normaliseEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
    expect(normaliseEmail('ADA@x.io')).toBe(normaliseEmail('ada@X.IO'));
  });
});

describe('the source of an inquiry', () => {
  it('is the tagged campaign first, then the referring site, else direct', () => {
    expect(sourceChannel(source({ utm: { source: 'Instagram' }, referrer: 'https://www.google.com/' }))).toBe('instagram');
    expect(sourceChannel(source({ utm: { source: 'spring-fair', medium: 'email' } }))).toBe('email');
    expect(sourceChannel(source({ utm: { source: 'spring-fair' } }))).toBe('campaign');
    expect(sourceChannel(source({ referrer: 'https://l.instagram.com/' }))).toBe('instagram');
    expect(sourceChannel(source({ referrer: 'https://www.google.co.uk/' }))).toBe('google');
    expect(sourceChannel(source({ referrer: 'https://m.facebook.com/story' }))).toBe('facebook');
    expect(sourceChannel(source({ referrer: 'https://weddingblog.example/best-studios' }))).toBe('website');
    expect(sourceChannel(source())).toBe('direct');
    expect(sourceChannel(source({ referrer: 'https://styleandstory.studio/pricing' }), 'styleandstory.studio')).toBe('direct');
  });

  it('refuses a forged source: markup in a campaign, a script address, a channel field of its own', () => {
    expect(inquirySourceSchema.safeParse(source({ utm: { campaign: '<script>alert(1)</script>' } })).success).toBe(false);
    expect(inquirySourceSchema.safeParse(source({ referrer: 'javascript:alert(1)' })).success).toBe(false);
    expect(inquirySourceSchema.safeParse({ ...source(), channel: 'instagram' }).success).toBe(false);
    expect(inquirySourceSchema.safeParse(source({ utm: { source: 'ig', campaign: 'June launch | 2027' } })).success).toBe(true);
  });
});

describe('the date of an inquiry', () => {
  const today = '2027-03-10';
  it('is from tomorrow to three years ahead, or not given', () => {
    expect(inquiryDayProblem('', today)).toBeUndefined();
    expect(inquiryDayProblem('2027-03-11', today)).toBeUndefined();
    expect(inquiryDayProblem('2027-03-10', today)).toMatch(/passed/);
    expect(inquiryDayProblem('2026-12-01', today)).toMatch(/passed/);
    expect(inquiryDayProblem('2030-03-14', today)).toMatch(/three years/);
    expect(inquiryDayProblem('2027-02-30', today)).toBe('Enter a real date');
  });
});

describe('a day in the busy view', () => {
  const busy = busyDaysOf([
    { id: '2027-06', days: { '12': 'booked', '13': 'held', '11': 'blocked', '14': 'booked' } },
    { id: '2027-07', days: { '01': 'booked' } },
  ]);
  it('is available, booked, held or blocked', () => {
    expect(dayAvailability(busy, '2027-06-12')).toBe('booked');
    expect(dayAvailability(busy, '2027-06-13')).toBe('held');
    expect(dayAvailability(busy, '2027-06-20')).toBe('available');
    expect(dayAvailability(busy, '')).toBe('unknown');
  });
  it('offers the nearest free days, later first on a tie, never before today', () => {
    expect(nearestFreeDays(busy, '2027-06-12', '2027-01-01')).toEqual(['2027-06-10', '2027-06-15', '2027-06-09']);
    expect(nearestFreeDays(busy, '2027-06-12', '2027-06-11', 2)).toEqual(['2027-06-15', '2027-06-16']);
    expect(nearestFreeDays(busy, '2027-06-30', '2027-01-01', 3)).toEqual(['2027-06-29', '2027-07-02', '2027-06-28']);
  });
  it('keeps a day of timed sessions out of the inquiry view, and in the days a booking form greys out', () => {
    const months = [{ id: '2027-06', days: { '12': 'booked', '13': 'sessions' } as const }];
    expect(dayAvailability(busyDaysOf(months), '2027-06-13')).toBe('available');
    expect([...busyStatesOf(months)]).toEqual([
      ['2027-06-12', 'booked'],
      ['2027-06-13', 'sessions'],
    ]);
  });
  it('reads the months around a day, across a year', () => {
    expect(monthsAround('2027-01-15')).toEqual(['2026-12', '2027-01', '2027-02']);
  });
});

describe('stages', () => {
  it('move forward by themselves, never back; a booking books even a lost lead', () => {
    expect(movedStage('new', 'replied')).toBe('replied');
    expect(movedStage('consultation', 'replied')).toBe('consultation');
    expect(movedStage('replied', 'proposal')).toBe('proposal');
    expect(movedStage('booked', 'proposal')).toBe('booked');
    expect(movedStage('lost', 'replied')).toBe('lost');
    expect(movedStage('lost', 'booked')).toBe('booked');
  });
});

describe('the first reply', () => {
  const packages = [
    { name: 'Signature Wedding', price: 4200, category: 'Weddings' },
    { name: 'Intimate Wedding', price: 2400, category: 'Weddings' },
    { name: 'Family Portraits', price: 450, category: 'Portraits & Family' },
  ];
  const settings = { replySubject: 'Thank you', replyIntro: 'Hello {name}, thank you.', replyClosing: 'Warmly,' };
  const facts = {
    name: 'Ada Lovelace',
    eventType: 'Wedding',
    eventDate: '2027-06-12',
    availability: 'available' as const,
    packages,
    studioName: 'Style & Story',
    studioEmail: 'hello@example.com',
    studioPhone: '+1 555 0100',
    bookUrl: 'https://example.com/pricing',
    consultUrl: 'https://example.com/contact',
  };
  it('says whether the date is free, names the fitting packages cheapest first, how to book, and who writes', () => {
    const reply = firstReply(settings, facts);
    expect(reply.intro).toBe('Hello Ada, thank you.');
    expect(reply.availability).toMatch(/is available/);
    expect(reply.packages.map((p) => p.name)).toEqual(['Intimate Wedding', 'Signature Wedding']);
    expect(reply.next).toContain('https://example.com/pricing');
    expect(reply.next).toContain('https://example.com/contact');
    expect(reply.signature).toEqual(['Style & Story', 'hello@example.com', '+1 555 0100']);
  });
  it('says a taken or held date plainly, and an open one', () => {
    expect(availabilitySentence('booked', '2027-06-12')).toMatch(/already booked/);
    expect(availabilitySentence('held', '2027-06-12')).toMatch(/on hold/);
    expect(availabilitySentence('unknown', '')).toMatch(/not fixed/);
  });
  it('offers every package when none fits the event', () => {
    expect(fittingPackages(packages, 'Corporate').map((p) => p.name)).toEqual([
      'Family Portraits',
      'Intimate Wedding',
      'Signature Wedding',
    ]);
  });
});

describe('an inquiry as the function reads it', () => {
  const valid = {
    name: 'Ada',
    email: 'ada@example.com',
    phone: '',
    eventType: 'Wedding',
    eventDate: '2027-06-12',
    venue: 'Lisbon',
    guests: 80,
    budget: 'Not sure yet',
    message: 'We would love photographs of our day.',
    heardFrom: 'Instagram',
    website: '',
    source: NO_SOURCE,
  };
  it('refuses a malformed email, a message over the limit, an unknown event', () => {
    expect(inquiryRequestSchema.safeParse(valid).success).toBe(true);
    expect(inquiryRequestSchema.safeParse({ ...valid, email: 'ada@' }).success).toBe(false);
    expect(inquiryRequestSchema.safeParse({ ...valid, email: '' }).success).toBe(false);
    expect(inquiryRequestSchema.safeParse({ ...valid, message: 'x'.repeat(3001) }).error?.issues[0]?.message).toMatch(
      /under 3000 characters/,
    );
    expect(inquiryRequestSchema.safeParse({ ...valid, eventType: 'Rave' }).success).toBe(false);
  });
  it('keeps markup as the text it is', () => {
    const parsed = inquiryRequestSchema.parse({ ...valid, message: '<img src=x onerror=alert(1)> hello there' });
    expect(parsed.message).toBe('<img src=x onerror=alert(1)> hello there');
  });
});

describe('the leads report', () => {
  const at = (hours: number) => new Date(Date.UTC(2027, 0, 1) + hours * 3_600_000);
  const lead = (channel: 'instagram' | 'google' | 'direct', stage: LeadStage, replyAfterHours: number | null, lostReason = '') => ({
    channel,
    inquiries: 2,
    stage,
    lostReason,
    firstInquiryAt: at(0),
    firstReplyAt: replyAfterHours === null ? null : at(replyAfterHours),
  });
  it('counts by source, converts to bookings by source and overall, takes the median first answer, tallies lost reasons', () => {
    const report = leadReport([
      lead('instagram', 'booked', 1),
      lead('instagram', 'lost', 3, 'Over budget'),
      lead('instagram', 'replied', 2),
      lead('google', 'booked', 10),
      lead('direct', 'lost', null, 'Over budget'),
      lead('direct', 'new', null),
    ]);
    expect(report).toMatchObject({ leads: 6, inquiries: 12, booked: 2, conversion: 2 / 6, medianFirstReplyMinutes: 150 });
    expect(report.bySource.map((s) => [s.channel, s.leads, s.booked])).toEqual([
      ['instagram', 3, 1],
      ['direct', 2, 0],
      ['google', 1, 1],
    ]);
    expect(report.bySource[2].conversion).toBe(1);
    expect(report.lostReasons).toEqual([{ reason: 'Over budget', count: 2 }]);
    expect(leadReport([]).medianFirstReplyMinutes).toBeNull();
    expect(formatWait(150)).toBe('2.5 hours');
  });
});
