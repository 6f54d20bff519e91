import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase/firestore';
import { Timestamp, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { CONTRACTS_SETTINGS_ID } from '@common/schemas/contracts';
import { confirmBooking } from '@/data/bookings';
import { makeDefaultContractTemplate, saveContractSettings } from '@/data/contract-settings';
import { saveContractTemplate, setContractTemplateArchived } from '@/data/contract-templates';
import { freeDay, storeBooking } from './support/bookings';
import { ownerSession } from './support/emulators';

// The owner's contract writes as the browser makes them, the rules judging each (docs/contracts.md):
// a template's save is its next version with versions/{n} in the same write; the settings document;
// and a confirmation by hand that turns the booking's own hold into the lock.

let owner: Firestore;
let secondTab: Firestore;
let admin: AdminFirestore;
beforeAll(async () => ({ owner, secondTab, admin } = await ownerSession()));

const templates = () => admin.collection(COLLECTIONS.contractTemplates);
const template = async (id: string) => (await templates().doc(id).get()).data();
type SavedVersion = { id: string; version: number; body: string; savedAt: unknown };
const versions = async (id: string): Promise<SavedVersion[]> =>
  (await templates().doc(id).collection(SUBCOLLECTIONS.contractTemplateVersions).orderBy('version').get()).docs.map(
    (d) => ({ id: d.id, ...d.data() }) as SavedVersion,
  );
const newId = () => `tpl-${randomUUID().slice(0, 12)}`;
const body = (words: string) => `## Agreement\n\nBetween {{studio.name}} and {{customer.name}}: ${words}.`;

describe('saveContractTemplate', () => {
  it('creates a template at version 1 with versions/1, then each changed save is the next version with its text kept', async () => {
    const id = newId();
    expect(await saveContractTemplate(owner, id, { name: 'Wedding agreement', body: body('first') })).toEqual({
      version: 1,
      changed: true,
    });
    expect(await template(id)).toMatchObject({ name: 'Wedding agreement', body: body('first'), version: 1, archived: false });

    expect(await saveContractTemplate(owner, id, { name: 'Wedding agreement', body: body('second') })).toEqual({
      version: 2,
      changed: true,
    });
    expect(await template(id)).toMatchObject({ body: body('second'), version: 2 });
    const saved = await versions(id);
    expect(saved.map(({ id: doc, version, body: text }) => [doc, version, text])).toEqual([
      ['1', 1, body('first')],
      ['2', 2, body('second')],
    ]);
    expect(saved[1].savedAt).toBeInstanceOf(Timestamp);
  });

  it('writes nothing when neither the name nor the text changed', async () => {
    const id = newId();
    await saveContractTemplate(owner, id, { name: 'Portraits', body: body('same') });
    expect(await saveContractTemplate(owner, id, { name: 'Portraits', body: body('same') })).toEqual({ version: 1, changed: false });
    expect(await versions(id)).toHaveLength(1);
  });

  it('refuses an unknown merge field before writing, naming it', async () => {
    const id = newId();
    await expect(saveContractTemplate(owner, id, { name: 'Typo', body: 'Dear {{cutomer.name}}' })).rejects.toThrow(
      '{{cutomer.name}} is not a merge field',
    );
    expect(await template(id)).toBeUndefined();
  });

  it('two tabs saving at once make two versions, never one number twice', async () => {
    const id = newId();
    await saveContractTemplate(owner, id, { name: 'Events', body: body('one') });
    await Promise.all([
      saveContractTemplate(owner, id, { name: 'Events', body: body('from the first tab') }),
      saveContractTemplate(secondTab, id, { name: 'Events', body: body('from the second tab') }),
    ]);
    expect((await versions(id)).map((v) => v.version)).toEqual([1, 2, 3]);
    expect(await template(id)).toMatchObject({ version: 3 });
  });

  it('archives and restores without touching the text or its version', async () => {
    const id = newId();
    await saveContractTemplate(owner, id, { name: 'Old terms', body: body('kept') });
    await setContractTemplateArchived(owner, id, true);
    expect(await template(id)).toMatchObject({ archived: true, version: 1, body: body('kept') });
    await setContractTemplateArchived(owner, id, false);
    expect(await template(id)).toMatchObject({ archived: false, version: 1 });
  });
});

describe('the contract settings', () => {
  it('saves the whole document, and making a template the default keeps the rest as stored', async () => {
    const id = newId();
    await saveContractTemplate(owner, id, { name: 'Default terms', body: body('default') });
    await saveContractSettings(owner, { enabled: true, holdHours: 48, defaultTemplateId: '' });
    await makeDefaultContractTemplate(owner, id);
    const stored = (await admin.collection(COLLECTIONS.settings).doc(CONTRACTS_SETTINGS_ID).get()).data();
    expect(stored).toMatchObject({ enabled: true, holdHours: 48, defaultTemplateId: id });
    expect(Object.keys(stored ?? {}).sort()).toEqual(['defaultTemplateId', 'enabled', 'holdHours', 'updatedAt']);
    await saveContractSettings(owner, { enabled: false, holdHours: 72, defaultTemplateId: id });
  });
});

describe('confirming a booking whose day it holds', () => {
  const hold = (day: string, bookingId: string) =>
    admin
      .collection(COLLECTIONS.calendar)
      .doc(day)
      .set({ date: day, kind: 'hold', bookingId, createdAt: Timestamp.now(), holdUntil: Timestamp.fromMillis(Date.now() + 86_400_000) });

  it('turns its own hold into the lock, with no hold end left behind', async () => {
    const day = await freeDay(admin);
    const id = await storeBooking(admin, day);
    await hold(day, id);

    await confirmBooking(owner, id);

    const entry = (await admin.collection(COLLECTIONS.calendar).doc(day).get()).data();
    expect(entry).toMatchObject({ date: day, kind: 'booking', bookingId: id });
    expect(entry).not.toHaveProperty('holdUntil');
    expect((await admin.collection(COLLECTIONS.bookings).doc(id).get()).data()).toMatchObject({ status: 'confirmed' });
  });

  it('refuses a day another booking holds, saying so, and leaves both as they were', async () => {
    const day = await freeDay(admin);
    const holder = await storeBooking(admin, day);
    const id = await storeBooking(admin, day);
    await hold(day, holder);

    await expect(confirmBooking(owner, id)).rejects.toThrow(`for another booking whose contract is signed (ref. ${holder})`);
    expect((await admin.collection(COLLECTIONS.calendar).doc(day).get()).data()).toMatchObject({ kind: 'hold', bookingId: holder });
    expect((await admin.collection(COLLECTIONS.bookings).doc(id).get()).data()).toMatchObject({ status: 'pending' });
  });
});
