import type { LogEntry } from 'firebase-functions/logger';
import { describe, expect, it } from 'vitest';
import { errorDetails, structuredLogger } from '../../src/lib/logger';

describe('structuredLogger', () => {
  it('writes each line exactly as given, with its severity and data', () => {
    const entries: LogEntry[] = [];
    const logger = structuredLogger((entry) => entries.push(entry));
    logger.error('Failed to send welcome email', { uid: 'uid-1', error: 'boom' });
    logger.warn('Careful');
    logger.info('Customer record created', { uid: 'uid-1' });
    expect(entries).toEqual([
      { severity: 'ERROR', message: 'Failed to send welcome email', uid: 'uid-1', error: 'boom' },
      { severity: 'WARNING', message: 'Careful' },
      { severity: 'INFO', message: 'Customer record created', uid: 'uid-1' },
    ]);
  });

  it('does not let data override the severity or the message', () => {
    const entries: LogEntry[] = [];
    structuredLogger((entry) => entries.push(entry)).error('Failed to send welcome email', {
      severity: 'DEBUG',
      message: 'something else',
    });
    expect(entries).toEqual([{ severity: 'ERROR', message: 'Failed to send welcome email' }]);
  });
});

describe('errorDetails', () => {
  it('keeps the message, the SendGrid status and body, and the stack', () => {
    const error = Object.assign(new Error('Internal Server Error'), {
      code: 500,
      response: { body: { errors: [{ message: 'down' }] } },
    });
    expect(errorDetails(error)).toEqual({
      error: 'Internal Server Error',
      code: 500,
      responseBody: { errors: [{ message: 'down' }] },
      stack_trace: error.stack,
    });
    expect(errorDetails('plain')).toEqual({ error: 'plain' });
  });
});
