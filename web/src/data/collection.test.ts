// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Timestamp, type QueryDocumentSnapshot, type SnapshotOptions } from 'firebase/firestore';
import { z } from 'zod';
import { dateSchema } from '@common/schemas/common';
import { schemaConverter } from './collection';

const schema = z.object({ at: dateSchema });

/** A snapshot of our own write still waiting for the server: its serverTimestamp() is null unless estimated. */
function pendingSnapshot(): QueryDocumentSnapshot {
  const estimate = Timestamp.fromMillis(1_700_000_000_000);
  return {
    ref: { path: 'bookings/b1' },
    data: (options?: SnapshotOptions) => ({ at: options?.serverTimestamps === 'estimate' ? estimate : null }),
  } as unknown as QueryDocumentSnapshot;
}

describe('schemaConverter', () => {
  it('reads a pending server timestamp as its local estimate, so a live list survives our own write', () => {
    expect(schemaConverter(schema).fromFirestore(pendingSnapshot()).at.getTime()).toBe(1_700_000_000_000);
  });

  it('names the document and field of an invalid document', () => {
    const bad = { ref: { path: 'bookings/b2' }, data: () => ({ at: 'soon' }) } as unknown as QueryDocumentSnapshot;
    expect(() => schemaConverter(schema).fromFirestore(bad)).toThrow(/bookings\/b2: at/);
  });
});
