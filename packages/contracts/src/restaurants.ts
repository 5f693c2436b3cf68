import { Type, type Static, type TSchema } from 'typebox';
import { IMAGES_MAX, LIST_MAX_PAGE } from './constants';
import { ExpectedUpdatedAt } from './common';

/*
 * Restaurants and table reservations: every request and answer of /api/restaurants and
 * /api/admin/restaurants. Dates are YYYY-MM-DD and times HH:MM, wall-clock in Europe/Istanbul.
 * Public answers carry texts in the language of `lang` (en, tr, ar; English fallback).
 * Menu prices are US dollars (numbers with at most two decimals; the API keeps integer cents).
 */

export * from './restaurant-rules';
import {
  CUISINES,
  RESERVATION_RULES,
  RESTAURANT_MESSAGES,
  RESTAURANT_SORTS,
  SLOT_UNAVAILABLE_REASONS,
  TABLE_LOCATIONS,
} from './restaurant-rules';
import { ContactInput, Coordinates, FilledText, ImagePath, Slug, TranslatedName, translatedInput } from './catalogue';
import { CLOCK_TIME, NOT_BLANK, fieldMessages } from './validation';

/** A string that is one of `values`, typed as their union. */
function OneOf<const T extends readonly string[]>(values: T) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
}

function Nullable<S extends { type: string }>(schema: S) {
  return Type.Unsafe<Static<S & TSchema> | null>({ ...schema, type: [schema.type, 'null'] });
}

const Lang = Type.Optional(Type.String({ maxLength: 10 }));
const IsoTime = Type.String({ pattern: CLOCK_TIME, maxLength: 5 });
const TranslatedOut = Type.Object({ en: Type.String(), tr: Type.Optional(Type.String()), ar: Type.Optional(Type.String()) });
const Money = Type.Number({ minimum: 0, maximum: 100000, multipleOf: 0.01 });

/** One weekday's hours; `null` = closed. A close before the open is after midnight; equal times are refused. */
export const DayHours = Type.Object({ open: IsoTime, close: IsoTime }, { additionalProperties: false });
export type DayHours = Static<typeof DayHours>;
/** Seven entries, Sunday (0) to Saturday (6), as `Date.getDay()`. */
export const WeekHours = Type.Array(Type.Union([DayHours, Type.Null()]), { minItems: 7, maxItems: 7 });
export type WeekHours = Static<typeof WeekHours>;

export const RestaurantAddress = Type.Object({ street: Type.Optional(Type.String()), city: Type.String(), country: Type.String() });
export const RestaurantContact = Type.Object({
  phone: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  website: Type.Optional(Type.String()),
});
export const RestaurantFeature = Type.Object({ key: Type.String(), name: Type.String() });
export const RestaurantDestinationRef = Type.Object({ _id: Type.String(), slug: Type.String(), name: Type.String() });

export const RestaurantCard = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  cuisine: OneOf(CUISINES),
  /** 1 ($) to 4 ($$$$). */
  priceRange: Type.Integer({ minimum: 1, maximum: 4 }),
  image: Nullable(Type.String()),
  address: RestaurantAddress,
  destination: Type.Union([RestaurantDestinationRef, Type.Null()]),
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
  isNew: Type.Boolean(),
  promoted: Type.Boolean(),
  features: Type.Array(RestaurantFeature),
});
export type RestaurantCard = Static<typeof RestaurantCard>;

