import type { HotelAdmin } from '@trabzon/contracts';
import type { AdminHotelRow } from '@trabzon/api-client';
import { pickText } from '../../../lib/translated';

/** One line of the admin hotels table. */
export interface HotelRow {
  id: string;
  name: string;
  city: string;
  country: string;
  stars: number;
  rating: number;
  reviews: number;
  roomTypes: number;
  featured: boolean;
  active: boolean;
}

/** A hotel of GET /api/admin/hotels. */
export function rowFromList(item: AdminHotelRow): HotelRow {
  return {
    id: item._id,
    name: item.name,
    city: item.city,
    country: item.country,
    stars: item.starRating,
    rating: item.averageRating,
    reviews: item.totalReviews,
    roomTypes: item.roomTypes,
    featured: item.featured,
    active: item.active,
  };
}

export function rowFromAdmin(hotel: HotelAdmin, language: string): HotelRow {
  return {
    id: hotel._id,
    name: pickText(hotel.name, language),
    city: hotel.address.city,
    country: hotel.address.country,
    stars: hotel.starRating,
    rating: hotel.averageRating,
    reviews: hotel.totalReviews,
    roomTypes: hotel.roomTypes.length,
    featured: hotel.featured,
    active: hotel.active,
  };
}

/**
 * The table's rows: the admin list as loaded, with what this session created or edited since
 * (from their admin answers) and without what it deleted, so the table follows every change at once.
 */
export function mergeHotelRows(
  listed: readonly AdminHotelRow[],
  edited: ReadonlyMap<string, HotelAdmin>,
  deleted: ReadonlySet<string>,
  language: string,
): HotelRow[] {
  const rows = new Map<string, HotelRow>();
  for (const item of listed) rows.set(item._id, rowFromList(item));
  for (const [id, hotel] of edited) rows.set(id, rowFromAdmin(hotel, language));
  for (const id of deleted) rows.delete(id);
  return [...rows.values()];
}
