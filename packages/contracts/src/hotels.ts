import { Type, type Static } from 'typebox';
import {
  AMENITIES_MAX,
  AMENITY_MAX_LENGTH,
  HOTEL_CITY_MAX_LENGTH,
  HOTEL_COUNTRY_MAX_LENGTH,
  HOTEL_PRICE_FILTER_MAX,
  HOTEL_SORTS,
  HOTEL_STREET_MAX_LENGTH,
  IMAGES_MAX,
  LIST_MAX_PAGE,
  MIN_PRICE,
  POPULARITY_RANGE,
} from './constants';
import { ExpectedUpdatedAt, LangParam, Paged } from './common';
import { STAY_MESSAGES } from './stay-messages';
import { fillTemplate } from './templates';
import { CLOCK_TIME, fieldMessages } from './validation';
import { Amenity, ContactInput, Coordinates, ImagePath, Nullable, Slug, Translated, TranslatedInput, TranslatedName } from './catalogue';

/** /api/hotels: cards, lists, detail, admin writes of hotels and room types; hotel booking details. */

export const DestinationRef = Type.Object({ _id: Type.String(), name: Type.String(), slug: Type.String() });
export type DestinationRef = Static<typeof DestinationRef>;

export const RoomTypeSummary = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  capacity: Type.Integer(),
  pricePerNight: Type.Number(),
});
export type RoomTypeSummary = Static<typeof RoomTypeSummary>;

export type HotelSort = (typeof HOTEL_SORTS)[number];
export const HotelSort = Type.Unsafe<HotelSort>(Type.Union(HOTEL_SORTS.map((sort) => Type.Literal(sort))));

/**
 * A hotel as lists and home widgets show it. `description` is cut at 100 characters on a word
 * boundary with "…" (the full text is in HotelDetail). `roomTypes` are in display order, so the
 * first one's pricePerNight is the card's "from" price of the spec; `fromPrice` is the cheapest
 * room type's list price per night (USD) among those that fit the asked guests and, with dates,
 * are free every night. `badge` is a short label in the asked language ("Featured", "Top rated").
 */
export const HotelCard = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  featuredImage: Type.Union([Type.String(), Type.Null()]),
  images: Type.Array(Type.String()),
  starRating: Type.Integer(),
  address: Type.Object({ city: Type.String(), country: Type.String() }),
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
  amenities: Type.Array(Amenity),
  roomTypes: Type.Array(RoomTypeSummary),
  fromPrice: Type.Number(),
  destination: Type.Union([DestinationRef, Type.Null()]),
  badge: Type.Optional(Type.String()),
});
export type HotelCard = Static<typeof HotelCard>;

/**
 * GET /api/hotels. Dates are YYYY-MM-DD (hotel time, Europe/Istanbul); with checkIn and checkOut
 * only hotels with a room type free (not blocked, at least one room left) on every night from
 * checkIn up to checkOut (exclusive) and sleeping `guests` are listed. minPrice/maxPrice are USD
 * per night on fromPrice. `stars` is a minimum (4 = 4 and 5 stars).
 */
