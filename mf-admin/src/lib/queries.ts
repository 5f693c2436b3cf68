import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocaleStore, type Language } from '@trabzon/stores';
import { invalidateHotelStock } from '@trabzon/ui';

/**
 * Query keys of the admin screens; the language is the last part (names come translated).
 * A change to hotels also invalidates the public `['hotels']` and `['offers']` caches (the site's
 * own screens share this client), a change to inventory the public availability.
 */
export const adminKeys = {
  stats: (language: Language) => ['admin', 'stats', language] as const,
  /** Every language's statistics: what a change of bookings or users makes stale. */
  allStats: ['admin', 'stats'] as const,
  hotels: ['admin', 'hotels'] as const,
  hotelRows: (language: Language) => ['admin', 'hotels', 'rows', language] as const,
  /** The record with every language's texts: the same answer in any language, so no language part. */
  hotel: (id: string) => ['admin', 'hotels', 'one', id] as const,
  hotelOptions: (language: Language) => ['admin', 'hotels', 'options', language] as const,
  destinations: (language: Language) => ['admin', 'destinations', language] as const,
  inventory: ['admin', 'inventory'] as const,
  inventoryRecords: (query: object, language: Language) => ['admin', 'inventory', query, language] as const,
};

export function useLanguage(): Language {
  return useLocaleStore((state) => state.language);
}

/** After a hotel or room type changed: the admin lists, the statistics and the public hotel pages load again. */
export function useInvalidateHotels(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.hotels }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      queryClient.invalidateQueries({ queryKey: ['hotels'] }),
      queryClient.invalidateQueries({ queryKey: ['offers'] }),
    ]);
  }, [queryClient]);
}

/** After inventory changed: the records, and the public prices and availability, load again. */
export function useInvalidateInventory(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.inventory }),
      invalidateHotelStock(queryClient),
      queryClient.invalidateQueries({ queryKey: ['offers'] }),
    ]);
  }, [queryClient]);
}
