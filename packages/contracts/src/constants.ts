/*
 * The lists and numbers both sides need, without the schema library: browser code imports them as
 * `@trabzon/contracts/constants` (through @trabzon/api-client) and pays no TypeBox in its bundle.
 * Their types sit beside the schemas (BookingType in bookings.ts, HotelSort in hotels.ts).
 */

/** Kinds of service a booking can be for; each has a handler in the API that prices and stocks it. */
export const BOOKING_TYPES = ['hotel', 'provider-hotel', 'flight', 'car-rental', 'transfer', 'restaurant', 'package'] as const;

/** pending → confirmed → completed; pending or confirmed → cancelled. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;

export const PAYMENT_METHODS = ['creditCard', 'payAtHotel'] as const;

/** GET /api/bookings: a page of the user's bookings when none is asked, and the most a page holds. */
export const BOOKINGS_PAGE_SIZE = 10;
export const BOOKINGS_MAX_PAGE_SIZE = 50;

/** The orders of a hotel list, and the one it has when none is asked. */
export const HOTEL_SORTS = ['popularity', 'price', 'price_desc', 'rating'] as const;
export const DEFAULT_HOTEL_SORT: (typeof HOTEL_SORTS)[number] = 'popularity';

/** Hotels per page of a list when none is asked (GET /api/hotels and the /hotels screen). */
export const HOTELS_PAGE_SIZE = 12;

