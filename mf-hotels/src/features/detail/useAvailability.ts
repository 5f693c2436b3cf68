import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hotelsApi } from '@trabzon/api-client';
import { useDebouncedValue } from '../../lib/hooks';
import { hotelKeys, useLanguage } from '../../lib/queries';

export interface AvailabilityRequest {
  hotelId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** Debounce for the live price: quick changes of dates or guests make one call. */
export const AVAILABILITY_DEBOUNCE_MS = 350;

/**
 * The live price and availability of a stay; asks again (debounced) when the choice changes.
 * `pending` while the choice settles or its answer is on the way; `current` is the answer for the
 * choice on screen only; `data` may be the previous stay's answer, shown dimmed meanwhile.
 */
export function useAvailability(request: AvailabilityRequest | null) {
  const language = useLanguage();
  const key = request ? JSON.stringify(request) : null;
  const settledKey = useDebouncedValue(key, AVAILABILITY_DEBOUNCE_MS);
  const settled = settledKey ? (JSON.parse(settledKey) as AvailabilityRequest) : null;
  const query = useQuery({
    queryKey: hotelKeys.availability(settled ?? {}, language),
    queryFn: ({ signal }) => {
      if (!settled) throw new Error('No stay chosen');
      const { hotelId, roomTypeId, checkIn, checkOut, guests } = settled;
      return hotelsApi.availability(hotelId, roomTypeId, { checkIn, checkOut, guests }, { signal });
    },
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  const answered = query.isSuccess && !query.isPlaceholderData;
  const failed = query.isError && !query.isFetching;
  // While the choice is still settling, the last answer is for another stay.
  const pending = key !== settledKey || (!answered && !failed);
  return {
    status: failed ? ('failed' as const) : answered ? ('ready' as const) : ('loading' as const),
    data: query.data ?? null,
    error: query.error,
    retry: () => void query.refetch(),
    pending,
    current: key === settledKey && answered ? query.data : null,
  };
}
