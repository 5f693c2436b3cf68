/**
 * The Trabzon hotels screen's rules (spec sections 2, 3, 8 and 9), as pure functions: which hotels
 * the two city searches give, the sample hotels that pad the list, card prices from the provider's
 * offers, the offers' view model, the three invented offers and the stay total.
 */
import { providerCancellationTerms } from '@trabzon/contracts/provider';
import { formatProviderName } from '@trabzon/i18n';
import type {
  ProviderHotelListItem,
  ProviderHotelOffer,
  ProviderHotelOffers,
  ProviderHotelSentiment,
  ProviderHotelMedia,
  ProviderText,
} from '@trabzon/api-client';
import { addDays, isIsoDate, nightsBetween, todayIso, MAX_NIGHTS } from '../../lib/dates';
import { dateReplaced, guestsReplaced, type ReplacedLinkValues } from '../../lib/linkValues';

// --- constants (spec section 9) ----------------------------------------------------------------

/** The two city searches: Trabzon and Rize. */
export const CITY_CODES = ['TZX', 'RZE'] as const;
export const SEARCH_RADIUS_KM = 100;
/** The first results kept from the two searches (after de-duplication by hotelId). */
export const MAX_RESULTS = 50;
/** Cards shown: the best rated, padded with sample hotels. */
export const LIST_SIZE = 20;
/** Pictures are fetched for this many hotels at a time, with a pause between batches. */
export const MEDIA_BATCH_SIZE = 5;
export const MEDIA_PAUSE_MS = 500;
/** Hotel ids per offers call (the card prices). */
export const OFFERS_BATCH_SIZE = 10;
/** Sample prices per night, in USD. */
export const SAMPLE_PRICE_MIN = 50;
export const SAMPLE_PRICE_MAX = 300;
export const GUESTS_MIN = 1;
export const GUESTS_MAX = 10;
export const DEFAULT_GUESTS = 2;
/** The provider takes 1 to 9 adults (PROVIDER.md); the screen offers 1 to 10 guests. */
export const PROVIDER_MAX_ADULTS = 9;
/** The invented offers' price factors: Standard at the base price, Deluxe 1.3×, Junior Suite 1.8×. */
export const INVENTED_FACTORS = { STANDARD_ROOM: 1, DELUXE_ROOM: 1.3, JUNIOR_SUITE: 1.8 } as const;
/** Provider error codes that mean "nothing to sell for that stay" (not a failure). */
export const NO_AVAILABILITY_CODES = [3664, 424] as const;
/** The provider takes a check-in at most this many days after its today (its sandbox; else 381 INVALID CHECK-IN DATE). */
export const PROVIDER_MAX_DAYS_AHEAD = 730;
/** Provider error code for a check-in date it does not take (in the past, or too far ahead): asking again cannot help. */
export const INVALID_CHECK_IN = 381;
/** Provider error code for "nothing found for the requested city" (an empty list, not a failure). */
export const NOTHING_FOUND_FOR_CITY = 895;

