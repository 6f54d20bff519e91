// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UserFacingError } from './user-facing-error';
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

describe('describeWriteError for the owner', () => {
  it('says nothing was saved when the rules refuse', () => {
    expect(describeWriteError({ code: 'permission-denied' }, 'package', 'owner')).toMatch(/refused this package.*Nothing was saved/);
  });

  it('passes a message written for people straight through', () => {
    expect(describeWriteError(new UserFacingError('That date is already taken.'), 'booking', 'owner')).toBe('That date is already taken.');
  });
});
