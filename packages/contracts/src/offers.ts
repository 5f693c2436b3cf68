import { Type, type Static } from 'typebox';
import { LangParam } from './common';
import { HotelCard, RoomTypeSummary } from './hotels';

/** /api/offers: promotions from the inventory. */

/**
 * A promotion on one room type: the nights of the next 60 days whose inventory carries this
 * promotion (discount and code) and are bookable. `price` is the lowest discounted night,
 * `originalPrice` that same night before the discount.
 */
export const Offer = Type.Object({
  _id: Type.String(),
  hotel: HotelCard,
  roomType: RoomTypeSummary,
  promotionCode: Type.Union([Type.String(), Type.Null()]),
  discountPercent: Type.Number(),
  originalPrice: Type.Number(),
  price: Type.Number(),
  validFrom: Type.String(),
  validTo: Type.String(),
  /** The night of `price` (the earliest, when several cost the same): a stay that gets the advertised price. */
  bestDate: Type.String(),
  /** Nights in the window that carry the promotion. */
  nights: Type.Integer(),
});
export type Offer = Static<typeof Offer>;

export const OffersQuery = Type.Object({
  lang: LangParam,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type OffersQuery = Static<typeof OffersQuery>;

export const OffersFilterQuery = Type.Object({
  lang: LangParam,
  destination: Type.Optional(Type.String({ maxLength: 200 })),
  minDiscount: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  maxPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 100000 })),
  stars: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type OffersFilterQuery = Static<typeof OffersFilterQuery>;

export const OffersResponse = Type.Object({ results: Type.Array(Offer), total: Type.Integer() });
export type OffersResponse = Static<typeof OffersResponse>;
