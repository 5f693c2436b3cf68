import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminApi, type AdminHotelRow } from '@trabzon/api-client';
import { adminKeys, useLanguage } from '../../lib/queries';

/** A hotel as the inventory's selects and grid offer it: its room types, and whether guests can book it. */
export interface InventoryHotel {
  _id: string;
  name: string;
  /** False for a deactivated hotel: its nights can still be managed, and its option says so. */
  active: boolean;
  roomTypes: { _id: string; name: string }[];
}

const NONE: InventoryHotel[] = [];

/** The inventory's view of the back-office hotel list, sorted by name in the page's language. */
export function inventoryHotels(rows: readonly AdminHotelRow[], language: string): InventoryHotel[] {
  return rows
    .map((row) => ({ _id: row._id, name: row.name, active: row.active, roomTypes: row.rooms }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * The hotels (with their room types) the inventory selects offer, by name: every hotel of the
 * back-office list (GET /api/admin/hotels), inactive ones too; the public list leaves those out, and
 * their nights could not be managed. The package form asks the same list under the same key.
 */
export function useHotelOptions(language: string) {
  const keyLanguage = useLanguage();
  const select = useCallback((rows: AdminHotelRow[]) => inventoryHotels(rows, language), [language]);
  const query = useQuery({
    queryKey: adminKeys.hotelOptions(keyLanguage),
    queryFn: () => adminApi.hotels.adminList(),
    select,
  });
  const status = query.isError && !query.isFetching ? 'error' : query.isSuccess ? 'ready' : 'loading';
  return { hotels: query.data ?? NONE, status, reload: () => void query.refetch() } as const;
}