// --- small helpers -----------------------------------------------------------------------------

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** `items` in slices of `size` (the last one shorter). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!(size >= 1)) throw new RangeError('chunk size must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A stable 32-bit FNV-1a hash: the sample data must be the same on every visit. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A sample price per night, 50 to 300 USD, fixed for a key (a hotel id). */
export function samplePrice(key: string): number {
  return SAMPLE_PRICE_MIN + (hash(key) % (SAMPLE_PRICE_MAX - SAMPLE_PRICE_MIN + 1));
}

/**
 * The total of a stay priced per night (the invented offers, whose nightly price is in cents):
 * price per night × nights. Never for a provider offer: its nightly price is a rounded average
 * (see offerStayTotal).
 */
export function stayTotal(pricePerNight: number, nights: number): number {
  if (!Number.isFinite(pricePerNight) || !Number.isInteger(nights) || nights < 1) return 0;
  return round2(pricePerNight * nights);
}

/** Whether an offer's nightly price is exact (price × nights is its total), not a rounded average. */
export const isExactNightly = (offer: Pick<HotelOfferView, 'price' | 'nights' | 'total'>) =>
  stayTotal(offer.price, offer.nights) === offer.total;

// --- the search form ---------------------------------------------------------------------------

export interface TrabzonStay {
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** Spec section 5: check-in today+1, check-out today+3, 2 guests. */
export function defaultTrabzonStay(today: string = todayIso()): TrabzonStay {
  return { checkIn: addDays(today, 1), checkOut: addDays(today, 3), guests: DEFAULT_GUESTS };
}

export function parseTrabzonGuests(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= GUESTS_MIN && n <= GUESTS_MAX ? n : null;
}

/**
 * The stay in the URL when the form would search it (stayProblem: check-in from today and within
 * the provider's reach, 1 to 30 nights), else the defaults.
 */
export function stayFromParams(params: URLSearchParams, today: string = todayIso()): TrabzonStay {
  const defaults = defaultTrabzonStay(today);
  const guests = parseTrabzonGuests(params.get('guests')) ?? defaults.guests;
  const linked = { checkIn: params.get('checkIn') ?? '', checkOut: params.get('checkOut') ?? '', guests };
  return stayProblem(linked, today) === null ? linked : { ...defaults, guests };
}

export interface TrabzonLinkReplaced extends ReplacedLinkValues {
  /** The link's check-in is after the provider's last one (lastCheckIn): the notice names that day. */
  checkInTooFar: boolean;
}

/** What the URL gave that the search does not use (stayFromParams replaced it): for the notice. */
export function replacedInLink(params: URLSearchParams, stay: TrabzonStay, today: string = todayIso()): TrabzonLinkReplaced {
  const checkIn = params.get('checkIn');
  return {
    dates: dateReplaced(checkIn, stay.checkIn) || dateReplaced(params.get('checkOut'), stay.checkOut),
    guests: guestsReplaced(params.get('guests'), stay.guests),
    checkInTooFar: isIsoDate(checkIn) && checkIn > lastCheckIn(today),
  };
}

/** Whether two stays ask the provider the same (dates and guests). */
export const isSameStay = (a: TrabzonStay, b: TrabzonStay) => a.checkIn === b.checkIn && a.checkOut === b.checkOut && a.guests === b.guests;

export function stayToParams(stay: TrabzonStay): URLSearchParams {
  return new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut, guests: String(stay.guests) });
}

/**
 * The last check-in the provider takes: PROVIDER_MAX_DAYS_AHEAD from its today, which is UTC's,
 * so one day short of that from ours (Istanbul's day starts 3 hours earlier).
 */
export const lastCheckIn = (today: string = todayIso()) => addDays(today, PROVIDER_MAX_DAYS_AHEAD - 1);

/** What the form says about its dates, or null when they can be searched. */
export function stayProblem(stay: TrabzonStay, today: string = todayIso()): 'checkIn' | 'tooFar' | 'checkOut' | 'tooLong' | null {
  if (!isIsoDate(stay.checkIn) || stay.checkIn < today) return 'checkIn';
  if (stay.checkIn > lastCheckIn(today)) return 'tooFar';
  if (!isIsoDate(stay.checkOut) || stay.checkOut <= stay.checkIn) return 'checkOut';
  if (nightsBetween(stay.checkIn, stay.checkOut) > MAX_NIGHTS) return 'tooLong';
  return null;
}

/** The `adults` the provider is asked for: the guests, within its 1 to 9. */
export const providerAdults = (guests: number) => Math.min(PROVIDER_MAX_ADULTS, Math.max(1, Math.round(guests)));

// --- hotels ------------------------------------------------------------------------------------

export interface HotelImageRef {
  uri: string;
  category: string | null;
}

