import { useEffect } from 'react';
import {
  hashKey,
  useQuery,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/**
 * useQuery for the one record a screen shows (a hotel, a restaurant, a package), which its route
 * prefetches. A load that failed before the screen mounts (the prefetch: a 404 for an unknown
 * address, or a 5xx already tried again by shouldRetry) is shown as it is, not asked again on mount
 * (TanStack Query's retryOnMount did, so an unknown record was asked for twice); Try again (refetch)
 * still asks. A failure older than the query's staleTime is asked again on mount, as an answer that
 * old would be.
 *
 * retryOnMount is off for good and the age is read once mounted: read while rendering, a prefetch
 * failing between the render and the subscription (the page's first render is a transition, drawn in
 * slices) left retryOnMount on, and the subscription asked again.
 */
export function useRecordQuery<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  const query = useQuery({ ...options, retryOnMount: false });
  const staleTime = options.staleTime ?? client.getDefaultOptions().queries?.staleTime;
  const freshFor = typeof staleTime === 'number' ? staleTime : 0;
  const key = hashKey(options.queryKey);
  const enabled = options.enabled !== false;
  const { refetch } = query;
  useEffect(() => {
    const state = client.getQueryState(options.queryKey);
    if (enabled && state?.status === 'error' && state.fetchStatus === 'idle' && Date.now() - state.errorUpdatedAt >= freshFor)
      void refetch();
    // Once per record (its key): a failure after the mount is the screen's to show, with its Try again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [client, key, enabled]);
  return query;
}