export const HotelListQuery = Type.Object({
  lang: LangParam,
  destination: Type.Optional(Type.String({ maxLength: 200 })),
  stars: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  minPrice: Type.Optional(Type.Number({ minimum: 0, maximum: HOTEL_PRICE_FILTER_MAX })),
  maxPrice: Type.Optional(Type.Number({ minimum: 0, maximum: HOTEL_PRICE_FILTER_MAX })),
  guests: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  checkIn: Type.Optional(Type.String({ maxLength: 30 })),
  checkOut: Type.Optional(Type.String({ maxLength: 30 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(HotelSort),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_MAX_PAGE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type HotelListQuery = Static<typeof HotelListQuery>;

/** Every hotel list: GET /api/hotels, /api/hotels/featured, /api/hotels/destination/:id. */
export const HotelListResponse = Paged(HotelCard);
export type HotelListResponse = Static<typeof HotelListResponse>;

export const FeaturedHotelsQuery = Type.Object({
  lang: LangParam,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type FeaturedHotelsQuery = Static<typeof FeaturedHotelsQuery>;

export const DestinationHotelsQuery = Type.Object({
  lang: LangParam,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_MAX_PAGE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  sort: Type.Optional(HotelSort),
});
export type DestinationHotelsQuery = Static<typeof DestinationHotelsQuery>;

export const RoomType = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  capacity: Type.Integer(),
  beds: Type.String(),
  /** Square metres, when known. */
  size: Type.Union([Type.Integer(), Type.Null()]),
  amenities: Type.Array(Amenity),
  pricePerNight: Type.Number(),
  images: Type.Array(Type.String()),
  totalRooms: Type.Integer(),
});
export type RoomType = Static<typeof RoomType>;

export const Review = Type.Object({
  _id: Type.String(),
  /** The author's account; null for seeded or deleted accounts. */
  userId: Type.Union([Type.String(), Type.Null()]),
  userName: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  /** The language the text is written in (en, tr, ar), for the page's lang attribute; null when unknown. */
  language: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** ISO date-time the review was written. */
  date: Type.String(),
});
export type Review = Static<typeof Review>;

export const ReviewsSummary = Type.Object({
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
  /** The 5 newest. */
  latest: Type.Array(Review),
});
export type ReviewsSummary = Static<typeof ReviewsSummary>;

export const Contact = Type.Object({
  phone: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  website: Type.Optional(Type.String()),
});
export type Contact = Static<typeof Contact>;

/** GET /api/hotels/:id (id or slug). */
export const HotelDetail = Type.Object({
  ...HotelCard.properties,
  /** The full description. */
  description: Type.String(),
  address: Type.Object({ street: Type.Optional(Type.String()), city: Type.String(), country: Type.String() }),
  roomTypes: Type.Array(RoomType),
  reviews: ReviewsSummary,
  /** HH:MM, hotel time. */
  checkInTime: Type.String(),
  checkOutTime: Type.String(),
  cancellationPolicy: Type.String(),
  rules: Type.Array(Type.String()),
  /** e.g. visa, mastercard, amex, cash (key) with a name in the asked language. */
  paymentOptions: Type.Array(Amenity),
  contact: Contact,
  coordinates: Type.Union([Coordinates, Type.Null()]),
  featured: Type.Boolean(),
});
export type HotelDetail = Static<typeof HotelDetail>;

export const TranslatedAmenity = Type.Object({ key: Type.String(), name: Translated });
export type TranslatedAmenity = Static<typeof TranslatedAmenity>;

export const RoomTypeAdmin = Type.Object({
  _id: Type.String(),
  name: Translated,
  description: Type.Union([Translated, Type.Null()]),
  capacity: Type.Integer(),
  beds: Type.Union([Translated, Type.Null()]),
  size: Type.Union([Type.Integer(), Type.Null()]),
  amenities: Type.Array(TranslatedAmenity),
  pricePerNight: Type.Number(),
  images: Type.Array(Type.String()),
  totalRooms: Type.Integer(),
  sortOrder: Type.Integer(),
});
export type RoomTypeAdmin = Static<typeof RoomTypeAdmin>;

/** GET /api/hotels/:id?admin=true (admins only): every language, raw keys, for editing. */
export const HotelAdmin = Type.Object({
  _id: Type.String(),
  admin: Type.Literal(true),
  slug: Type.String(),
  destinationId: Type.Union([Type.String(), Type.Null()]),
  name: Translated,
  description: Translated,
  featuredImage: Type.Union([Type.String(), Type.Null()]),
  images: Type.Array(Type.String()),
  starRating: Type.Integer(),
  address: Type.Object({ street: Type.Optional(Type.String()), city: Type.String(), country: Type.String() }),
  coordinates: Type.Union([Coordinates, Type.Null()]),
  amenities: Type.Array(TranslatedAmenity),
  contact: Contact,
  checkInTime: Type.String(),
  checkOutTime: Type.String(),
  cancellationPolicy: Type.Union([Translated, Type.Null()]),
  paymentOptions: Type.Array(Type.String()),
  rules: Type.Array(Translated),
  featured: Type.Boolean(),
  active: Type.Boolean(),
  popularity: Type.Integer(),
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
  roomTypes: Type.Array(RoomTypeAdmin),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type HotelAdmin = Static<typeof HotelAdmin>;

export const HotelDetailQuery = Type.Object({ lang: LangParam, admin: Type.Optional(Type.Boolean()) });
export type HotelDetailQuery = Static<typeof HotelDetailQuery>;

/** GET /api/hotels/:id answers HotelAdmin (which has `admin: true`) with ?admin=true, else HotelDetail. */
export const HotelDetailResponse = Type.Union([HotelAdmin, HotelDetail]);
export type HotelDetailResponse = Static<typeof HotelDetailResponse>;

const Time = Type.String({ pattern: CLOCK_TIME });
/** A known amenity key ("wifi", "pool", ...: the API names it in every language) or your own. */
const AmenityInput = Type.Union([
  Type.String({ minLength: 1, maxLength: AMENITY_MAX_LENGTH }),
  Type.Object({ key: Type.String({ minLength: 1, maxLength: AMENITY_MAX_LENGTH }), name: TranslatedName }, { additionalProperties: false }),
]);

export const RoomTypeInput = Type.Object(
  {
    name: TranslatedName,
    description: Type.Optional(Type.Union([Type.Null(), TranslatedInput])),
    capacity: Type.Integer({ minimum: 1, maximum: 20 }),
    beds: Type.Optional(Type.Union([Type.Null(), TranslatedName])),
    size: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2000 }))),
    amenities: Type.Optional(Type.Array(AmenityInput, { maxItems: AMENITIES_MAX })),
    /** USD per night: the base price of the new room type's 365 days of inventory. */
    pricePerNight: Type.Number({ minimum: MIN_PRICE, maximum: 100000 }),
    images: Type.Optional(Type.Array(ImagePath, { maxItems: IMAGES_MAX.hotel })),
    /** Rooms of this type; every night of inventory starts with this many (default 5). */
    totalRooms: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
    sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type RoomTypeInput = Static<typeof RoomTypeInput>;
export const RoomTypeUpdate = Type.Partial(RoomTypeInput, { additionalProperties: false });
export type RoomTypeUpdate = Static<typeof RoomTypeUpdate>;

export const RoomParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200 }),
  roomId: Type.String({ minLength: 1, maxLength: 200 }),
});
export type RoomParams = Static<typeof RoomParams>;

export const HotelInput = Type.Object(
  {
    slug: Type.Optional(Slug),
    /** Destination id or slug; null for none. */
    destination: Type.Optional(Type.Union([Type.Null(), Type.String({ minLength: 1, maxLength: 200 })])),
    name: TranslatedName,
    description: TranslatedInput,
    featuredImage: Type.Optional(Type.Union([Type.Null(), ImagePath])),
    images: Type.Optional(Type.Array(ImagePath, { maxItems: IMAGES_MAX.hotel })),
    starRating: Type.Integer({ minimum: 1, maximum: 5 }),
    address: Type.Object(
      {
        street: Type.Optional(Type.String({ maxLength: HOTEL_STREET_MAX_LENGTH })),
        city: Type.String({ minLength: 1, maxLength: HOTEL_CITY_MAX_LENGTH }),
        country: Type.String({ minLength: 1, maxLength: HOTEL_COUNTRY_MAX_LENGTH }),
      },
      { additionalProperties: false },
    ),
    coordinates: Type.Optional(Type.Union([Type.Null(), Coordinates])),
    amenities: Type.Optional(Type.Array(AmenityInput, { maxItems: AMENITIES_MAX })),
    contact: Type.Optional(ContactInput),
    checkInTime: Type.Optional(Time),
    checkOutTime: Type.Optional(Time),
    cancellationPolicy: Type.Optional(Type.Union([Type.Null(), TranslatedInput])),
    /** Keys: visa, mastercard, amex, cash, bank_transfer (or your own text). */
    paymentOptions: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 20 })),
    rules: Type.Optional(Type.Array(TranslatedInput, { maxItems: 30 })),
    featured: Type.Optional(Type.Boolean()),
    active: Type.Optional(Type.Boolean()),
    popularity: Type.Optional(Type.Integer({ minimum: POPULARITY_RANGE.min, maximum: POPULARITY_RANGE.max })),
    /** Room types created with the hotel (each gets 365 days of inventory). */
    roomTypes: Type.Optional(Type.Array(RoomTypeInput, { maxItems: 30 })),
  },
  { additionalProperties: false },
);
export type HotelInput = Static<typeof HotelInput>;
/** PUT /api/hotels/:id: any HotelInput field but roomTypes (use the /rooms calls); see ExpectedUpdatedAt. */
export const HotelUpdate = Type.Object(
  { ...Type.Partial(Type.Omit(HotelInput, ['roomTypes'])).properties, expectedUpdatedAt: ExpectedUpdatedAt },
  { additionalProperties: false },
);
export type HotelUpdate = Static<typeof HotelUpdate>;

