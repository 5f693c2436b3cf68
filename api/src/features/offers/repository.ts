import type { Db } from '../../db/client';

/** A bookable night that carries a promotion. */
export interface PromotedNight {
  hotelId: string;
  roomTypeId: string;
  date: string;
  basePriceCents: number;
  priceModifier: number;
  seasonalAdjustment: number;
  promotionDiscount: number;
  promotionCode: string | null;
}

export interface PromotionFilter {
  from: string;
  to: string;
  destination: string | null;
  minStars: number;
  minDiscount: number;
  roomTypeId: string | null;
}

/** Special offers are built from the inventory: nights with a promotion discount that can be booked. */
export function createOffersRepository(db: Db) {
  const promoted = db.$client.prepare(`
    SELECT i.hotel_id AS hotelId, i.room_type_id AS roomTypeId, i.date, i.base_price_cents AS basePriceCents,
      i.price_modifier AS priceModifier, i.seasonal_adjustment AS seasonalAdjustment,
      i.promotion_discount AS promotionDiscount, i.promotion_code AS promotionCode
    FROM hotel_inventory i
    JOIN hotels h ON h.id = i.hotel_id
    LEFT JOIN destinations d ON d.id = h.destination_id
    WHERE i.date >= @from AND i.date < @to
      AND i.promotion_discount > 0 AND i.promotion_discount >= @minDiscount
      AND i.blocked = 0 AND i.available_rooms >= 1
      AND (@roomTypeId IS NULL OR i.room_type_id = @roomTypeId)
      AND h.active = 1 AND h.star_rating >= @minStars
      AND (@destination IS NULL OR h.destination_id = @destination OR d.slug = @destination)
    ORDER BY i.room_type_id, i.date`);

  return {
    /** Promoted, bookable nights from `from` up to, not including, `to`. */
    promotedNights(filter: PromotionFilter): PromotedNight[] {
      return promoted.all(filter) as PromotedNight[];
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
