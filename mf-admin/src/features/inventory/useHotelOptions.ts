import { useQuery } from '@tanstack/react-query';
import type { HotelCard } from '@trabzon/contracts';
import { adminApi } from '@trabzon/api-client';
import { adminKeys, useLanguage } from '../../lib/queries';

const NONE: HotelCard[] = [];

/** The hotels (with their room types) the inventory selects offer, by name. */
export function useHotelOptions(language: string) {
  const keyLanguage = useLanguage();
  const query = useQuery({
    queryKey: adminKeys.hotelOptions(keyLanguage),
    queryFn: async () => [...(await adminApi.hotels.listAll())].sort((a, b) => a.name.localeCompare(b.name, language)),
  });
  const status = query.isError && !query.isFetching ? 'error' : query.isSuccess ? 'ready' : 'loading';
  return { hotels: query.data ?? NONE, status, reload: () => void query.refetch() } as const;
}
