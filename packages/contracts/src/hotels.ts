import { Type, type Static, type TSchema } from 'typebox';
import { LangParam } from './common';

/*
 * Hotels, destinations, inventory and offers: every request and answer of /api/hotels,
 * /api/destinations, /api/inventory and /api/offers. Money is in US dollars (numbers with at most
 * two decimals; the API keeps integer cents). Dates are YYYY-MM-DD in the hotels' time zone,
 * Europe/Istanbul. Public answers carry texts in the language of the `lang` query parameter
 * (en, tr or ar), falling back to English where a text lacks that language.
 */

/**
 * `T | null` as a JSON-Schema type array. Not a Union: with the API's coerceTypes, an anyOf tries
 * its branches in turn and coerces on the way (null first turns 0 and false into null; null last
 * turns null into 0 or false), where a type array keeps null, 0 and false as sent and reads "" as null.
 */
function Nullable<S extends { type: string }>(schema: S) {
  return Type.Unsafe<Static<S & TSchema> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** A text in each interface language, as stored and as admins edit it. */
export const Translated = Type.Object({
  en: Type.String(),
  tr: Type.Optional(Type.String()),
  ar: Type.Optional(Type.String()),
});
export type Translated = Static<typeof Translated>;

/** Admin input for a translatable text: a plain string (English) or the object of languages. */
export const TranslatedInput = Type.Union([
  Type.String({ minLength: 1, maxLength: 5000 }),
  Type.Object(
    {
      en: Type.String({ minLength: 1, maxLength: 5000 }),
      tr: Type.Optional(Type.String({ maxLength: 5000 })),
      ar: Type.Optional(Type.String({ maxLength: 5000 })),
    },
    { additionalProperties: false },
  ),
]);
export type TranslatedInput = Static<typeof TranslatedInput>;

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
export type IdParams = Static<typeof IdParams>;

/** A hotel or room amenity (`key` is stable, e.g. "wifi"; `name` is in the asked language). */
export const Amenity = Type.Object({ key: Type.String(), name: Type.String() });
export type Amenity = Static<typeof Amenity>;

export const Coordinates = Type.Object({ lat: Type.Number(), lng: Type.Number() });
export type Coordinates = Static<typeof Coordinates>;

// ---------------------------------------------------------------------------------------------
// Destinations

export const Destination = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  country: Type.String(),
  description: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  /** Active hotels linked to the destination. */
  propertyCount: Type.Integer(),
  featured: Type.Boolean(),
  popular: Type.Boolean(),
  coordinates: Type.Union([Coordinates, Type.Null()]),
});
export type Destination = Static<typeof Destination>;

/** GET /api/destinations/:id?admin=true (admins): every language, for editing. */
export const DestinationAdmin = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: Translated,
  country: Translated,
  description: Type.Union([Translated, Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  propertyCount: Type.Integer(),
  featured: Type.Boolean(),
  popular: Type.Boolean(),
  coordinates: Type.Union([Coordinates, Type.Null()]),
});
export type DestinationAdmin = Static<typeof DestinationAdmin>;

export const DestinationListQuery = Type.Object({
  lang: LangParam,
  q: Type.Optional(Type.String({ maxLength: 100 })),
  featured: Type.Optional(Type.Boolean()),
  popular: Type.Optional(Type.Boolean()),
});
export type DestinationListQuery = Static<typeof DestinationListQuery>;

export const DestinationListResponse = Type.Object({ results: Type.Array(Destination), total: Type.Integer() });
export type DestinationListResponse = Static<typeof DestinationListResponse>;

const Slug = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
const ImagePath = Type.String({ minLength: 1, maxLength: 2048 });

export const DestinationInput = Type.Object(
  {
    slug: Type.Optional(Slug),
    name: TranslatedInput,
    country: Type.Optional(TranslatedInput),
    description: Type.Optional(Type.Union([Type.Null(), TranslatedInput])),
    image: Type.Optional(Type.Union([Type.Null(), ImagePath])),
    coordinates: Type.Optional(Type.Union([Type.Null(), Coordinates])),
    featured: Type.Optional(Type.Boolean()),
    popular: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DestinationInput = Static<typeof DestinationInput>;
export const DestinationUpdate = Type.Partial(DestinationInput, { additionalProperties: false });
export type DestinationUpdate = Static<typeof DestinationUpdate>;

// ---------------------------------------------------------------------------------------------
// Hotels: cards and lists

export const DestinationRef = Type.Object({ _id: Type.String(), name: Type.String(), slug: Type.String() });
export type DestinationRef = Static<typeof DestinationRef>;

export const RoomTypeSummary = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  capacity: Type.Integer(),
  pricePerNight: Type.Number(),
});
export type RoomTypeSummary = Static<typeof RoomTypeSummary>;

