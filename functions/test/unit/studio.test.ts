import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPrice } from '../../../common/format';
import { FALLBACK_STUDIO_LOCALE, setStudioLocale, studioLocale } from '../../../common/studio-locale';
import { buildEmail } from '../../src/lib/email/build-email';
import { fallbackStudio, parseSender, readStudio } from '../../src/lib/studio';
import { MAIL_CONFIG, TEST_PAYMENT, DEMO_STUDIO_INPUT, recordingLogger } from '../support/fakes';

afterEach(() => setStudioLocale(FALLBACK_STUDIO_LOCALE));

/** A Firestore that answers with `documents` (path → data) and nothing else. */
const firestoreWith = (documents: Record<string, unknown>) =>
  ({
    collection: (collection: string) => ({
      doc: (id: string) => ({
        get: async () => ({ exists: `${collection}/${id}` in documents, data: () => documents[`${collection}/${id}`] }),
      }),
    }),
  }) as unknown as Firestore;

const SENDER = 'Style & Story <hello@styleandstory.studio>';

describe('readStudio', () => {
  it('reads both documents and sets the currency, time zone and locale of every format', async () => {
    const paris = { ...DEMO_STUDIO_INPUT, name: 'Atelier Lumière', currency: 'EUR', timeZone: 'Europe/Paris', locale: 'en-IE' as const };
    const db = firestoreWith({ 'settings/studio': paris, 'ownerSettings/payment': TEST_PAYMENT });
    const record = await readStudio(db, recordingLogger(), SENDER);
    expect(record).toEqual({ studio: paris, payment: TEST_PAYMENT });
    expect(studioLocale()).toEqual({ currency: 'EUR', timeZone: 'Europe/Paris', locale: 'en-IE', weekStart: 'sunday' });
    expect(formatPrice(2400)).toBe('€2,400');
  });

  it('settings saved before the area, locale and week start: none, and the fallback locale', async () => {
    const { areaServed: _area, locale: _locale, weekStart: _weekStart, ...older } = DEMO_STUDIO_INPUT;
    const record = await readStudio(firestoreWith({ 'settings/studio': older }), recordingLogger(), SENDER);
    expect(record.studio).toMatchObject({ areaServed: '', locale: 'en-US', weekStart: 'sunday' });
    expect(studioLocale()).toEqual({ currency: 'USD', timeZone: 'America/Los_Angeles', locale: 'en-US', weekStart: 'sunday' });
  });

  it('before the owner has saved anything: the sender’s name and address, no payment details, no warning', async () => {
    const logger = recordingLogger();
    const record = await readStudio(firestoreWith({}), logger, SENDER);
    expect(record.studio).toEqual(fallbackStudio(SENDER));
    expect(record.studio).toMatchObject({ name: 'Style & Story', email: 'hello@styleandstory.studio', phone: '', currency: 'USD' });
    expect(record.payment).toEqual({ bankDetails: '', upiId: '', paymentNote: '' });
    expect(logger.entries).toEqual([]);
  });

  it('an invalid document falls back, with a warning naming it', async () => {
    const logger = recordingLogger();
    const record = await readStudio(firestoreWith({ 'settings/studio': { name: 'Half saved' } }), logger, SENDER);
    expect(record.studio.name).toBe('Style & Story');
    expect(logger.entries).toMatchObject([{ level: 'warn', data: { document: 'settings/studio' } }]);
  });
});

describe('parseSender', () => {
  it('splits a name and an address, quoted or not', () => {
    expect(parseSender(SENDER)).toEqual({ name: 'Style & Story', address: 'hello@styleandstory.studio' });
    expect(parseSender('"Studio, Inc." <a@b.co>')).toEqual({ name: 'Studio, Inc.', address: 'a@b.co' });
    expect(parseSender('a@b.co')).toEqual({ name: '', address: 'a@b.co' });
  });
});

describe('every email comes from the studio in the settings', () => {
  const email = (studio = DEMO_STUDIO_INPUT) =>
    buildEmail(
      {
        audience: 'customer',
        to: 'ada@example.com',
        subject: 'Hi',
        heading: 'Hi',
        preheader: 'Hi',
        blocks: [{ paragraph: 'Hello.' }],
        kind: 'test',
        ids: {},
      },
      { ...MAIL_CONFIG, studio },
    );

  it('its name on the verified sender’s address, its email as Reply-To, its line at the end', () => {
    const mail = email({
      ...DEMO_STUDIO_INPUT,
      name: 'Atelier "Lumière" <Paris>',
      email: 'bonjour@atelier.fr',
      phone: '+33 1 42 68 53 00',
    });
    expect(mail.from).toBe('Atelier Lumière Paris <hello@styleandstory.studio>');
    expect(mail.replyTo).toBe('bonjour@atelier.fr');
    expect(mail.text).toContain('The Atelier "Lumière" <Paris> team');
    expect(mail.text.endsWith(`Atelier "Lumière" <Paris> · ${DEMO_STUDIO_INPUT.address} · bonjour@atelier.fr · +33 1 42 68 53 00`)).toBe(
      true,
    );
    expect(mail.html).toContain('Atelier &quot;Lumière&quot; &lt;Paris&gt;');
  });

  it('leaves out what the studio has not filled in', () => {
    const mail = email(fallbackStudio(SENDER));
    expect(mail.text.endsWith('Style & Story · hello@styleandstory.studio')).toBe(true);
    expect(mail.html).not.toContain(' · ·');
    expect(mail.html).not.toContain('letter-spacing:3px');
  });
});
