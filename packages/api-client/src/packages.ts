import type {
  CreateReviewRequest,
  CreateReviewResponse,
  DeletedResponse,
  DestinationAdmin,
  DestinationInput,
  DestinationUpdate,
  HomepageSettings,
  HomepageSettingsAdmin,
  HomepageSettingsUpdate,
  ItineraryDayInput,
  PackageAdmin,
  PackageDeparture,
  PackageDetail,
  PackageInput,
  PackageListQuery,
  PackageListResponse,
  PackageUpdate,
  ReviewsResponse,
  UploadResponse,
} from '@trabzon/contracts';
import { http } from './http';

export type {
  HeroSlide,
  HeroSlideAdmin,
  HeroSlideInput,
  HomepageSettings,
  HomepageSettingsAdmin,
  HomepageSettingsUpdate,
  HomeSearchParam,
  HomeSearchParams,
  ItineraryDay,
  ItineraryDayInput,
  PackageAdmin,
  PackageBookingDetails,
  PackageCard,
  PackageDeparture,
  PackageDetail,
  PackageHotelRef,
  PackageInput,
  PackageListQuery,
  PackageListResponse,
  PackageSort,
  PackageUpdate,
  DestinationAdmin,
  DestinationInput,
  DestinationUpdate,
  TranslatedItineraryDay,
  UploadResponse,
} from '@trabzon/contracts';

interface CallOptions {
  signal?: AbortSignal;
}
type WithoutLang<T> = Omit<T, 'lang'>;
const path = (value: string) => encodeURIComponent(value);

export const packagesApi = {
  /** GET /packages: filtered (destination, duration, price), sorted, paged cards. */
  list: (query: WithoutLang<PackageListQuery> = {}, options: CallOptions = {}) =>
    http.get<PackageListResponse>('/packages', { params: query, signal: options.signal }).then((r) => r.data),
  featured: (limit?: number, options: CallOptions = {}) =>
    http.get<PackageListResponse>('/packages/featured', { params: limit ? { limit } : {}, signal: options.signal }).then((r) => r.data),
  popular: (limit?: number, options: CallOptions = {}) =>
    http.get<PackageListResponse>('/packages/popular', { params: limit ? { limit } : {}, signal: options.signal }).then((r) => r.data),
  /** GET /packages/:id (id or slug). */
  get: (id: string, options: CallOptions = {}) =>
    http.get<PackageDetail>(`/packages/${path(id)}`, { signal: options.signal }).then((r) => r.data),
  bySlug: (slug: string, options: CallOptions = {}) =>
    http.get<PackageDetail>(`/packages/slug/${path(slug)}`, { signal: options.signal }).then((r) => r.data),
  /** GET /packages/:id/departures/:date: seats left that day. */
  departure: (id: string, date: string, options: CallOptions = {}) =>
    http.get<PackageDeparture>(`/packages/${path(id)}/departures/${path(date)}`, { signal: options.signal }).then((r) => r.data),
  reviews: (id: string, page = 1, limit = 10, options: CallOptions = {}) =>
    http.get<ReviewsResponse>(`/packages/${path(id)}/reviews`, { params: { page, limit }, signal: options.signal }).then((r) => r.data),
  /** POST /packages/:id/reviews (signed in; 409 when this user already reviewed it). */
  addReview: (id: string, body: CreateReviewRequest) =>
    http.post<CreateReviewResponse>(`/packages/${path(id)}/reviews`, body).then((r) => r.data),
};

/** The back-office's package, destination, homepage and upload calls (admin token required). */
export const packagesAdminApi = {
  list: () => http.get<{ results: PackageAdmin[]; total: number }>('/admin/packages').then((r) => r.data),
  get: (id: string) => http.get<PackageAdmin>(`/packages/${path(id)}`, { params: { admin: true } }).then((r) => r.data),
  create: (body: PackageInput) => http.post<PackageAdmin>('/packages', body).then((r) => r.data),
  update: (id: string, body: PackageUpdate) => http.put<PackageAdmin>(`/packages/${path(id)}`, body).then((r) => r.data),
  setItinerary: (id: string, itinerary: ItineraryDayInput[]) =>
    http.put<PackageAdmin>(`/packages/${path(id)}/itinerary`, { itinerary }).then((r) => r.data),
  remove: (id: string) => http.delete<DeletedResponse>(`/packages/${path(id)}`).then((r) => r.data),
};

export const destinationsAdminApi = {
  get: (id: string) => http.get<DestinationAdmin>(`/destinations/${path(id)}`, { params: { admin: true } }).then((r) => r.data),
  create: (body: DestinationInput) => http.post<DestinationAdmin>('/destinations', body).then((r) => r.data),
  update: (id: string, body: DestinationUpdate) => http.put<DestinationAdmin>(`/destinations/${path(id)}`, body).then((r) => r.data),
  remove: (id: string) => http.delete<DeletedResponse>(`/destinations/${path(id)}`).then((r) => r.data),
};

export const homepageApi = {
  /** GET /settings/homepage: the hero slides in the active language. */
  get: (options: CallOptions = {}) => http.get<HomepageSettings>('/settings/homepage', { signal: options.signal }).then((r) => r.data),
  getAdmin: () => http.get<HomepageSettingsAdmin>('/settings/homepage', { params: { admin: true } }).then((r) => r.data),
  update: (body: HomepageSettingsUpdate) => http.put<HomepageSettingsAdmin>('/settings/homepage', body).then((r) => r.data),
};

export const uploadsApi = {
  /** POST /admin/uploads: one JPEG, PNG or WebP (≤ 5 MB), answered as WebP card and hero paths. */
  image: (file: Blob, name = 'image') => {
    const form = new FormData();
    form.append('file', file, name);
    return http.post<UploadResponse>('/admin/uploads', form, { timeout: 60_000 }).then((r) => r.data);
  },
};