/** The provider hotel as the screen shows it (spec section 3, plus where its price came from). */
export interface ProviderHotel {
  hotelId: string;
  name: string;
  /** Hotel class, 1 to 5; null for unrated properties. */
  rating: number | null;
  address: { cityName: string; countryCode: string };
  /** Provider amenity codes (WIFI, SWIMMING_POOL, "BAR or LOUNGE"...). */
  amenities: string[];
  /** Per night in `currency`; null while the offers are being fetched. */
  price: number | null;
  currency: string;
  /** 'offer': the cheapest live offer; 'sample': a sample price (sample hotels, or no offer found). */
  priceSource: 'offer' | 'sample' | null;
  imageUrl: string | null;
  /** A built-in sample hotel (not from the provider): never sent to the provider, cannot be booked. */
  sample: boolean;
}

function ratingOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 1 && n <= 5 ? Math.round(n) : null;
}

export function toProviderHotel(item: ProviderHotelListItem): ProviderHotel {
  return {
    hotelId: item.hotelId,
    name: formatProviderName(item.name ?? item.hotelId),
    rating: ratingOf(item.rating),
    address: { cityName: formatProviderName(item.address?.cityName ?? ''), countryCode: (item.address?.countryCode ?? '').toUpperCase() },
    amenities: Array.isArray(item.amenities) ? item.amenities.filter((a): a is string => typeof a === 'string') : [],
    price: null,
    currency: 'USD',
    priceSource: null,
    imageUrl: null,
    sample: false,
  };
}

/**
 * The two searches' results in order (Trabzon first, then Rize), de-duplicated by hotelId (most
 * hotels lie within 100 km of both), the first 50 kept.
 */
export function mergeResults(lists: readonly (readonly ProviderHotelListItem[])[], max = MAX_RESULTS): ProviderHotelListItem[] {
  const seen = new Set<string>();
  const out: ProviderHotelListItem[] = [];
  for (const list of lists) {
    for (const item of list) {
      if (!item || typeof item.hotelId !== 'string' || seen.has(item.hotelId)) continue;
      seen.add(item.hotelId);
      out.push(item);
      if (out.length >= max) return out;
    }
  }
  return out;
}

/** Rating descending (unrated last; ties keep the provider's order, nearest first), the top `size`. */
export function topRated(hotels: readonly ProviderHotel[], size = LIST_SIZE): ProviderHotel[] {
  return hotels
    .map((hotel, index) => ({ hotel, index }))
    .sort((a, b) => (b.hotel.rating ?? 0) - (a.hotel.rating ?? 0) || a.index - b.index)
    .slice(0, size)
    .map(({ hotel }) => hotel);
}

interface SampleSeed {
  name: string;
  city: string;
  rating: number;
}

const SAMPLE_SEEDS: SampleSeed[] = [
  { name: 'Karadeniz Panorama Hotel', city: 'Trabzon', rating: 5 },
  { name: 'Uzungöl Lake Lodge', city: 'Uzungöl', rating: 4 },
  { name: 'Sümela Valley Resort', city: 'Maçka', rating: 4 },
  { name: 'Boztepe Hill Hotel', city: 'Trabzon', rating: 4 },
  { name: 'Atatürk Square Suites', city: 'Trabzon', rating: 4 },
  { name: 'Hamsi Bay Boutique Hotel', city: 'Trabzon', rating: 4 },
  { name: 'Yomra Marina Hotel', city: 'Yomra', rating: 4 },
  { name: 'Rize Tea Garden Hotel', city: 'Rize', rating: 3 },
  { name: 'Ayder Plateau Chalets', city: 'Ayder', rating: 3 },
  { name: 'Akçaabat Seaside Hotel', city: 'Akçaabat', rating: 3 },
  { name: 'Zigana Mountain Inn', city: 'Maçka', rating: 3 },
  { name: 'Fırtına Valley Bungalows', city: 'Çamlıhemşin', rating: 3 },
  { name: 'Çayeli Coast Hotel', city: 'Çayeli', rating: 3 },
  { name: 'Of Harbour Hotel', city: 'Of', rating: 3 },
  { name: 'Pazar Riverside Hotel', city: 'Pazar', rating: 3 },
  { name: 'Sürmene Pier Hotel', city: 'Sürmene', rating: 3 },
  { name: 'Kemençe Old Town Hotel', city: 'Trabzon', rating: 3 },
  { name: 'Kaçkar View Guesthouse', city: 'Ayder', rating: 2 },
  { name: 'Araklı Beach Apartments', city: 'Araklı', rating: 2 },
  { name: 'Ardeşen Rafting Lodge', city: 'Ardeşen', rating: 2 },
];