export const RestaurantListQuery = Type.Object({
  lang: Lang,
  /** Name or cuisine (any language). `restaurant` is the home panel's name for it. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  restaurant: Type.Optional(Type.String({ maxLength: 100 })),
  /** Destination slug or id (`location` is an alias). */
  destination: Type.Optional(Type.String({ maxLength: 200 })),
  location: Type.Optional(Type.String({ maxLength: 200 })),
  cuisine: Type.Optional(OneOf(CUISINES)),
  minPrice: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  maxPrice: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  sort: Type.Optional(OneOf(RESTAURANT_SORTS)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_MAX_PAGE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type RestaurantListQuery = Static<typeof RestaurantListQuery>;

export const RestaurantListResponse = Type.Object({
  results: Type.Array(RestaurantCard),
  total: Type.Integer(),
  pages: Type.Integer(),
  page: Type.Integer(),
});
export type RestaurantListResponse = Static<typeof RestaurantListResponse>;

export const MenuItem = Type.Object({ name: Type.String(), description: Type.String(), price: Type.Number() });
export const MenuSection = Type.Object({ name: Type.String(), items: Type.Array(MenuItem) });
export type MenuSection = Static<typeof MenuSection>;

export const RestaurantReview = Type.Object({
  _id: Type.String(),
  authorName: Type.String(),
  rating: Type.Integer(),
  comment: Type.String(),
  /** The language the comment is written in (en, tr, ar), for the page's lang attribute; null when unknown. */
  language: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  createdAt: Type.String(),
});
export type RestaurantReview = Static<typeof RestaurantReview>;

export const RestaurantDetail = Type.Object({
  ...RestaurantCard.properties,
  images: Type.Array(Type.String()),
  coordinates: Type.Union([Type.Object({ lat: Type.Number(), lng: Type.Number() }), Type.Null()]),
  contact: RestaurantContact,
  hours: WeekHours,
  menu: Type.Array(MenuSection),
  slotMinutes: Type.Integer(),
  seatingMinutes: Type.Integer(),
  maxPartySize: Type.Integer(),
  reviews: Type.Array(RestaurantReview),
});
export type RestaurantDetail = Static<typeof RestaurantDetail>;

export const RestaurantReviewsQuery = Type.Object({
  lang: Lang,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_MAX_PAGE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export const RestaurantReviewsResponse = Type.Object({
  results: Type.Array(RestaurantReview),
  total: Type.Integer(),
  page: Type.Integer(),
  pages: Type.Integer(),
  averageRating: Type.Number(),
});
export type RestaurantReviewsResponse = Static<typeof RestaurantReviewsResponse>;

export const SlotsQuery = Type.Object({
  lang: Lang,
  date: Type.String({ maxLength: 30 }),
  partySize: Type.Integer({ minimum: RESERVATION_RULES.MIN_PARTY, maximum: RESERVATION_RULES.MAX_PARTY }),
});
export type SlotsQuery = Static<typeof SlotsQuery>;

/**
 * A reservation time on the asked date: `available` when a fitting table is free for the whole
 * seating; otherwise `reason` says why not (optional for answers from before it was added: read
 * its absence as `full`).
 */
export const FreeSlot = Type.Object({
  time: IsoTime,
  available: Type.Boolean(),
  reason: Type.Optional(OneOf(SLOT_UNAVAILABLE_REASONS)),
});
export type FreeSlot = Static<typeof FreeSlot>;
export const SlotsResponse = Type.Object({
  date: Type.String(),
  partySize: Type.Integer(),
  seatingMinutes: Type.Integer(),
  /**
   * Every start time of the date the opening hours give, in order; too-soon ones are left out, and
   * all of them on a date staff closed entirely.
   */
  slots: Type.Array(FreeSlot),
  /** Staff closed the whole date, so `slots` is empty (optional for answers from before it was added). */
  dayClosed: Type.Optional(Type.Boolean()),
});
export type SlotsResponse = Static<typeof SlotsResponse>;

/** The type's own fields in POST /api/bookings and /api/bookings/quote with `type: "restaurant"`. */
export const RestaurantBookingDetails = Type.Object(
  {
    restaurantId: Type.String({
      minLength: 1,
      maxLength: 200,
      errorMessage: fieldMessages(RESTAURANT_MESSAGES.restaurantRequired, RESTAURANT_MESSAGES.notFound),
    }),
    // "Please choose a valid date", "... a time from the list": true of any failure of theirs.
    date: Type.String({ minLength: 1, maxLength: 30, errorMessage: RESTAURANT_MESSAGES.date }),
    time: Type.String({ minLength: 1, maxLength: 10, errorMessage: RESTAURANT_MESSAGES.time }),
    partySize: Type.Integer({
      minimum: RESERVATION_RULES.MIN_PARTY,
      maximum: RESERVATION_RULES.MAX_PARTY,
      errorMessage: RESTAURANT_MESSAGES.partySize,
    }),
  },
  { additionalProperties: false },
);
export type RestaurantBookingDetails = Static<typeof RestaurantBookingDetails>;

// ---------------------------------------------------------------------------------------------
// Admin

export const MenuItemInput = Type.Object(
  { name: TranslatedName, description: Type.Optional(translatedInput(1000)), price: Money },
  { additionalProperties: false },
);
export const MenuSectionInput = Type.Object(
  { name: TranslatedName, items: Type.Array(MenuItemInput, { maxItems: 100 }) },
  { additionalProperties: false },
);

export const RestaurantInput = Type.Object(
  {
    slug: Type.Optional(Slug),
    name: TranslatedName,
    description: translatedInput(5000),
    cuisine: OneOf(CUISINES),
    priceRange: Type.Integer({ minimum: 1, maximum: 4 }),
    destinationId: Type.Optional(Type.Union([Type.Null(), Type.String({ minLength: 1, maxLength: 200 })])),
    address: Type.Object(
      { street: Type.Optional(Type.String({ maxLength: 200 })), city: FilledText(100), country: FilledText(100) },
      { additionalProperties: false },
    ),
    coordinates: Type.Optional(Type.Union([Type.Null(), Coordinates])),
    contact: Type.Optional(ContactInput),
    images: Type.Optional(Type.Array(ImagePath, { maxItems: IMAGES_MAX.restaurant })),
    hours: WeekHours,
    features: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 30 })),
    menu: Type.Optional(Type.Array(MenuSectionInput, { maxItems: 30 })),
    isNew: Type.Optional(Type.Boolean()),
    promoted: Type.Optional(Type.Boolean()),
    active: Type.Optional(Type.Boolean()),
    slotMinutes: Type.Optional(Type.Integer({ minimum: 15, maximum: 60 })),
    seatingMinutes: Type.Optional(
      Type.Integer({ minimum: RESERVATION_RULES.MIN_SEATING_MINUTES, maximum: RESERVATION_RULES.MAX_SEATING_MINUTES }),
    ),
    maxPartySize: Type.Optional(Type.Integer({ minimum: 1, maximum: RESERVATION_RULES.MAX_PARTY })),
  },
  { additionalProperties: false },
);
export type RestaurantInput = Static<typeof RestaurantInput>;
/** PUT /api/admin/restaurants/:id: any RestaurantInput field; see ExpectedUpdatedAt. */
export const RestaurantUpdate = Type.Object(
  { ...Type.Partial(RestaurantInput).properties, expectedUpdatedAt: ExpectedUpdatedAt },
  { additionalProperties: false },
);
export type RestaurantUpdate = Static<typeof RestaurantUpdate>;

/** Every language, for the admin's forms. */
export const RestaurantAdmin = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: TranslatedOut,
  description: TranslatedOut,
  cuisine: Type.String(),
  priceRange: Type.Integer(),
  destinationId: Nullable(Type.String()),
  address: RestaurantAddress,
  coordinates: Type.Union([Type.Object({ lat: Type.Number(), lng: Type.Number() }), Type.Null()]),
  contact: RestaurantContact,
  images: Type.Array(Type.String()),
  hours: WeekHours,
  features: Type.Array(Type.String()),
  menu: Type.Array(
    Type.Object({
      name: TranslatedOut,
      items: Type.Array(Type.Object({ name: TranslatedOut, description: Type.Optional(TranslatedOut), price: Type.Number() })),
    }),
  ),
  isNew: Type.Boolean(),
  promoted: Type.Boolean(),
  active: Type.Boolean(),
  slotMinutes: Type.Integer(),
  seatingMinutes: Type.Integer(),
  maxPartySize: Type.Integer(),
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
  tableCount: Type.Integer(),
  /** The version an update may send back as `expectedUpdatedAt`. */
  updatedAt: Type.String(),
});
export type RestaurantAdmin = Static<typeof RestaurantAdmin>;
export const RestaurantAdminList = Type.Object({ results: Type.Array(RestaurantAdmin), total: Type.Integer() });
export type RestaurantAdminList = Static<typeof RestaurantAdminList>;

