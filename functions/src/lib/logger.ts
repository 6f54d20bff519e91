import { logger as functionsLogger } from 'firebase-functions';
import type { LogEntry } from 'firebase-functions/logger';

// The slice of a structured logger the handlers use; unit tests pass a recorder.
export interface Logger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/**
 * Structured Cloud Logging entries, written as given. (firebase-functions' own logger.error
 * rewrites the message as "Error: <message>" plus the stack of the log call; the spec names the
 * exact line, so entries are written directly, and errorDetails() puts the failure's own stack
 * in stack_trace, where Error Reporting finds it.)
 */
export function structuredLogger(write: (entry: LogEntry) => void = functionsLogger.write): Logger {
  const at = (severity: LogEntry['severity']) => (message: string, data?: Record<string, unknown>) => write({ ...data, severity, message });
  return { info: at('INFO'), warn: at('WARNING'), error: at('ERROR') };
}

export const logger: Logger = structuredLogger();

export function errorDetails(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const details: Record<string, unknown> = { error: error.message };
  // SendGrid's ResponseError carries the HTTP status and the API's error list.
  const { code, response } = error as { code?: unknown; response?: { body?: unknown } };
  if (code !== undefined) details.code = code;
  if (response?.body !== undefined) details.responseBody = response.body;
  if (error.stack) details.stack_trace = error.stack;
  return details;
}