export const HotelSort = Type.Union([
  Type.Literal('popularity'),
  Type.Literal('price'),
  Type.Literal('price_desc'),
  Type.Literal('rating'),
]);
export type HotelSort = Static<typeof HotelSort>;

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
  minPrice: Type.Optional(Type.Number({ minimum: 0 })),
  maxPrice: Type.Optional(Type.Number({ minimum: 0 })),
  guests: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  checkIn: Type.Optional(Type.String({ maxLength: 30 })),
  checkOut: Type.Optional(Type.String({ maxLength: 30 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(HotelSort),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type HotelListQuery = Static<typeof HotelListQuery>;

/** Every hotel list: GET /api/hotels, /api/hotels/featured, /api/hotels/destination/:id. */
export const HotelListResponse = Type.Object({
  results: Type.Array(HotelCard),
  total: Type.Integer(),
  pages: Type.Integer(),
  page: Type.Integer(),
});
export type HotelListResponse = Static<typeof HotelListResponse>;

export const FeaturedHotelsQuery = Type.Object({
  lang: LangParam,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type FeaturedHotelsQuery = Static<typeof FeaturedHotelsQuery>;

export const DestinationHotelsQuery = Type.Object({
  lang: LangParam,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  sort: Type.Optional(HotelSort),
});
export type DestinationHotelsQuery = Static<typeof DestinationHotelsQuery>;

// ---------------------------------------------------------------------------------------------
// Hotel detail

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

// ---------------------------------------------------------------------------------------------
// Admin writes: hotels and room types

const Time = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });
/** A known amenity key ("wifi", "pool", ...: the API names it in every language) or your own. */
const AmenityInput = Type.Union([
  Type.String({ minLength: 1, maxLength: 60 }),
  Type.Object({ key: Type.String({ minLength: 1, maxLength: 60 }), name: TranslatedInput }, { additionalProperties: false }),
]);

export const RoomTypeInput = Type.Object(
  {
    name: TranslatedInput,
    description: Type.Optional(Type.Union([Type.Null(), TranslatedInput])),
    capacity: Type.Integer({ minimum: 1, maximum: 20 }),
    beds: Type.Optional(Type.Union([Type.Null(), TranslatedInput])),
    size: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2000 }))),
    amenities: Type.Optional(Type.Array(AmenityInput, { maxItems: 60 })),
    /** USD per night: the base price of the new room type's 365 days of inventory. */
    pricePerNight: Type.Number({ minimum: 0, maximum: 100000 }),
    images: Type.Optional(Type.Array(ImagePath, { maxItems: 30 })),
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
    name: TranslatedInput,
    description: TranslatedInput,
    featuredImage: Type.Optional(Type.Union([Type.Null(), ImagePath])),
    images: Type.Optional(Type.Array(ImagePath, { maxItems: 30 })),
    starRating: Type.Integer({ minimum: 1, maximum: 5 }),
    address: Type.Object(
      {
        street: Type.Optional(Type.String({ maxLength: 300 })),
        city: Type.String({ minLength: 1, maxLength: 100 }),
        country: Type.String({ minLength: 1, maxLength: 100 }),
      },
      { additionalProperties: false },
    ),
    coordinates: Type.Optional(Type.Union([Type.Null(), Coordinates])),
    amenities: Type.Optional(Type.Array(AmenityInput, { maxItems: 60 })),
    contact: Type.Optional(
      Type.Object(
        {
          phone: Type.Optional(Type.String({ maxLength: 40 })),
          email: Type.Optional(Type.String({ maxLength: 254 })),
          website: Type.Optional(Type.String({ maxLength: 300 })),
        },
        { additionalProperties: false },
      ),
    ),
    checkInTime: Type.Optional(Time),
    checkOutTime: Type.Optional(Time),
    cancellationPolicy: Type.Optional(Type.Union([Type.Null(), TranslatedInput])),
    /** Keys: visa, mastercard, amex, cash, bank_transfer (or your own text). */
    paymentOptions: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 20 })),
    rules: Type.Optional(Type.Array(TranslatedInput, { maxItems: 30 })),
    featured: Type.Optional(Type.Boolean()),
    active: Type.Optional(Type.Boolean()),
    popularity: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000 })),
    /** Room types created with the hotel (each gets 365 days of inventory). */
    roomTypes: Type.Optional(Type.Array(RoomTypeInput, { maxItems: 30 })),
  },
  { additionalProperties: false },
);
export type HotelInput = Static<typeof HotelInput>;
/** PUT /api/hotels/:id: any HotelInput field but roomTypes (use the /rooms calls). */
export const HotelUpdate = Type.Partial(Type.Omit(HotelInput, ['roomTypes']), { additionalProperties: false });
export type HotelUpdate = Static<typeof HotelUpdate>;