const SAMPLE_AMENITIES = [
  'WIFI',
  'PARKING',
  'RESTAURANT',
  'AIR_CONDITIONING',
  'ROOM_SERVICE',
  'BAR or LOUNGE',
  'FITNESS_CENTER',
  'SPA',
  'SWIMMING_POOL',
  'AIRPORT_SHUTTLE',
  'KIDS_WELCOME',
  'MINIBAR',
];

/** Sample hotel ids: 8 characters like the provider's, but never a real one ("SAMPLE" is no chain + city code). */
export const sampleHotelId = (n: number) => `SAMPLE${String(n).padStart(2, '0')}`;
export const isSampleHotelId = (id: string) => /^SAMPLE\d{2}$/.test(id);

/**
 * The built-in sample hotels, always the same: the list's padding, and the whole list when the
 * provider cannot be reached. Prices 50 to 300 USD a night.
 */
export function sampleHotels(count = LIST_SIZE): ProviderHotel[] {
  return SAMPLE_SEEDS.slice(0, Math.max(0, count)).map((seed, i) => {
    const hotelId = sampleHotelId(i + 1);
    const h = hash(hotelId);
    const amenityCount = 3 + (h % 6) + (seed.rating >= 4 ? 2 : 0);
    const start = h % SAMPLE_AMENITIES.length;
    const amenities = [
      'WIFI',
      ...Array.from({ length: amenityCount }, (_, k) => SAMPLE_AMENITIES[(start + k * 5) % SAMPLE_AMENITIES.length] ?? 'WIFI'),
    ];
    return {
      hotelId,
      name: seed.name,
      rating: seed.rating,
      address: { cityName: seed.city, countryCode: 'TR' },
      amenities: [...new Set(amenities)],
      price: samplePrice(hotelId),
      currency: 'USD',
      priceSource: 'sample' as const,
      imageUrl: null,
      sample: true,
    };
  });
}

/** The list filled up to `size` with sample hotels (in their order). */
export function padWithSamples(hotels: readonly ProviderHotel[], size = LIST_SIZE): ProviderHotel[] {
  const out = hotels.slice(0, size);
  for (const sample of sampleHotels(LIST_SIZE)) {
    if (out.length >= size) break;
    if (!out.some((hotel) => hotel.hotelId === sample.hotelId)) out.push(sample);
  }
  return out;
}

/** The whole list rule: merge and de-duplicate, top 50, best rated 20, padded with samples to 20. */
export function buildHotelList(lists: readonly (readonly ProviderHotelListItem[])[]): { hotels: ProviderHotel[]; realCount: number } {
  const real = topRated(mergeResults(lists).map(toProviderHotel));
  return { hotels: padWithSamples(real), realCount: real.length };
}

// --- prices ------------------------------------------------------------------------------------

/**
 * What a provider offer's stay costs, as the API charges it (one line per night adding up to the
 * base price, else the total): the offers and the booking window show this, never the rounded
 * nightly average multiplied back (3 nights of 443.00 average 147.67, × 3 = 443.01).
 */
export function offerStayTotal(offer: ProviderHotelOffer): number | null {
  const base = Number(offer.price?.base);
  if (offer.price?.base && Number.isFinite(base) && base > 0) return round2(base);
  const total = Number(offer.price?.total);
  return Number.isFinite(total) && total > 0 ? round2(total) : null;
}

