import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase/firestore';
import { Timestamp, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { addUtcDays, utcDay } from '@common/days';
import { revokeLink, sendCustomPackage } from '@/data/custom-package-links';
import { saveCustomPackage } from '@/data/custom-packages';
import { ownerSession } from './support/emulators';

// Custom packages and their private links: a package saved twice stays one package, and a package
// sent twice to one customer (a double click, a second tab) makes one link.

let owner: Firestore;
let secondTab: Firestore;
let admin: AdminFirestore;
beforeAll(async () => ({ owner, secondTab, admin } = await ownerSession()));

const packageInput = {
  name: 'Garden elopement',
  description: 'Two hours in the park.',
  features: ['One photographer'],
  price: 1800,
  deposit: 500,
  validityDays: 14,
};

async function savedPackage() {
  const id = `pkg-${randomUUID().slice(0, 8)}`;
  await saveCustomPackage(owner, id, packageInput);
  return id;
}

/** An offer of the package to a new customer (the rules check the customer's record). */
async function offer(customPackageId: string) {
  const userId = `customer-${randomUUID().slice(0, 8)}`;
  const userEmail = `grace-${userId}@example.com`;
  await admin.collection(COLLECTIONS.users).doc(userId).set({
    email: userEmail,
    name: 'Grace Hopper',
    phone: '',
    avatar: '',
    role: 'customer',
    createdAt: Timestamp.now(),
  });
  return {
    customPackageId,
    userId,
    userEmail,
    userName: 'Grace Hopper',
    message: 'As we discussed.',
    expiresOn: addUtcDays(utcDay(new Date()), 10),
  };
}

const linksFor = async (packageId: string, userId: string) =>
  (await admin.collection(COLLECTIONS.customPackageLinks).where('customPackageId', '==', packageId).where('userId', '==', userId).get())
    .docs;
const recipient = async (packageId: string, userId: string) =>
  (
    await admin.collection(COLLECTIONS.customPackages).doc(packageId).collection(SUBCOLLECTIONS.customPackageRecipients).doc(userId).get()
  ).data();

describe('saveCustomPackage', () => {
  it('turns a repeated create into an update that keeps the first createdAt and archived', async () => {
    const id = await savedPackage();
    const first = (await admin.collection(COLLECTIONS.customPackages).doc(id).get()).data()!;

    await saveCustomPackage(owner, id, { ...packageInput, price: 2000 });

    const second = (await admin.collection(COLLECTIONS.customPackages).doc(id).get()).data()!;
    expect(second).toMatchObject({ price: 2000, archived: false });
    expect(second.createdAt.isEqual(first.createdAt)).toBe(true);
  });
});

describe('sendCustomPackage', () => {
  it('writes the link with the package as it is now, and the recipient entry naming it', async () => {
    const packageId = await savedPackage();
    const input = await offer(packageId);

    const { slug, existed } = await sendCustomPackage(owner, input);

    expect(existed).toBe(false);
    const link = (await admin.collection(COLLECTIONS.customPackageLinks).doc(slug).get()).data();
    expect(link).toMatchObject({
      slug,
      customPackageId: packageId,
      userId: input.userId,
      packageName: packageInput.name,
      price: 1800,
      deposit: 500,
      status: 'sent',
    });
    expect(await recipient(packageId, input.userId)).toEqual({ slug });
  });

  it('gives the same link when the package is sent to the same customer again', async () => {
    const input = await offer(await savedPackage());

    const first = await sendCustomPackage(owner, input);
    const second = await sendCustomPackage(owner, input);

    expect(second).toEqual({ slug: first.slug, existed: true });
    expect(await linksFor(input.customPackageId, input.userId)).toHaveLength(1);
  });

  it('makes one link when two tabs send at the same moment', async () => {
    const input = await offer(await savedPackage());

    const results = await Promise.all([sendCustomPackage(owner, input), sendCustomPackage(secondTab, input)]);

    expect(results[0].slug).toBe(results[1].slug);
    expect(results.map((result) => result.existed).sort()).toEqual([false, true]);
    expect(await linksFor(input.customPackageId, input.userId)).toHaveLength(1);
  });

  it('makes a new link once the last one was revoked, and the recipient entry follows it', async () => {
    const input = await offer(await savedPackage());
    const first = await sendCustomPackage(owner, input);
    await revokeLink(owner, first.slug);

    const second = await sendCustomPackage(owner, input);

    expect(second.existed).toBe(false);
    expect(second.slug).not.toBe(first.slug);
    expect(await recipient(input.customPackageId, input.userId)).toEqual({ slug: second.slug });
    expect((await admin.collection(COLLECTIONS.customPackageLinks).doc(first.slug).get()).data()).toMatchObject({ status: 'revoked' });
  });
});