export const DeletedResponse = Type.Object({ message: Type.String(), _id: Type.String() });
export type DeletedResponse = Static<typeof DeletedResponse>;

// ---------------------------------------------------------------------------------------------
// Reviews

export const ReviewsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type ReviewsQuery = Static<typeof ReviewsQuery>;

/** GET /api/hotels/:id/reviews: newest first. */
export const ReviewsResponse = Type.Object({
  results: Type.Array(Review),
  total: Type.Integer(),
  pages: Type.Integer(),
  page: Type.Integer(),
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
});
export type ReviewsResponse = Static<typeof ReviewsResponse>;

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;

export const CreateReviewRequest = Type.Object(
  {
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    text: Type.String({ minLength: REVIEW_TEXT_MIN, maxLength: REVIEW_TEXT_MAX }),
  },
  { additionalProperties: false },
);
export type CreateReviewRequest = Static<typeof CreateReviewRequest>;

/** 201: the review and the hotel's new figures. */
export const CreateReviewResponse = Type.Object({
  review: Review,
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
});
export type CreateReviewResponse = Static<typeof CreateReviewResponse>;

// ---------------------------------------------------------------------------------------------
// Availability

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

// ---------------------------------------------------------------------------------------------
// Inventory (admin)

export const DAY_TYPES = ['all', 'weekdays', 'weekends', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type DayType = (typeof DAY_TYPES)[number];
export const DayType = Type.Unsafe<DayType>(Type.Union(DAY_TYPES.map((day) => Type.Literal(day))));

/** One night of one room type. Prices in USD; `price` is what the night sells for. */
export const InventoryRecord = Type.Object({
  _id: Type.String(),
  hotel: Type.String(),
  hotelName: Type.String(),
  roomType: Type.String(),
  roomTypeName: Type.String(),
  date: Type.String(),
  totalRooms: Type.Integer(),
  availableRooms: Type.Integer(),
  basePrice: Type.Number(),
  priceModifier: Type.Number(),
  seasonalAdjustment: Type.Number(),
  promotionDiscount: Type.Number(),
  promotionCode: Type.Union([Type.String(), Type.Null()]),
  blocked: Type.Boolean(),
  blockReason: Type.Union([Type.String(), Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
  price: Type.Number(),
  updatedAt: Type.String(),
});
export type InventoryRecord = Static<typeof InventoryRecord>;

export const InventoryListQuery = Type.Object({
  hotel: Type.Optional(Type.String({ maxLength: 200 })),
  roomType: Type.Optional(Type.String({ maxLength: 200 })),
  from: Type.Optional(Type.String({ maxLength: 30 })),
  to: Type.Optional(Type.String({ maxLength: 30 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  /** Default 100, at most 400. */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 400 })),
  lang: LangParam,
});
export type InventoryListQuery = Static<typeof InventoryListQuery>;

export const InventoryListResponse = Type.Object({
  results: Type.Array(InventoryRecord),
  total: Type.Integer(),
  pages: Type.Integer(),
  page: Type.Integer(),
});
export type InventoryListResponse = Static<typeof InventoryListResponse>;

const Count = Nullable(Type.Integer({ minimum: 0, maximum: 10000 }));
const Money = Nullable(Type.Number({ minimum: 0, maximum: 100000 }));
const Percent = Nullable(Type.Number({ minimum: -100, maximum: 1000 }));
const Text = (max: number) => Nullable(Type.String({ maxLength: max }));

/**
 * The fields an inventory write may set. Every one may be missing or null, so that the API itself
 * answers the admin screen's messages ('Please select a hotel', 'Total rooms is required', ...).
 */
const InventoryFields = {
  totalRooms: Type.Optional(Count),
  availableRooms: Type.Optional(Count),
  basePrice: Type.Optional(Money),
  priceModifier: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100 }))),
  seasonalAdjustment: Type.Optional(Percent),
  promotionDiscount: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100 }))),
  promotionCode: Type.Optional(Text(40)),
  blocked: Type.Optional(Nullable(Type.Boolean())),
  blockReason: Type.Optional(Text(300)),
  notes: Type.Optional(Text(1000)),
};

