import { describe, expect, it } from 'vitest';
import type { FirebaseApp } from 'firebase/app';
import { createReporter, noopReporter } from './reporter';

describe('createReporter', () => {
  it('uses the no-op reporter when no measurement id is configured', () => {
    expect(createReporter(async () => ({}) as FirebaseApp, undefined)).toBe(noopReporter);
  });

  it('builds an analytics reporter when a measurement id is configured', () => {
    const reporter = createReporter(async () => ({}) as FirebaseApp, 'G-TEST123');
    expect(reporter).not.toBe(noopReporter);
    expect(typeof reporter.pageView).toBe('function');
  });
});
