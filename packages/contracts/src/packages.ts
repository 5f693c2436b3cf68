import { Type, type Static } from 'typebox';
import { DestinationRef, Review } from './hotels';
import { ExpectedUpdatedAt, LangParam } from './common';
import { ImagePath, Slug, Translated, TranslatedInput, TranslatedName } from './catalogue';
import { SITE_PATH_OR_WEB_URL, fieldMessages } from './validation';
import { IMAGES_MAX, LIST_MAX_PAGE, MIN_PRICE, PACKAGE_DURATION_MAX, PACKAGE_GUESTS_MAX, POPULARITY_RANGE } from './constants';
import { PACKAGE_BOOKING_MESSAGES } from './package-messages';

/*
 * Travel packages, the homepage settings (hero slideshow), the home search's query parameters and
 * admin image uploads: every request and answer of /api/packages, /api/settings/homepage and
 * /api/admin/uploads. Money is US dollars (at most two decimals; the API keeps cents). Dates are
 * YYYY-MM-DD in Europe/Istanbul. Public answers carry texts in the `lang` query parameter's
 * language (en, tr, ar), English where a text lacks it.
 */

export { PACKAGE_DURATION_MAX };
export const PACKAGE_PRICE_MAX = 100000;

export const PackageHotelRef = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  starRating: Type.Integer(),
  featuredImage: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
});
export type PackageHotelRef = Static<typeof PackageHotelRef>;

export const ItineraryDay = Type.Object({ day: Type.Integer(), title: Type.String(), description: Type.String() });
export type ItineraryDay = Static<typeof ItineraryDay>;

/** A package as cards show it; `description` is cut at 100 characters. */
export const PackageCard = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  duration: Type.Integer(),
  /** USD per person. */
  price: Type.Number(),
  images: Type.Array(Type.String()),
  featured: Type.Boolean(),
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
  destination: Type.Union([DestinationRef, Type.Null()]),
  /** The first activities (at most 3) and how many there are in all. */
  activities: Type.Array(Type.String()),
  activitiesCount: Type.Integer(),
});
export type PackageCard = Static<typeof PackageCard>;

/** GET /api/packages/:id and /api/packages/slug/:slug. */
export const PackageDetail = Type.Object({
  ...PackageCard.properties,
  description: Type.String(),
  activities: Type.Array(Type.String()),
  includedHotels: Type.Array(PackageHotelRef),
  itinerary: Type.Array(ItineraryDay),
  seatsPerDeparture: Type.Integer(),
  reviews: Type.Object({ averageRating: Type.Number(), totalReviews: Type.Integer(), latest: Type.Array(Review) }),
});
export type PackageDetail = Static<typeof PackageDetail>;

export const TranslatedItineraryDay = Type.Object({ day: Type.Integer(), title: Translated, description: Translated });
export type TranslatedItineraryDay = Static<typeof TranslatedItineraryDay>;

