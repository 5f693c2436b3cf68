import { hotelsApi } from '@trabzon/api-client';
import { useDebouncedValue, useRemote } from '../../lib/hooks';

export interface AvailabilityRequest {
  hotelId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** Debounce for the live price: quick changes of dates or guests make one call. */
export const AVAILABILITY_DEBOUNCE_MS = 350;

/** The live price and availability of a stay; asks again (debounced) when the choice changes. */
export function useAvailability(request: AvailabilityRequest | null) {
  const key = request ? JSON.stringify(request) : null;
  const settledKey = useDebouncedValue(key, AVAILABILITY_DEBOUNCE_MS);
  const remote = useRemote(settledKey, (signal) => {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- useRemote runs the loader only for a non-null key
    const { hotelId, roomTypeId, checkIn, checkOut, guests } = JSON.parse(settledKey!) as AvailabilityRequest;
    return hotelsApi.availability(hotelId, roomTypeId, { checkIn, checkOut, guests }, { signal });
  });
  // While the choice is still settling, the last answer is for another stay.
  const pending = key !== settledKey || remote.status === 'loading';
  return { ...remote, pending, current: key === settledKey && remote.status === 'ready' ? remote.data : null };
}
