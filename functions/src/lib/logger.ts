import { logger as functionsLogger } from 'firebase-functions';

// The slice of firebase-functions' structured logger the handlers use; tests pass a recorder.
export interface Logger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export const logger: Logger = functionsLogger;

export function errorDetails(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const details: Record<string, unknown> = { error: error.message };
  // SendGrid's ResponseError carries the HTTP status and the API's error list.
  const response = (error as { code?: unknown; response?: { body?: unknown } }).response;
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) details.code = code;
  if (response?.body !== undefined) details.responseBody = response.body;
  return details;
}
