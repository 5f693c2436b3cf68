import type { HotelAdmin, HotelCard } from '@trabzon/contracts';
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

/** A hotel of GET /api/hotels: that list only holds active hotels. */
export function rowFromCard(card: HotelCard, featured: boolean): HotelRow {
  return {
    id: card._id,
    name: card.name,
    city: card.address.city,
    country: card.address.country,
    stars: card.starRating,
    rating: card.averageRating,
    reviews: card.totalReviews,
    roomTypes: card.roomTypes.length,
    featured,
    active: true,
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
 * The table's rows: the public list (active hotels with room types, the only list the API has)
 * plus the hotels this session created or edited, from their admin answers (which also cover
 * inactive hotels and hotels without room types), minus the ones deleted.
 */
export function mergeHotelRows(
  cards: readonly HotelCard[],
  featuredIds: ReadonlySet<string>,
  edited: ReadonlyMap<string, HotelAdmin>,
  deleted: ReadonlySet<string>,
  language: string,
): HotelRow[] {
  const rows = new Map<string, HotelRow>();
  for (const card of cards) rows.set(card._id, rowFromCard(card, featuredIds.has(card._id)));
  for (const [id, hotel] of edited) rows.set(id, rowFromAdmin(hotel, language));
  for (const id of deleted) rows.delete(id);
  return [...rows.values()];
}