/** An offer's price per night (an average, for display): its base over the nights, else the average nightly base, else total over the nights. */
export function offerPricePerNight(offer: ProviderHotelOffer): number | null {
  const nights = nightsBetween(offer.checkInDate, offer.checkOutDate);
  const base = Number(offer.price?.base);
  if (Number.isFinite(base) && base > 0 && nights >= 1) return round2(base / nights);
  const average = Number(offer.price?.variations?.average?.base);
  if (Number.isFinite(average) && average > 0) return round2(average);
  const total = Number(offer.price?.total);
  if (Number.isFinite(total) && total > 0 && nights >= 1) return round2(total / nights);
  return null;
}

export interface CardPrice {
  price: number;
  currency: string;
  /** The hotel's name as the offers write it (mixed case), when given. */
  name: string | null;
}

/** The cheapest price per night of each hotel that has offers. */
export function cheapestPrices(answers: readonly ProviderHotelOffers[]): Map<string, CardPrice> {
  const out = new Map<string, CardPrice>();
  for (const answer of answers) {
    const hotelId = answer?.hotel?.hotelId;
    if (!hotelId || answer.available === false) continue;
    for (const offer of answer.offers ?? []) {
      const price = offerPricePerNight(offer);
      if (price === null) continue;
      const current = out.get(hotelId);
      if (!current || price < current.price)
        out.set(hotelId, { price, currency: offer.price.currency || 'USD', name: answer.hotel.name ?? null });
    }
  }
  return out;
}

/**
 * Prices on the cards: the cheapest live offer; a real hotel without one gets a sample price
 * (marked as such, and the base of its invented offers); sample hotels keep theirs.
 */
export function withPrices(hotels: readonly ProviderHotel[], prices: ReadonlyMap<string, CardPrice>): ProviderHotel[] {
  return hotels.map((hotel) => {
    if (hotel.sample) return hotel;
    const found = prices.get(hotel.hotelId);
    if (found) {
      return {
        ...hotel,
        price: found.price,
        currency: found.currency,
        priceSource: 'offer' as const,
        name: found.name ? formatProviderName(found.name) : hotel.name,
      };
    }
    return { ...hotel, price: samplePrice(hotel.hotelId), currency: 'USD', priceSource: 'sample' as const };
  });
}

/**
 * The hotels' names as the offers write them (mixed case, "DoubleTree by Hilton Trabzon"), by id:
 * the hotel list only has them in upper case, which title-casing cannot restore.
 */
export function namesFromOffers(answers: readonly ProviderHotelOffers[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const answer of answers) {
    const name = answer?.hotel?.name?.trim();
    if (answer?.hotel?.hotelId && name) out.set(answer.hotel.hotelId, formatProviderName(name));
  }
  return out;
}

/** The cards named as the offers once named them: one name for a hotel, with or without offers this time. */
export function withKnownNames(hotels: readonly ProviderHotel[], names: ReadonlyMap<string, string>): ProviderHotel[] {
  return hotels.map((hotel) => {
    const name = hotel.sample ? undefined : names.get(hotel.hotelId);
    return name && name !== hotel.name ? { ...hotel, name } : hotel;
  });
}

// --- pictures ----------------------------------------------------------------------------------

function imagesFromUnknown(value: unknown): HotelImageRef[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): HotelImageRef[] => {
    if (typeof item === 'string' && item) return [{ uri: item, category: null }];
    if (item && typeof item === 'object' && typeof (item as { uri?: unknown }).uri === 'string') {
      const category = (item as { category?: unknown }).category;
      return [{ uri: (item as { uri: string }).uri, category: typeof category === 'string' ? category : null }];
    }
    return [];
  });
}

/** Pictures in a sentiments answer (`data[].media[].uri` or `sentiments.images`), by hotel. */
export function imagesFromSentiments(data: readonly ProviderHotelSentiment[]): Map<string, HotelImageRef[]> {
  const out = new Map<string, HotelImageRef[]>();
  for (const item of data ?? []) {
    if (!item?.hotelId) continue;
    const images = [...imagesFromUnknown(item.media), ...imagesFromUnknown(item.sentiments?.images)];
    if (images.length) out.set(item.hotelId, images);
  }
  return out;
}

