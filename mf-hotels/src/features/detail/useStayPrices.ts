import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { hotelsApi, type RoomStayPrice } from '@trabzon/api-client';
import { useDebouncedValue } from '../../lib/hooks';
import { hotelKeys } from '../../lib/queries';
import type { Stay } from '../../lib/dates';
import { AVAILABILITY_DEBOUNCE_MS } from './useAvailability';

export interface StayPricesView {
  /** Room type id → its price for the stay on screen; null while it loads (or failed). */
  byRoom: ReadonlyMap<string, RoomStayPrice> | null;
  nights: number;
  loading: boolean;
}

/**
 * Every room type's price for the chosen stay (debounced like the live price), so the room list and
 * the room dropdown show what the checkout charges, not the base price. Only the answer for the
 * dates on screen counts: while the dates settle, no prices are shown rather than the last stay's.
 */
export function useStayPrices(hotelId: string, stay: Stay): StayPricesView {
  const key = `${stay.checkIn}|${stay.checkOut}`;
  const settled = useDebouncedValue(key, AVAILABILITY_DEBOUNCE_MS);
  const [checkIn = '', checkOut = ''] = settled.split('|');
  const query = useQuery({
    queryKey: hotelKeys.stayPrices(hotelId, checkIn, checkOut),
    queryFn: ({ signal }) => hotelsApi.stayPrices(hotelId, { checkIn, checkOut }, { signal }),
    enabled: checkOut > checkIn,
  });
  // A stay that cannot be (the booking panel says why) has no prices to wait for.
  const waiting = key !== settled || (checkOut > checkIn && query.isPending);
  const current = key === settled && query.isSuccess ? query.data : null;
  const byRoom = useMemo(() => (current ? new Map(current.rooms.map((room) => [room.roomTypeId, room])) : null), [current]);
  return { byRoom, nights: current?.nightsCount ?? 0, loading: waiting };
}
