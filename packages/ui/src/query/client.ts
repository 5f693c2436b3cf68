import { QueryClient } from '@tanstack/react-query';

/** The HTTP status of a failed call (axios errors carry `response.status`), or null without an answer. */
function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === 'number' ? response.status : null;
}

/**
 * Whether a failed query is tried again: once, and never for a 4xx answer (a missing hotel, a
 * refused request or an ended session does not change by asking again).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

/**
 * The one server-state cache of the page. `@trabzon/ui` is a Module Federation singleton, so the
 * shell and every remote read and invalidate the same cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: shouldRetry,
    },
    mutations: {
      retry: false,
    },
  },
});
