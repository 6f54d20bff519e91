// @vitest-environment node
import { initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UserFacingError } from '@/lib/user-facing-error';
import { failingFields, repairDocument, type RepairTarget } from './repairs';

// Nothing here reaches a server: each case is refused before anything is written.
const db = getFirestore(initializeApp({ apiKey: 'test', projectId: 'demo-unit-test', appId: 'test' }, 'repairs-unit-test'));
const schema = z.object({ name: z.string().min(1), email: z.email(), status: z.enum(['open']), keywords: z.array(z.string()).max(2) });
const target: RepairTarget<z.infer<typeof schema>> = {
  name: 'bookings',
  schema,
  fields: ['name', 'email', 'keywords'],
  keywords: (d) => [d.name],
};
const stored = { name: 'Grace', email: 'grace@x', status: 'open', keywords: ['a', 'b', 'c'] };

describe('repairs', () => {
  it('names the top-level fields a schema refuses', () => {
    expect(failingFields(schema, stored)).toEqual(['email', 'keywords']);
    expect(failingFields(schema, { ...stored, email: 'grace@example.com', keywords: [] })).toEqual([]);
  });

  it('refuses to write a field that is not the owner’s to correct', async () => {
    await expect(repairDocument(db, target, 'b1', stored, { status: 'open' })).rejects.toThrow("Not the owner's to correct: status");
  });

  it('refuses a correction that leaves the document invalid, saying what still does not fit', async () => {
    const refused = repairDocument(db, target, 'b1', { ...stored, status: 'lost' }, { email: 'grace@example.com' });
    await expect(refused).rejects.toBeInstanceOf(UserFacingError);
    await expect(refused).rejects.toThrow("It still doesn't fit: status. Nothing was saved.");
  });
});
