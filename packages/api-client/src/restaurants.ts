import type {
  AvailabilityUpdate,
  DeletedResponse,
  RestaurantAdmin,
  RestaurantAdminList,
  RestaurantAvailabilityDay,
  RestaurantDetail,
  RestaurantInput,
  RestaurantListQuery,
  RestaurantListResponse,
  RestaurantReviewsResponse,
  RestaurantTable,
  RestaurantTableInput,
  RestaurantTableList,
  RestaurantTableUpdate,
  RestaurantUpdate,
  SlotsResponse,
} from '@trabzon/contracts';
import { http } from './http';

export type {
  AvailabilityUpdate,
  Cuisine,
  DayHours,
  MenuSection,
  RestaurantAdmin,
  RestaurantAdminList,
  RestaurantAvailabilityDay,
  RestaurantCard,
  RestaurantDetail,
  RestaurantInput,
  RestaurantListQuery,
  RestaurantListResponse,
  RestaurantReview,
  RestaurantReviewsResponse,
  RestaurantSort,
  RestaurantTable,
  RestaurantTableInput,
  RestaurantTableUpdate,
  RestaurantUpdate,
  SlotsResponse,
  TableLocation,
  WeekHours,
} from '@trabzon/contracts';

interface CallOptions {
  signal?: AbortSignal;
}

const seg = encodeURIComponent;

/** Public restaurant calls; the `lang` parameter is added by the http instance. */
export const restaurantsApi = {
  /** GET /restaurants: search, filters, sort and paging. */
  list: (query: Omit<RestaurantListQuery, 'lang'> = {}, options: CallOptions = {}) =>
    http.get<RestaurantListResponse>('/restaurants', { params: query, signal: options.signal }).then((r) => r.data),
  /** GET /restaurants/:id (id or slug). */
  get: (id: string, options: CallOptions = {}) =>
    http.get<RestaurantDetail>(`/restaurants/${seg(id)}`, { signal: options.signal }).then((r) => r.data),
  /** GET /restaurants/:id/reviews, newest first. */
  reviews: (id: string, page = 1, limit = 10, options: CallOptions = {}) =>
    http
      .get<RestaurantReviewsResponse>(`/restaurants/${seg(id)}/reviews`, { params: { page, limit }, signal: options.signal })
      .then((r) => r.data),
  /** GET /restaurants/:id/slots: the reservation times of a date and whether a table is free for the party. */
  slots: (id: string, date: string, partySize: number, options: CallOptions = {}) =>
    http.get<SlotsResponse>(`/restaurants/${seg(id)}/slots`, { params: { date, partySize }, signal: options.signal }).then((r) => r.data),
};

/** Admin calls (the server checks the role: 401 / 403). */
export const adminRestaurantsApi = {
  list: () => http.get<RestaurantAdminList>('/admin/restaurants').then((r) => r.data),
  get: (id: string) => http.get<RestaurantAdmin>(`/admin/restaurants/${seg(id)}`).then((r) => r.data),
  create: (body: RestaurantInput) => http.post<RestaurantAdmin>('/admin/restaurants', body).then((r) => r.data),
  update: (id: string, body: RestaurantUpdate) => http.put<RestaurantAdmin>(`/admin/restaurants/${seg(id)}`, body).then((r) => r.data),
  remove: (id: string) => http.delete<DeletedResponse>(`/admin/restaurants/${seg(id)}`).then((r) => r.data),
  tables: (id: string) => http.get<RestaurantTableList>(`/admin/restaurants/${seg(id)}/tables`).then((r) => r.data),
  addTable: (id: string, body: RestaurantTableInput) =>
    http.post<RestaurantTable>(`/admin/restaurants/${seg(id)}/tables`, body).then((r) => r.data),
  updateTable: (id: string, tableId: string, body: RestaurantTableUpdate) =>
    http.put<RestaurantTable>(`/admin/restaurants/${seg(id)}/tables/${seg(tableId)}`, body).then((r) => r.data),
  availability: (id: string, date: string) =>
    http.get<RestaurantAvailabilityDay>(`/admin/restaurants/${seg(id)}/availability`, { params: { date } }).then((r) => r.data),
  setAvailability: (id: string, body: AvailabilityUpdate) =>
    http.put<RestaurantAvailabilityDay>(`/admin/restaurants/${seg(id)}/availability`, body).then((r) => r.data),
};