/** The days a bulk inventory change applies to (POST /api/inventory/bulk): all, a kind of day, or one weekday. */
export const DAY_TYPES = [
  'all',
  'weekdays',
  'weekends',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** The bounds of Settings → Security, for the API's schema and the back office's fields. */
export const SECURITY_BOUNDS = {
  passwordMinLength: { minimum: 8, maximum: 128 },
  /** Lifetime of a sign-in token in hours (1 hour to 30 days). */
  sessionHours: { minimum: 1, maximum: 720 },
  loginMaxPerAccount: { minimum: 1, maximum: 1000 },
  /** Successful sign-ins count too, and an office signs in from one address: at least 10. */
  loginMaxPerIp: { minimum: 10, maximum: 10000 },
  loginWindowMinutes: { minimum: 1, maximum: 1440 },
} as const;

/** The cabins the provider sells (spec section 2). */
export const TRAVEL_CLASSES = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;

/** The longest name or title of a catalogue item (hotel, room type, package, destination, restaurant…), per language. */
export const CATALOGUE_NAME_MAX = 150;

/** The longest catalogue description, per language. */
export const CATALOGUE_TEXT_MAX = 5000;

/** The longest parts of a hotel's address (its street, city and country), in characters. */
export const HOTEL_STREET_MAX_LENGTH = 300;
export const HOTEL_CITY_MAX_LENGTH = 100;
export const HOTEL_COUNTRY_MAX_LENGTH = 100;

/** The longest amenity key of a hotel or room type ("wifi", "sea_view" or staff's own), and the most amenities one has. */
export const AMENITY_MAX_LENGTH = 60;
export const AMENITIES_MAX = 60;

/** The longest contact details of a hotel or restaurant (ContactInput), in characters. */
export const CONTACT_PHONE_MAX_LENGTH = 40;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_WEBSITE_MAX_LENGTH = 300;

/** Admin image uploads: the largest file, the formats taken (by content) and the most pixels. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MAX_PIXELS = 40_000_000;

/** The popularity staff may give a hotel or a package (an ordering weight of the lists' default sort). */
export const POPULARITY_RANGE = { min: 0, max: 1_000_000 } as const;

/** The longest image address (a path of this site or an https URL), in characters (code points, as JSON Schema counts them). */
export const IMAGE_ADDRESS_MAX_LENGTH = 2048;

/** The most images an item's gallery holds (the API's schemas and the back office's image lists). */
export const IMAGES_MAX = { hotel: 30, package: 30, restaurant: 20 } as const;

/** The longest site name (Settings → General): it heads every page and e-mail. */
export const SITE_NAME_MAX = 100;

/**
 * The longest site settings values, in characters (the schemas of AppSettings, EmailSettings and
 * ApiKeysUpdate in ./admin-ops), for the back office's fields to stop at and explain.
 */
export const SETTINGS_LIMITS = {
  siteName: SITE_NAME_MAX,
  contactEmail: 254,
  senderName: 100,
  senderEmail: 254,
  subject: 200,
  body: 5000,
  clientId: 200,
  clientSecret: 500,
} as const;

/** Flight search and sale. Online sale of a flight ends `minMinutesBeforeDeparture` before it leaves. */
export const FLIGHT_LIMITS = {
  minPassengers: 1,
  maxPassengers: 9,
  maxResults: 20,
  maxDaysAhead: 365,
  minMinutesBeforeDeparture: 120,
} as const;

/** The {{placeholders}} the booking e-mail templates may use (admin settings, Notifications). */
export const MAIL_PLACEHOLDERS = [
  'name',
  'reference',
  'service',
  'dates',
  'total',
  'siteName',
  'status',
  'cancellation',
  'refund',
] as const;

/**
 * The first placeholder of a mail template the mailer would not fill, as written: one not in
 * MAIL_PLACEHOLDERS ("{{nmae}}", "{{}}"), or braces left unclosed ("{{reference", a stray "}}"),
 * which would be sent as typed. Null when every placeholder is known.
 */
export function unknownMailPlaceholder(template: string): string | null {
  const known: readonly string[] = MAIL_PLACEHOLDERS;
  const placeholder = /\{\{\s*(\w*)\s*\}\}/g;
  for (const match of template.matchAll(placeholder)) if (!known.includes(match[1]!)) return match[0];
  return /\{\{\s*\w*|\}\}/.exec(template.replace(placeholder, ''))?.[0] ?? null;
}

/** The longest package, in days: its duration and its itinerary's days (the back office's form keeps to it). */
export const PACKAGE_DURATION_MAX = 60;

/** Seats one package booking may take. */
export const PACKAGE_GUESTS_MAX = 10;
/** Bookable package departures: from tomorrow up to this many days ahead. */
export const PACKAGE_BOOKING_WINDOW_DAYS = 365;

/** The highest page the public lists (hotels, restaurants, packages, reviews) take: a page above it is refused. */
export const LIST_MAX_PAGE = 10_000;

/** How far ahead a rental, transfer or taxi can be booked, in days (the API's rule and the pages' date fields). */
export const BOOKING_HORIZON_DAYS = 365;
/** The longest car rental, in days (the API's rule and the rental's drop-off field). */
export const MAX_RENTAL_DAYS = 30;

/**
 * How long before its pickup a taxi, transfer or rental car can still be booked: the office needs
 * the time to send a driver or ready a car. A time closer than this is refused
 * (TRANSFER_MESSAGES.tooSoon); one already passed is `timeInPast`.
 */
export const PICKUP_NOTICE_MINUTES = { taxi: 30, transfer: 120, carRental: 120 } as const;

/** The highest price a night (USD) the hotel search filters by (GET /api/hotels minPrice and maxPrice). */
export const HOTEL_PRICE_FILTER_MAX = 100_000;

/** The lowest price (USD) a room type or a package may have: nothing is sold for $0. */
export const MIN_PRICE = 0.01;

/** The six named places of cars, transfers and taxis (the home's Taxis search too), in the order of their selects. */
export const PLACE_CODES = ['TZX', 'TZX_CITY', 'UZUNGOL', 'SUMELA', 'AYDER', 'RIZE'] as const;

/** What staff may set on a rental car or transfer vehicle (PUT /api/admin/transfers/vehicles/:id). */
export const VEHICLE_BOUNDS = {
  /** Each language of a name or description. */
  textMax: 500,
  passengers: { min: 1, max: 60 },
  luggage: { min: 0, max: 60 },
  /** Above 0 (exclusive), at most two decimals. */
  price: { max: 100_000 },
  fleet: { min: 0, max: 1000 },
} as const;

/**
 * The taxi rates staff may set (PUT /api/admin/transfers/taxi-rates); fares have at most two decimals.
 * A kilometre always costs something, so no ride is sold for nothing (MIN_PRICE).
 */
export const TAXI_RATE_BOUNDS = {
  baseFare: { min: 0, max: 1000 },
  perKm: { min: MIN_PRICE, max: 100 },
  roadFactor: { min: 1, max: 3 },
} as const;

/** What each e-mail in the outbox is (its `kind`); the back office names each one in its language. */
export const OUTBOX_KINDS = [
  'booking-confirmation',
  'booking-cancellation',
  'booking-hold',
  'password-reset',
  'email-changed',
  'password-changed',
  'registration-attempt',
  'other',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
