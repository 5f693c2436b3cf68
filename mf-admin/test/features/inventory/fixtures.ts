import type { InventoryRecord } from '@trabzon/contracts';
import type { InventoryHotel } from '../../../src/features/inventory/useHotelOptions';

/** A hotel with one room type, as the inventory screens list it. */
export const HOTEL: InventoryHotel = { _id: 'h1', name: 'Zigana Lodge', active: true, roomTypes: [{ _id: 'r1', name: 'Deluxe' }] };

/** One night of the hotel's room type: 10 rooms, all free, at 60; `changes` for the rest. */
export function night(date: string, changes: Partial<InventoryRecord> = {}): InventoryRecord {
  return {
    _id: `n-${date}`,
    hotel: 'h1',
    roomType: 'r1',
    date,
    totalRooms: 10,
    availableRooms: 10,
    basePrice: 60,
    price: 60,
    blocked: false,
    blockReason: null,
    ...changes,
  } as unknown as InventoryRecord;
}