/** POST /api/inventory: hotel, roomType, date, totalRooms, availableRooms and basePrice are required. */
export const InventoryCreate = Type.Object(
  {
    hotel: Type.Optional(Text(200)),
    roomType: Type.Optional(Text(200)),
    date: Type.Optional(Text(30)),
    ...InventoryFields,
  },
  { additionalProperties: false },
);
export type InventoryCreate = Static<typeof InventoryCreate>;

/**
 * PUT /api/inventory/:id: any field. hotel, roomType and date may be sent back as they are but
 * not changed. A new totalRooms keeps availableRooms = totalRooms − rooms booked that night.
 */
export const InventoryUpdate = InventoryCreate;
export type InventoryUpdate = Static<typeof InventoryUpdate>;

export const InventoryChanges = Type.Object(InventoryFields, { additionalProperties: false });
export type InventoryChanges = Static<typeof InventoryChanges>;

/**
 * POST /api/inventory/bulk: applies `changes` to every date from startDate to endDate (both
 * included) whose day matches one of dayTypes ('weekends' = Saturday and Sunday, 'weekdays' =
 * Monday to Friday). Missing nights are created from the room type (its total rooms and price)
 * with the changes on top.
 */
export const BulkInventoryRequest = Type.Object(
  {
    hotel: Type.Optional(Text(200)),
    roomType: Type.Optional(Text(200)),
    startDate: Type.Optional(Text(30)),
    endDate: Type.Optional(Text(30)),
    dayTypes: Type.Optional(Type.Union([Type.Null(), Type.Array(DayType, { maxItems: 10 })])),
    changes: Type.Optional(Type.Union([Type.Null(), InventoryChanges])),
  },
  { additionalProperties: false },
);
export type BulkInventoryRequest = Static<typeof BulkInventoryRequest>;

export const BulkInventoryResponse = Type.Object({
  message: Type.String(),
  /** Nights changed, created ones included. */
  updated: Type.Integer(),
  /** Of which created because they had no record. */
  created: Type.Integer(),
  /** The dates touched, in order. */
  dates: Type.Array(Type.String()),
});
export type BulkInventoryResponse = Static<typeof BulkInventoryResponse>;

export const InventoryWriteResponse = Type.Object({ message: Type.String(), record: InventoryRecord });
export type InventoryWriteResponse = Static<typeof InventoryWriteResponse>;

// ---------------------------------------------------------------------------------------------
// Offers

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
  maxPrice: Type.Optional(Type.Number({ minimum: 0 })),
  stars: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type OffersFilterQuery = Static<typeof OffersFilterQuery>;

export const OffersResponse = Type.Object({ results: Type.Array(Offer), total: Type.Integer() });
export type OffersResponse = Static<typeof OffersResponse>;

// ---------------------------------------------------------------------------------------------
// Hotel bookings (type "hotel" in POST /api/bookings)

/** The `details` of a hotel booking; the price comes from the inventory, never from the client. */
export const HotelBookingDetails = Type.Object(
  {
    hotelId: Type.String({ minLength: 1, maxLength: 200, errorMessage: 'Please select a hotel' }),
    roomTypeId: Type.String({ minLength: 1, maxLength: 200, errorMessage: 'Please select a room type' }),
    checkIn: Type.String({ minLength: 1, maxLength: 30, errorMessage: 'Please select a check-in date' }),
    checkOut: Type.String({ minLength: 1, maxLength: 30, errorMessage: 'Please select a check-out date' }),
    guests: Type.Integer({ minimum: 1, maximum: 20, errorMessage: 'Please choose between 1 and 20 guests' }),
  },
  { additionalProperties: false },
);
export type HotelBookingDetails = Static<typeof HotelBookingDetails>;