export const DeletedResponse = Type.Object({ message: Type.String(), _id: Type.String() });
export type DeletedResponse = Static<typeof DeletedResponse>;

/** The `details` of a hotel booking; the price comes from the inventory, never from the client. */
export const HotelBookingDetails = Type.Object(
  {
    hotelId: Type.String({
      minLength: 1,
      maxLength: 200,
      errorMessage: fieldMessages('Please select a hotel', STAY_MESSAGES.hotelNotFound),
    }),
    roomTypeId: Type.String({
      minLength: 1,
      maxLength: 200,
      errorMessage: fieldMessages('Please select a room type', STAY_MESSAGES.roomTypeNotFound),
    }),
    checkIn: Type.String({
      minLength: 1,
      maxLength: 30,
      errorMessage: fieldMessages('Please select a check-in date', STAY_MESSAGES.badDates),
    }),
    checkOut: Type.String({
      minLength: 1,
      maxLength: 30,
      errorMessage: fieldMessages('Please select a check-out date', STAY_MESSAGES.badDates),
    }),
    guests: Type.Integer({ minimum: 1, maximum: 20, errorMessage: fillTemplate(STAY_MESSAGES.guestsRange, { value: 20 }) }),
  },
  { additionalProperties: false },
);
export type HotelBookingDetails = Static<typeof HotelBookingDetails>;
