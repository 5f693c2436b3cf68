import { Type, type Static } from 'typebox';
import { LangParam } from './common';

/** /api/hotels/:id/rooms/:roomId/availability */

export const AvailabilityParams = Type.Object({
  hotelId: Type.String({ minLength: 1, maxLength: 200 }),
  roomTypeId: Type.String({ minLength: 1, maxLength: 200 }),
});
export type AvailabilityParams = Static<typeof AvailabilityParams>;

export const AvailabilityQuery = Type.Object({
  checkIn: Type.String({ maxLength: 30 }),
  checkOut: Type.String({ maxLength: 30 }),
  guests: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  lang: LangParam,
});
export type AvailabilityQuery = Static<typeof AvailabilityQuery>;

export const AvailabilityNight = Type.Object({
  date: Type.String(),
  /** USD for that night (the pricing function); null when the hotel offers no room that night. */
  price: Type.Union([Type.Number(), Type.Null()]),
  /** The price before the promotion discount. */
  originalPrice: Type.Union([Type.Number(), Type.Null()]),
  roomsLeft: Type.Integer(),
  blocked: Type.Boolean(),
});
export type AvailabilityNight = Static<typeof AvailabilityNight>;

/** GET /api/inventory/hotels/:hotelId/:roomTypeId/availability. */
export const Availability = Type.Object({
  bookable: Type.Boolean(),
  /** Why not bookable, in English. */
  reason: Type.Optional(Type.String()),
  nights: Type.Array(AvailabilityNight),
  /** Sum of the nights' prices, USD. */
  total: Type.Number(),
  currency: Type.Literal('USD'),
  nightsCount: Type.Integer(),
});
export type Availability = Static<typeof Availability>;

/** /api/inventory/hotels/:hotelId/stay-prices */
export const StayPricesParams = Type.Object({ hotelId: Type.String({ minLength: 1, maxLength: 200 }) });
export type StayPricesParams = Static<typeof StayPricesParams>;

export const StayPricesQuery = Type.Object({
  checkIn: Type.String({ maxLength: 30 }),
  checkOut: Type.String({ maxLength: 30 }),
  lang: LangParam,
});
export type StayPricesQuery = Static<typeof StayPricesQuery>;

/** One room type's price for the stay, as its checkout would charge it. */
export const RoomStayPrice = Type.Object({
  roomTypeId: Type.String(),
  /** Every night offered, not blocked, with a room left. */
  bookable: Type.Boolean(),
  /** USD: the nights' prices averaged (rounded to the cent); null when not bookable. */
  pricePerNight: Type.Union([Type.Number(), Type.Null()]),
  /** USD: the nights' prices summed; null when not bookable. */
  total: Type.Union([Type.Number(), Type.Null()]),
});
export type RoomStayPrice = Static<typeof RoomStayPrice>;

/** GET /api/inventory/hotels/:hotelId/stay-prices: every room type of the hotel, in the hotel page's order. */
export const StayPrices = Type.Object({
  rooms: Type.Array(RoomStayPrice),
  currency: Type.Literal('USD'),
  nightsCount: Type.Integer(),
});
export type StayPrices = Static<typeof StayPrices>;
