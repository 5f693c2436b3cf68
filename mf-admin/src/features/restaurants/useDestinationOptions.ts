import { useQuery } from '@tanstack/react-query';
import { destinationsApi } from '@trabzon/api-client';

/** GET /api/destinations for the restaurant form's destination select. */
export function useDestinationOptions(language: string) {
  return useQuery({ queryKey: ['destinations', 'list', language], queryFn: () => destinationsApi.list({}), staleTime: 5 * 60_000 });
}
