import { useQuery } from '@tanstack/react-query';
import type { Destination } from '@trabzon/contracts';
import { adminApi } from '@trabzon/api-client';
import { adminKeys, useLanguage } from '../../lib/queries';

const NONE: Destination[] = [];

/** Destinations for the hotel form's select (empty when they cannot be loaded). */
export function useDestinations(): Destination[] {
  const language = useLanguage();
  const query = useQuery({ queryKey: adminKeys.destinations(language), queryFn: () => adminApi.destinations.list() });
  return query.data?.results ?? NONE;
}