/** Pictures in a descriptive-media answer (`data[].media[].uri`), by hotel. */
export function imagesFromMedia(data: readonly ProviderHotelMedia[]): Map<string, HotelImageRef[]> {
  const out = new Map<string, HotelImageRef[]>();
  for (const item of data ?? []) {
    if (!item?.hotelId) continue;
    const images = imagesFromUnknown(item.media);
    if (images.length) out.set(item.hotelId, images);
  }
  return out;
}

export interface GuestScore {
  /** 0 to 100. */
  overall: number;
  reviews: number;
}

export interface HotelMedia {
  images: HotelImageRef[];
  score: GuestScore | null;
}

export interface MediaSource {
  sentiments: (hotelIds: string[], signal: AbortSignal) => Promise<ProviderHotelSentiment[]>;
  media: (hotelIds: string[], signal: AbortSignal) => Promise<ProviderHotelMedia[]>;
}

/**
 * Pictures (and guest scores) of one batch: the sentiments first, 3 ids a call (the provider's
 * limit); hotels still without a picture from the descriptive-media fallback. A failed call gives
 * empty data, so those cards keep their placeholder. Every hotel of the batch gets an entry.
 */
export async function fetchMediaBatch(
  hotelIds: readonly string[],
  source: MediaSource,
  signal: AbortSignal,
): Promise<Map<string, HotelMedia>> {
  const out = new Map<string, HotelMedia>(hotelIds.map((id) => [id, { images: [], score: null }]));
  const sentiments = await Promise.all(chunk(hotelIds, 3).map((ids) => source.sentiments(ids, signal).catch(() => [])));
  for (const item of sentiments.flat()) {
    const entry = out.get(item?.hotelId);
    if (!entry) continue;
    if (typeof item.overallRating === 'number') entry.score = { overall: item.overallRating, reviews: Number(item.numberOfReviews) || 0 };
  }
  for (const [id, images] of imagesFromSentiments(sentiments.flat())) out.get(id)?.images.push(...images);
  const missing = hotelIds.filter((id) => (out.get(id)?.images.length ?? 0) === 0);
  if (missing.length > 0 && !signal.aborted) {
    const media = await source.media(missing, signal).catch(() => []);
    for (const [id, images] of imagesFromMedia(media)) out.get(id)?.images.push(...images);
  }
  return out;
}

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Loads the pictures in batches of 5 with a 500 ms pause between batches (the provider's rate
 * limit), handing each batch to `onBatch` as it arrives so the cards fill in progressively.
 * Stops when `signal` aborts (a new search, the screen closed).
 */
export async function loadMediaInBatches(
  hotelIds: readonly string[],
  fetchBatch: (ids: string[], signal: AbortSignal) => Promise<Map<string, HotelMedia>>,
  onBatch: (media: Map<string, HotelMedia>) => void,
  options: { signal: AbortSignal; batchSize?: number; pauseMs?: number; wait?: (ms: number, signal: AbortSignal) => Promise<void> },
): Promise<void> {
  const { signal, batchSize = MEDIA_BATCH_SIZE, pauseMs = MEDIA_PAUSE_MS, wait = sleep } = options;
  const batches = chunk(hotelIds, batchSize);
  for (const [i, batch] of batches.entries()) {
    if (signal.aborted) return;
    if (i > 0) {
      await wait(pauseMs, signal);
      if (signal.aborted) return;
    }
    const media = await fetchBatch(batch, signal).catch(() => new Map<string, HotelMedia>());
    if (signal.aborted) return;
    onBatch(media);
  }
}

/** The card's picture: the exterior when there is one, else the first. */
export function cardImage(images: readonly HotelImageRef[]): string | null {
  return (images.find((image) => image.category === 'EXTERIOR') ?? images[0])?.uri ?? null;
}

/** An offer's picture: a room when there is one, else the card's picture. */
export function roomImage(images: readonly HotelImageRef[]): string | null {
  return images.find((image) => image.category === 'ROOM')?.uri ?? cardImage(images);
}

// --- offers ------------------------------------------------------------------------------------

