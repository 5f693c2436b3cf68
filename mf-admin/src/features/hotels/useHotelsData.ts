import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HotelAdmin } from '@trabzon/contracts';
import { adminApi } from '@trabzon/api-client';
import { adminKeys, useInvalidateHotels, useLanguage } from '../../lib/queries';
import { mergeHotelRows, type HotelRow } from './model/rows';

type Status = 'loading' | 'error' | 'ready';

/**
 * The hotels table's data: GET /api/admin/hotels, plus what this session created, edited or
 * deleted (shown at once, before the list loads again after the change). Every change
 * invalidates the hotel caches (the admin lists and statistics, the public hotel pages).
 */
export function useHotelsData(language: string) {
  const keyLanguage = useLanguage();
  const query = useQuery({ queryKey: adminKeys.hotelRows(keyLanguage), queryFn: () => adminApi.hotels.adminList() });
  const queryClient = useQueryClient();
  const invalidate = useInvalidateHotels();
  const [edited, setEdited] = useState<Map<string, HotelAdmin>>(new Map());
  const [deleted, setDeleted] = useState<Set<string>>(new Set());
  const status: Status = query.isError && !query.isFetching ? 'error' : query.isSuccess ? 'ready' : 'loading';
  const listed = query.data;

  const remember = useCallback(
    (hotel: HotelAdmin) => {
      setEdited((map) => new Map(map).set(hotel._id, hotel));
      setDeleted((set) => {
        if (!set.has(hotel._id)) return set;
        const next = new Set(set);
        next.delete(hotel._id);
        return next;
      });
      queryClient.setQueryData(adminKeys.hotel(hotel._id), hotel);
      void invalidate();
    },
    [invalidate, queryClient],
  );

  const forget = useCallback(
    (id: string) => {
      setDeleted((set) => new Set(set).add(id));
      queryClient.removeQueries({ queryKey: adminKeys.hotel(id) });
      void invalidate();
    },
    [invalidate, queryClient],
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  const rows: HotelRow[] = useMemo(() => mergeHotelRows(listed ?? [], edited, deleted, language), [listed, edited, deleted, language]);

  return { status, rows, remember, forget, reload };
}
