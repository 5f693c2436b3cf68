import type {
  Availability,
  AvailabilityQuery,
  CreateReviewRequest,
  CreateReviewResponse,
  Destination,
  DestinationListQuery,
  DestinationListResponse,
  DestinationHotelsQuery,
  HotelDetail,
  HotelListQuery,
  HotelListResponse,
  Offer,
  OffersFilterQuery,
  OffersResponse,
  ReviewsResponse,
  StayPrices,
  StayPricesQuery,
} from '@trabzon/contracts';
import { http } from './http';

export { HOTEL_SORTS, DEFAULT_HOTEL_SORT, HOTELS_PAGE_SIZE } from '@trabzon/contracts/constants';

// The payload types of these calls, from the one contract the API validates with.
export type {
  Amenity,
  Availability,
  AvailabilityNight,
  AvailabilityQuery,
  Contact,
  Coordinates,
  CreateReviewRequest,
  CreateReviewResponse,
  Destination,
  DestinationListQuery,
  DestinationListResponse,
  DestinationRef,
  HotelCard,
  HotelDetail,
  HotelListQuery,
  HotelListResponse,
  HotelSort,
  Offer,
  OffersFilterQuery,
  OffersResponse,
  Review,
  ReviewsResponse,
  ReviewsSummary,
  RoomStayPrice,
  RoomType,
  RoomTypeSummary,
  StayPrices,
} from '@trabzon/contracts';

/** Per-call options: an AbortSignal, so a screen can drop answers it no longer needs. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** The `lang` parameter is added by the http instance; callers never pass it. */
type WithoutLang<T> = Omit<T, 'lang'>;

const path = (value: string) => encodeURIComponent(value);

export const hotelsApi = {
  /** GET /hotels: filtered, sorted, paged hotel cards. */
  list: (query: WithoutLang<HotelListQuery> = {}, options: CallOptions = {}) =>
    http.get<HotelListResponse>('/hotels', { params: query, signal: options.signal }).then((r) => r.data),
  /** GET /hotels/featured: the home page's featured hotels. */
  featured: (limit?: number, options: CallOptions = {}) =>
    http.get<HotelListResponse>('/hotels/featured', { params: limit ? { limit } : {}, signal: options.signal }).then((r) => r.data),
  /** GET /hotels/destination/:id (id or slug). */
  byDestination: (destination: string, query: WithoutLang<DestinationHotelsQuery> = {}, options: CallOptions = {}) =>
    http.get<HotelListResponse>(`/hotels/destination/${path(destination)}`, { params: query, signal: options.signal }).then((r) => r.data),
  /** GET /hotels/:id (id or slug): the public detail in the active language. */
  get: (id: string, options: CallOptions = {}) =>
    http.get<HotelDetail>(`/hotels/${path(id)}`, { signal: options.signal }).then((r) => r.data),
  /** GET /hotels/:id/reviews: newest first. */
  reviews: (id: string, page = 1, limit = 10, options: CallOptions = {}) =>
    http.get<ReviewsResponse>(`/hotels/${path(id)}/reviews`, { params: { page, limit }, signal: options.signal }).then((r) => r.data),
  /** POST /hotels/:id/reviews (signed in; 409 when this user already reviewed the hotel). */
  addReview: (id: string, body: CreateReviewRequest) =>
    http.post<CreateReviewResponse>(`/hotels/${path(id)}/reviews`, body).then((r) => r.data),
  /** GET /inventory/hotels/:hotelId/:roomTypeId/availability: nightly prices and whether it can be booked. */
  availability: (hotelId: string, roomTypeId: string, query: WithoutLang<AvailabilityQuery>, options: CallOptions = {}) =>
    http
      .get<Availability>(`/inventory/hotels/${path(hotelId)}/${path(roomTypeId)}/availability`, {
        params: query,
        signal: options.signal,
      })
      .then((r) => r.data),
  /** GET /inventory/hotels/:hotelId/stay-prices: every room type's price for a stay (null when it cannot be booked). */
  stayPrices: (hotelId: string, query: WithoutLang<StayPricesQuery>, options: CallOptions = {}) =>
    http.get<StayPrices>(`/inventory/hotels/${path(hotelId)}/stay-prices`, { params: query, signal: options.signal }).then((r) => r.data),
};

export const destinationsApi = {
  /** `options.language`: the names in that language instead of the page's (a list matching a name typed in any). */
  list: (query: WithoutLang<DestinationListQuery> = {}, options: CallOptions & { language?: DestinationListQuery['lang'] } = {}) =>
    http
      .get<DestinationListResponse>('/destinations', {
        params: options.language ? { ...query, lang: options.language } : query,
        signal: options.signal,
      })
      .then((r) => r.data),
  featured: (options: CallOptions = {}) =>
    http.get<DestinationListResponse>('/destinations/featured', { signal: options.signal }).then((r) => r.data),
  popular: (options: CallOptions = {}) =>
    http.get<DestinationListResponse>('/destinations/popular', { signal: options.signal }).then((r) => r.data),
  get: (id: string, options: CallOptions = {}) =>
    http.get<Destination>(`/destinations/${path(id)}`, { signal: options.signal }).then((r) => r.data),
  bySlug: (slug: string, options: CallOptions = {}) =>
    http.get<Destination>(`/destinations/slug/${path(slug)}`, { signal: options.signal }).then((r) => r.data),
};

export const offersApi = {
  /** GET /offers/special: the best offer of each hotel, biggest discount first. */
  special: (limit?: number, options: CallOptions = {}) =>
    http.get<OffersResponse>('/offers/special', { params: limit ? { limit } : {}, signal: options.signal }).then((r) => r.data),
  filter: (query: WithoutLang<OffersFilterQuery> = {}, options: CallOptions = {}) =>
    http.get<OffersResponse>('/offers/filter', { params: query, signal: options.signal }).then((r) => r.data),
  get: (id: string, options: CallOptions = {}) => http.get<Offer>(`/offers/${path(id)}`, { signal: options.signal }).then((r) => r.data),
};