/** A feature line of an offer: a translation key (under `trabzon.features`) and its values. */
export interface OfferFeature {
  key: string;
  values?: Record<string, string | number>;
}

export type CancellationPolicy =
  | { kind: 'free'; deadline: string; text: string | null }
  | { kind: 'nonRefundable'; text: string | null }
  /** `lang`: the language the provider wrote `text` in (see providerLang). */
  | { kind: 'text'; text: string; lang: string }
  | { kind: 'unknown' };

/** The Hotel offer of spec section 3, as the modal lists it. */
export interface HotelOfferView {
  _id: string;
  offerId: string;
  /** Room category code (STANDARD_ROOM, DELUXE_ROOM...), translated by the screen. */
  roomType: string;
  /** The provider's own words about the room, in English (or the language it gives). */
  description: string | null;
  /** The language of `description` (see providerLang). */
  descriptionLang: string;
  guests: number;
  cancellationPolicy: CancellationPolicy;
  /** Per night: the stay's average, rounded to cents (may not multiply back to `total`). */
  price: number;
  currency: string;
  nights: number;
  /** What the stay costs, as the API charges it (before the site's tax). */
  total: number;
  features: OfferFeature[];
  maxOccupancy: number;
  image: string | null;
  /** One of the three invented offers (the provider had none): shown, not bookable. */
  invented: boolean;
}

const OCCUPANCY: Record<string, number> = {
  STANDARD_ROOM: 2,
  SUPERIOR_ROOM: 2,
  DELUXE_ROOM: 3,
  FAMILY_ROOM: 4,
  JUNIOR_SUITE: 3,
  SUITE: 4,
  EXECUTIVE_ROOM: 2,
};

/**
 * The language of a text the provider wrote, for its `lang` attribute (WCAG 3.1.2): the one it
 * gives when that is a valid language tag, else English, the language the provider writes in.
 */
export function providerLang(text: ProviderText | undefined): string {
  const tag = text?.lang?.trim();
  if (tag) {
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical) return canonical;
    } catch {
      // Not a language tag: fall back to English.
    }
  }
  return 'en';
}

/**
 * The offer's cancellation terms. A free-cancellation deadline already passed (the provider gives
 * one for a stay starting within its notice period) means the booking can no longer be cancelled
 * for free: it is sold as non-refundable, never as "free until" a past date.
 */
export function cancellationOf(offer: ProviderHotelOffer, now: Date = new Date()): CancellationPolicy {
  const { refundable, deadline, item } = providerCancellationTerms(offer.policies, now);
  const text = item?.description?.text?.trim() || null;
  if (!refundable) return { kind: 'nonRefundable', text };
  if (deadline) return { kind: 'free', deadline, text };
  if (text) return { kind: 'text', text, lang: providerLang(item?.description) };
  return { kind: 'unknown' };
}

export function offerFeatures(offer: ProviderHotelOffer): OfferFeature[] {
  const features: OfferFeature[] = [];
  const estimated = offer.room?.typeEstimated;
  if (estimated?.bedType) features.push({ key: 'beds', values: { count: estimated.beds ?? 1, type: estimated.bedType.toUpperCase() } });
  if (offer.boardType) features.push({ key: `board.${offer.boardType.toUpperCase()}` });
  if (offer.policies?.paymentType) features.push({ key: `payment.${offer.policies.paymentType.toUpperCase()}` });
  const checkIn = /^(\d\d:\d\d)/.exec(offer.policies?.checkInOut?.checkIn ?? '')?.[1];
  if (checkIn) features.push({ key: 'checkInFrom', values: { time: checkIn } });
  return features;
}

