import { describe, expect, it } from 'vitest';
import { describeWriteError } from './write-errors';

describe('describeWriteError', () => {
  it('explains a refusal by the rules', () => {
    expect(describeWriteError({ code: 'permission-denied' }, 'booking')).toMatch(/couldn't accept this booking/);
  });

  it('explains a connection problem', () => {
    expect(describeWriteError({ code: 'unavailable' }, 'booking')).toMatch(/couldn't reach the studio/);
  });

  it('falls back to a general message', () => {
    expect(describeWriteError(new Error('boom'), 'frame order')).toMatch(/sending your frame order/);
  });
});
