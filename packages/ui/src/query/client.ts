import { QueryClient } from '@tanstack/react-query';

/**
 * The one server-state cache of the page. `@trabzon/ui` is a Module Federation singleton, so the
 * shell and every remote read and invalidate the same cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: 1,
    },
  },
});