export const RestaurantTable = Type.Object({
  _id: Type.String(),
  restaurantId: Type.String(),
  number: Type.String(),
  capacity: Type.Integer(),
  location: OneOf(TABLE_LOCATIONS),
  active: Type.Boolean(),
});
export type RestaurantTable = Static<typeof RestaurantTable>;
export const RestaurantTableList = Type.Object({ results: Type.Array(RestaurantTable) });
export type RestaurantTableList = Static<typeof RestaurantTableList>;

export const RestaurantTableInput = Type.Object(
  {
    number: Type.String({ minLength: 1, maxLength: 20, pattern: NOT_BLANK }),
    capacity: Type.Integer({ minimum: 1, maximum: 30 }),
    location: OneOf(TABLE_LOCATIONS),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RestaurantTableInput = Static<typeof RestaurantTableInput>;
export const RestaurantTableUpdate = Type.Partial(RestaurantTableInput, { additionalProperties: false });
export type RestaurantTableUpdate = Static<typeof RestaurantTableUpdate>;

export const TableParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200 }),
  tableId: Type.String({ minLength: 1, maxLength: 200 }),
});

export const RestaurantAvailabilityQuery = Type.Object({ date: Type.String({ maxLength: 30 }) });
/** One slot of a date as the admin sees it. */
export const AdminSlot = Type.Object({
  time: IsoTime,
  /** Closed by an admin (the slot or the whole day). */
  closed: Type.Boolean(),
  /** Table ids offered in this slot (all active tables unless an admin chose some). */
  tablesOffered: Type.Array(Type.String()),
  /** Whether an admin chose the tables offered for this slot. */
  custom: Type.Boolean(),
  /** Tables of the offered ones held by a reservation at this time. */
  tablesReserved: Type.Integer(),
});
export const RestaurantAvailabilityDay = Type.Object({
  restaurantId: Type.String(),
  date: Type.String(),
  /** The restaurant's hours give no slot that day. */
  openingClosed: Type.Boolean(),
  /** An admin closed the whole day. */
  dayClosed: Type.Boolean(),
  slots: Type.Array(AdminSlot),
});
export type RestaurantAvailabilityDay = Static<typeof RestaurantAvailabilityDay>;

/**
 * PUT /api/admin/restaurants/:id/availability. `time` absent = the whole day (only `closed` applies).
 * `tableIds` null = all active tables. `reset: true` removes the override.
 */
export const AvailabilityUpdate = Type.Object(
  {
    date: Type.String({ maxLength: 30 }),
    time: Type.Optional(IsoTime),
    closed: Type.Optional(Type.Boolean()),
    tableIds: Type.Optional(Type.Union([Type.Null(), Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 200 })])),
    reset: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AvailabilityUpdate = Static<typeof AvailabilityUpdate>;
