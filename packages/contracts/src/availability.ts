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
