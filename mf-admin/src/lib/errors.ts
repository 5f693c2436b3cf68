import { describeApiError } from '@trabzon/api-client';

/** The server's message of a failed call, else `fallback` (no answer, or an answer without one). */
export function serverMessage(error: unknown, fallback: string): string {
  const failure = describeApiError(error);
  return failure.status === null ? fallback : (failure.message ?? fallback);
}
