import axios, { AxiosError, type AxiosInstance } from 'axios';

/**
 * The travel-data provider as the browser reaches it: the provider's own paths at the SITE ROOT
 * (/v1, /v2, /v3), which the API proxies with its own provider token. So: a separate axios
 * instance with base '/', no bearer token (the API drops the browser's Authorization header) and
 * no `lang` parameter (the provider does not know the site's languages); 10 s timeout (spec 9).
 * Errors come back in the provider's format `{"errors":[{status, code, title, detail}]}`.
 */
export const PROVIDER_TIMEOUT_MS = 10_000;

export const providerHttp: AxiosInstance = axios.create({
  baseURL: '/',
  timeout: PROVIDER_TIMEOUT_MS,
  headers: { Accept: 'application/vnd.amadeus+json, application/json' },
});

/** Per-call options: an AbortSignal, so a screen can drop answers it no longer needs. */
export interface ProviderCallOptions {
  signal?: AbortSignal;
}

// Shapes: written once in @trabzon/contracts (provider.ts), shared with the API's provider client.
import type {
  ProviderHotel,
  ProviderHotelMedia,
  ProviderHotelOffers,
  ProviderHotelSentiment,
  ProviderList,
  ProviderWarning,
} from '@trabzon/contracts';

export type {
  ProviderCancellation,
  ProviderHotelMedia,
  ProviderHotelOffer,
  ProviderHotelOffers,
  ProviderHotelSentiment,
  ProviderMediaItem,
  ProviderText,
  ProviderWarning,
} from '@trabzon/contracts';

/** A hotel of the by-city/by-geocode lists, as the browser reads it. */
export type ProviderHotelListItem = ProviderHotel;
export type ProviderHotelListResponse = ProviderList<ProviderHotelListItem>;

export interface ProviderHotelOffersResponse {
  data: ProviderHotelOffers[];
  warnings?: ProviderWarning[];
}

export interface ProviderSentimentsResponse {
  data: ProviderHotelSentiment[];
  warnings?: ProviderWarning[];
}

export interface ProviderMediaResponse {
  data: ProviderHotelMedia[];
  warnings?: ProviderWarning[];
}

export interface HotelOffersQuery {
  hotelIds: readonly string[];
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  roomQuantity?: number;
  currency?: string;
  bestRateOnly?: boolean;
}

// ---------------------------------------------------------------------------------------------

/** Hotel searches by city: the screen's radius (spec section 9: 100 km). */
export const PROVIDER_SEARCH_RADIUS_KM = 100;
/** The provider answers sentiments for at most 3 hotels a call. */
export const PROVIDER_SENTIMENTS_MAX_IDS = 3;

/** Array query values are comma-joined (`hotelIds=A,B`), never axios' `hotelIds[]=`. */
const ids = (values: readonly string[]) => values.join(',');
/** The body with `data` always an array (a provider may leave it out when nothing matched). */
const dataOf = <T extends { data: unknown[] }>(body: T): T => ({ ...body, data: Array.isArray(body?.data) ? body.data : [] }) as T;

export const providerApi = {
  /** GET /v1/reference-data/locations/hotels/by-city (radius 100 KM, every source). */
  hotelsByCity: (cityCode: string, options: ProviderCallOptions & { radiusKm?: number } = {}) =>
    providerHttp
      .get<ProviderHotelListResponse>('/v1/reference-data/locations/hotels/by-city', {
        params: { cityCode, radius: options.radiusKm ?? PROVIDER_SEARCH_RADIUS_KM, radiusUnit: 'KM', hotelSource: 'ALL' },
        signal: options.signal,
      })
      .then((r) => dataOf(r.data)),

  /** GET /v3/shopping/hotel-offers: one room, USD and every room type unless told otherwise. */
  hotelOffers: (query: HotelOffersQuery, options: ProviderCallOptions = {}) =>
    providerHttp
      .get<ProviderHotelOffersResponse>('/v3/shopping/hotel-offers', {
        params: {
          hotelIds: ids(query.hotelIds),
          checkInDate: query.checkInDate,
          checkOutDate: query.checkOutDate,
          adults: query.adults,
          roomQuantity: query.roomQuantity ?? 1,
          currency: query.currency ?? 'USD',
          bestRateOnly: query.bestRateOnly ?? false,
        },
        signal: options.signal,
      })
      .then((r) => dataOf(r.data)),

  /** GET /v2/e-reputation/hotel-sentiments (at most 3 ids). */
  hotelSentiments: (hotelIds: readonly string[], options: ProviderCallOptions = {}) => {
    if (hotelIds.length > PROVIDER_SENTIMENTS_MAX_IDS) {
      return Promise.reject(new RangeError(`at most ${PROVIDER_SENTIMENTS_MAX_IDS} hotelIds per sentiments call`));
    }
    return providerHttp
      .get<ProviderSentimentsResponse>('/v2/e-reputation/hotel-sentiments', { params: { hotelIds: ids(hotelIds) }, signal: options.signal })
      .then((r) => dataOf(r.data));
  },

  /** GET /v1/hotel/descriptive/media: the pictures' fallback. */
  hotelMedia: (hotelIds: readonly string[], options: ProviderCallOptions = {}) =>
    providerHttp
      .get<ProviderMediaResponse>('/v1/hotel/descriptive/media', { params: { hotelIds: ids(hotelIds) }, signal: options.signal })
      .then((r) => dataOf(r.data)),
};

/** What went wrong with a provider call. */
export interface ProviderFailure {
  /** HTTP status, or null when no answer came back (offline, timeout, aborted). */
  status: number | null;
  /** The provider's error code (477, 895, 38189...; parsed leniently), or null. */
  code: number | null;
  title: string | null;
  detail: string | null;
  /** The call was cancelled by the page (a newer search, the screen closed). */
  aborted: boolean;
}

/** Reads the provider's error format; codes and statuses may be strings. */
export function describeProviderError(error: unknown): ProviderFailure {
  const aborted = axios.isCancel(error) || (error instanceof Error && (error.name === 'AbortError' || error.name === 'CanceledError'));
  if (error instanceof AxiosError && error.response) {
    const first = (error.response.data as { errors?: { code?: unknown; title?: unknown; detail?: unknown }[] } | null)?.errors?.[0];
    const code = Number(first?.code);
    return {
      status: error.response.status,
      code: Number.isFinite(code) && code > 0 ? code : null,
      title: typeof first?.title === 'string' ? first.title : null,
      detail: typeof first?.detail === 'string' ? first.detail : null,
      aborted,
    };
  }
  return { status: null, code: null, title: null, detail: error instanceof Error ? error.message : null, aborted };
}
