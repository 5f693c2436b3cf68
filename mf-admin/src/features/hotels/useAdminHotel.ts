import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@trabzon/api-client';
import { adminKeys } from '../../lib/queries';

/** GET /api/hotels/:id?admin=true: one hotel with the texts of every language (nothing for a new hotel). */
export function useAdminHotel(id: string | null) {
  return useQuery({
    queryKey: adminKeys.hotel(id ?? ''),
    queryFn: () => adminApi.hotels.get(id ?? ''),
    enabled: id !== null,
  });
}