/** A provider offer as the modal shows it; null when it has no usable price. */
export function toOfferView(offer: ProviderHotelOffer, image: string | null): HotelOfferView | null {
  const price = offerPricePerNight(offer);
  const total = offerStayTotal(offer);
  const nights = nightsBetween(offer.checkInDate, offer.checkOutDate);
  if (price === null || total === null || nights < 1) return null;
  const roomType = (offer.room?.typeEstimated?.category ?? 'ROOM').toUpperCase();
  const guests = offer.guests?.adults ?? 1;
  return {
    _id: offer.id,
    offerId: offer.id,
    roomType,
    description: offer.room?.description?.text?.trim() || null,
    descriptionLang: providerLang(offer.room?.description),
    guests,
    cancellationPolicy: cancellationOf(offer),
    price,
    currency: offer.price.currency || 'USD',
    nights,
    total,
    features: offerFeatures(offer),
    maxOccupancy: Math.max(guests, OCCUPANCY[roomType] ?? (offer.room?.typeEstimated?.beds ?? 1) * 2),
    image,
    invented: false,
  };
}

/**
 * The three offers shown when the provider has none for a hotel (spec section 8): Standard Room
 * at the base price, Deluxe Room at 1.3×, Junior Suite at 1.8×, all non-refundable. Invented, so
 * the screen lists them but does not let them be booked.
 */
export function inventedOffers(
  hotel: Pick<ProviderHotel, 'hotelId' | 'price' | 'currency'>,
  stay: TrabzonStay,
  image: string | null = null,
): HotelOfferView[] {
  const base = hotel.price ?? samplePrice(hotel.hotelId);
  const nights = Math.max(1, nightsBetween(stay.checkIn, stay.checkOut));
  const rooms: { roomType: keyof typeof INVENTED_FACTORS; code: string; features: OfferFeature[] }[] = [
    { roomType: 'STANDARD_ROOM', code: 'STD', features: [{ key: 'wifi' }, { key: 'beds', values: { count: 1, type: 'DOUBLE' } }] },
    {
      roomType: 'DELUXE_ROOM',
      code: 'DLX',
      features: [{ key: 'wifi' }, { key: 'beds', values: { count: 1, type: 'KING' } }, { key: 'seaView' }, { key: 'minibar' }],
    },
    {
      roomType: 'JUNIOR_SUITE',
      code: 'JRS',
      features: [{ key: 'wifi' }, { key: 'beds', values: { count: 1, type: 'KING' } }, { key: 'livingArea' }, { key: 'minibar' }],
    },
  ];
  return rooms.map(({ roomType, code, features }) => {
    const price = round2(base * INVENTED_FACTORS[roomType]);
    const id = `${hotel.hotelId}-${code}-SAMPLE`;
    return {
      _id: id,
      offerId: id,
      roomType,
      description: null,
      descriptionLang: 'en',
      guests: stay.guests,
      cancellationPolicy: { kind: 'nonRefundable', text: null },
      price,
      currency: hotel.currency || 'USD',
      nights,
      total: stayTotal(price, nights),
      features,
      maxOccupancy: OCCUPANCY[roomType] ?? 2,
      image,
      invented: true,
    };
  });
}

export type OffersOutcome = { kind: 'list'; offers: HotelOfferView[] } | { kind: 'empty' };

/**
 * What the modal shows for an offers answer: the hotel's live offers; the invented ones when the
 * provider answered with none for it.
 */
export function offersOutcome(
  answers: readonly ProviderHotelOffers[],
  hotel: Pick<ProviderHotel, 'hotelId' | 'price' | 'currency'>,
  stay: TrabzonStay,
  image: string | null,
): OffersOutcome {
  const answer = answers.find((a) => a?.hotel?.hotelId === hotel.hotelId);
  const offers = (answer && answer.available !== false ? (answer.offers ?? []) : [])
    .map((offer) => toOfferView(offer, image))
    .filter((offer): offer is HotelOfferView => offer !== null)
    .sort((a, b) => a.price - b.price);
  if (offers.length > 0) return { kind: 'list', offers };
  return { kind: 'list', offers: inventedOffers(hotel, stay, image) };
}

/** A provider error that means "no rooms for that stay" (the empty state), not a failed call. */
export function isNoAvailability(status: number | null, code: number | null): boolean {
  return status !== null && status >= 400 && status < 500 && code !== null && (NO_AVAILABILITY_CODES as readonly number[]).includes(code);
}
