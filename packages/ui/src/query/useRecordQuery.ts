import {
  useQuery,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type QueryState,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/** Whether the cache holds a failure younger than `freshFor` ms (as fresh as an answer it would still show). */
function failedRecently(state: QueryState | undefined, freshFor: number): boolean {
  return state?.status === 'error' && Date.now() - state.errorUpdatedAt < freshFor;
}

/**
 * useQuery for the one record a screen shows (a hotel, a restaurant, a package), which its route
 * prefetches. A load that failed moments before the screen mounts (the prefetch: a 404 for an
 * unknown address, or a 5xx already tried again by shouldRetry) is shown as it is, not asked again
 * on mount (TanStack Query's retryOnMount did, so an unknown record was asked for twice); Try again
 * (refetch) still asks. A failure older than the query's staleTime is asked again on mount, as an
 * answer that old would be.
 */
export function useRecordQuery<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  const staleTime = options.staleTime ?? client.getDefaultOptions().queries?.staleTime;
  const freshFor = typeof staleTime === 'number' ? staleTime : 0;
  return useQuery({ ...options, retryOnMount: !failedRecently(client.getQueryState(options.queryKey), freshFor) });
}