/** GET /api/packages/:id?admin=true (admins): every language, for editing. */
export const PackageAdmin = Type.Object({
  _id: Type.String(),
  admin: Type.Literal(true),
  slug: Type.String(),
  destinationId: Type.Union([Type.String(), Type.Null()]),
  name: Translated,
  description: Translated,
  duration: Type.Integer(),
  price: Type.Number(),
  images: Type.Array(Type.String()),
  activities: Type.Array(Translated),
  hotelIds: Type.Array(Type.String()),
  itinerary: Type.Array(TranslatedItineraryDay),
  seatsPerDeparture: Type.Integer(),
  featured: Type.Boolean(),
  active: Type.Boolean(),
  popularity: Type.Integer(),
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PackageAdmin = Static<typeof PackageAdmin>;

export const PACKAGE_SORTS = ['popularity', 'price', 'price_desc', 'duration', 'rating', 'newest'] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number];
export const PackageSort = Type.Unsafe<PackageSort>(Type.Union(PACKAGE_SORTS.map((s) => Type.Literal(s))));

/**
 * GET /api/packages. `destination` is a destination id or slug; minDuration/maxDuration are days;
 * minPrice/maxPrice USD per person. Every number is bounded (no Infinity).
 */
export const PackageListQuery = Type.Object({
  lang: LangParam,
  destination: Type.Optional(Type.String({ maxLength: 200 })),
  minDuration: Type.Optional(Type.Integer({ minimum: 1, maximum: PACKAGE_DURATION_MAX })),
  maxDuration: Type.Optional(Type.Integer({ minimum: 1, maximum: PACKAGE_DURATION_MAX })),
  minPrice: Type.Optional(Type.Number({ minimum: 0, maximum: PACKAGE_PRICE_MAX })),
  maxPrice: Type.Optional(Type.Number({ minimum: 0, maximum: PACKAGE_PRICE_MAX })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  featured: Type.Optional(Type.Boolean()),
  sort: Type.Optional(PackageSort),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_MAX_PAGE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type PackageListQuery = Static<typeof PackageListQuery>;

export const PackageListResponse = Type.Object({
  results: Type.Array(PackageCard),
  total: Type.Integer(),
  pages: Type.Integer(),
  page: Type.Integer(),
});
export type PackageListResponse = Static<typeof PackageListResponse>;

export const PackageShortListQuery = Type.Object({
  lang: LangParam,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type PackageShortListQuery = Static<typeof PackageShortListQuery>;

export const ItineraryDayInput = Type.Object(
  {
    day: Type.Integer({ minimum: 1, maximum: PACKAGE_DURATION_MAX }),
    title: TranslatedName,
    description: TranslatedInput,
  },
  { additionalProperties: false },
);
export type ItineraryDayInput = Static<typeof ItineraryDayInput>;

export const PackageInput = Type.Object(
  {
    slug: Type.Optional(Slug),
    /** Destination id or slug; null for none. */
    destination: Type.Optional(Type.Union([Type.Null(), Type.String({ minLength: 1, maxLength: 200 })])),
    name: TranslatedName,
    description: TranslatedInput,
    duration: Type.Integer({ minimum: 1, maximum: PACKAGE_DURATION_MAX }),
    price: Type.Number({ minimum: MIN_PRICE, maximum: PACKAGE_PRICE_MAX }),
    images: Type.Optional(Type.Array(ImagePath, { maxItems: IMAGES_MAX.package })),
    activities: Type.Optional(Type.Array(TranslatedInput, { maxItems: 40 })),
    /** Ids or slugs of the agency's hotels. */
    hotels: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 20 })),
    itinerary: Type.Optional(Type.Array(ItineraryDayInput, { maxItems: PACKAGE_DURATION_MAX })),
    seatsPerDeparture: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    featured: Type.Optional(Type.Boolean()),
    active: Type.Optional(Type.Boolean()),
    popularity: Type.Optional(Type.Integer({ minimum: POPULARITY_RANGE.min, maximum: POPULARITY_RANGE.max })),
  },
  { additionalProperties: false },
);
export type PackageInput = Static<typeof PackageInput>;
/** PUT /api/packages/:id: any PackageInput field; see ExpectedUpdatedAt. */
export const PackageUpdate = Type.Object(
  { ...Type.Partial(PackageInput).properties, expectedUpdatedAt: ExpectedUpdatedAt },
  { additionalProperties: false },
);
export type PackageUpdate = Static<typeof PackageUpdate>;

/** PUT /api/packages/:id/itinerary: the whole programme, days 1..duration, each at most once. */
export const ItineraryUpdate = Type.Object(
  { itinerary: Type.Array(ItineraryDayInput, { maxItems: PACKAGE_DURATION_MAX }) },
  { additionalProperties: false },
);
export type ItineraryUpdate = Static<typeof ItineraryUpdate>;

/** Seats of one departure date: GET /api/packages/:id/departures/:date. */
export const PackageDeparture = Type.Object({ date: Type.String(), seatsTotal: Type.Integer(), seatsLeft: Type.Integer() });
export type PackageDeparture = Static<typeof PackageDeparture>;

// ---------------------------------------------------------------------------------------------
// Package bookings (type "package" in POST /api/bookings, reference TP-123456)

/** The `details` of a package booking; the price comes from the package, never from the client. */
export const PackageBookingDetails = Type.Object(
  {
    packageId: Type.String({
      minLength: 1,
      maxLength: 200,
      errorMessage: fieldMessages(PACKAGE_BOOKING_MESSAGES.packageRequired, PACKAGE_BOOKING_MESSAGES.notFound),
    }),
    startDate: Type.String({
      minLength: 1,
      maxLength: 30,
      errorMessage: fieldMessages(PACKAGE_BOOKING_MESSAGES.startDateRequired, PACKAGE_BOOKING_MESSAGES.badDate),
    }),
    guests: Type.Integer({
      minimum: 1,
      maximum: PACKAGE_GUESTS_MAX,
      errorMessage: PACKAGE_BOOKING_MESSAGES.guests,
    }),
  },
  { additionalProperties: false },
);
export type PackageBookingDetails = Static<typeof PackageBookingDetails>;

// ---------------------------------------------------------------------------------------------
// Homepage settings: the hero slideshow

export const HeroAction = Type.Object({ label: Type.String(), href: Type.String() });
export type HeroAction = Static<typeof HeroAction>;

/** A slide as the home page shows it (texts in the asked language). */
export const HeroSlide = Type.Object({
  url: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  action: Type.Union([HeroAction, Type.Null()]),
});
export type HeroSlide = Static<typeof HeroSlide>;

/** GET /api/settings/homepage. */
export const HomepageSettings = Type.Object({ heroSlideshow: Type.Array(HeroSlide) });
export type HomepageSettings = Static<typeof HomepageSettings>;

export const HeroSlideAdmin = Type.Object({
  url: Type.String(),
  title: Translated,
  subtitle: Translated,
  action: Type.Union([Type.Object({ label: Translated, href: Type.String() }), Type.Null()]),
});
export type HeroSlideAdmin = Static<typeof HeroSlideAdmin>;

/** GET /api/settings/homepage?admin=true (admins) and the answer of PUT. */
export const HomepageSettingsAdmin = Type.Object({ admin: Type.Literal(true), heroSlideshow: Type.Array(HeroSlideAdmin) });
export type HomepageSettingsAdmin = Static<typeof HomepageSettingsAdmin>;

/** A link: a path of this site ("/packages") or an http(s) URL. */
const Href = Type.String({ minLength: 1, maxLength: 500, pattern: SITE_PATH_OR_WEB_URL });
const OptionalText = Type.String({ maxLength: 300 });
const SlideText = Type.Union([
  OptionalText,
  Type.Object({ en: OptionalText, tr: Type.Optional(OptionalText), ar: Type.Optional(OptionalText) }, { additionalProperties: false }),
]);
/** An image path of this site (/images/...) or an http(s) URL. */
const SlideImage = ImagePath;

export const HeroSlideInput = Type.Object(
  {
    url: SlideImage,
    title: Type.Optional(SlideText),
    subtitle: Type.Optional(SlideText),
    action: Type.Optional(Type.Union([Type.Null(), Type.Object({ label: TranslatedInput, href: Href }, { additionalProperties: false })])),
  },
  { additionalProperties: false },
);
export type HeroSlideInput = Static<typeof HeroSlideInput>;

export const HERO_SLIDES_MAX = 10;
/** PUT /api/settings/homepage (admins): the whole slideshow, in order. */
export const HomepageSettingsUpdate = Type.Object(
  { heroSlideshow: Type.Array(HeroSlideInput, { maxItems: HERO_SLIDES_MAX }) },
  { additionalProperties: false },
);
export type HomepageSettingsUpdate = Static<typeof HomepageSettingsUpdate>;

// ---------------------------------------------------------------------------------------------
// Admin image uploads: POST /api/admin/uploads (multipart, one field `file`)

// Its limits (UPLOAD_MAX_BYTES, UPLOAD_TYPES, UPLOAD_MAX_PIXELS) are in ./constants, its refusals in ./admin-refusals.
/** Card 800×500, hero 1920×800 (WebP, cover-cropped). */
export const UPLOAD_SIZES = { card: { width: 800, height: 500 }, hero: { width: 1920, height: 800 } } as const;

export const UploadResponse = Type.Object({ card: Type.String(), hero: Type.String(), width: Type.Integer(), height: Type.Integer() });
export type UploadResponse = Static<typeof UploadResponse>;

// ---------------------------------------------------------------------------------------------
// The home search's query parameters (spec section 2, Home screen)

/**
 * Every field of the home search panel, sent as a query parameter of the tab's list whatever the
 * tab (empty ones are left out): /hotels, /taxis, /restaurants or /packages. Hotel dates are
 * YYYY-MM-DD. Each vertical reads the ones it can use:
 * - hotels: destination (slug), checkIn, checkOut, guests, starRating (a minimum, 1 to 5)
 * - taxis: pickupLocation, dropoffLocation, pickupDate, pickupTime, guests (passengers)
 * - restaurants: destination, restaurant (name or cuisine), checkIn (the date), guests (party size)
 * - packages: destination (slug), guests, checkIn (the wished start date)
 */
export const HOME_SEARCH_PARAMS = [
  'destination',
  'pickupLocation',
  'dropoffLocation',
  'restaurant',
  'checkIn',
  'checkOut',
  'pickupDate',
  'pickupTime',
  'guests',
  'starRating',
] as const;
export type HomeSearchParam = (typeof HOME_SEARCH_PARAMS)[number];
export type HomeSearchParams = Partial<Record<HomeSearchParam, string>>;
export const HOME_SEARCH_TARGETS = { hotels: '/hotels', taxis: '/taxis', restaurants: '/restaurants', packages: '/packages' } as const;
