import type { AdminBookingPageQuery, BookingStatus, BookingType, PaymentMethod } from '@trabzon/contracts';

export const STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'completed', 'cancelled'];
export const TYPES = ['hotel', 'provider-hotel', 'flight', 'car-rental', 'transfer', 'restaurant', 'package'] as const;
export const SORTS = ['createdAt', 'startDate', 'total', 'reference', 'status', 'type'] as const;
export const PAGE_SIZE = 25;

export type BookingsQuery = Partial<Omit<AdminBookingPageQuery, 'lang'>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_KEYS = ['status', 'type', 'from', 'to', 'createdFrom', 'createdTo', 'q'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The list's state from the URL (filters, sort, page); anything malformed is dropped, never sent. */
export function queryFromParams(params: URLSearchParams): BookingsQuery {
  const query: BookingsQuery = { limit: PAGE_SIZE };
  const status = params.get('status');
  if (status && (STATUSES as readonly string[]).includes(status)) query.status = status as BookingStatus;
  const type = params.get('type');
  if (type && (TYPES as readonly string[]).includes(type)) query.type = type as (typeof TYPES)[number];
  for (const key of ['from', 'to', 'createdFrom', 'createdTo'] as const) {
    const value = params.get(key);
    if (value && DATE.test(value)) query[key] = value;
  }
  const q = params.get('q')?.trim();
  if (q) query.q = q.slice(0, 200);
  const sort = params.get('sort');
  if (sort && (SORTS as readonly string[]).includes(sort)) query.sort = sort as (typeof SORTS)[number];
  const dir = params.get('dir');
  if (dir === 'asc' || dir === 'desc') query.dir = dir;
  const page = Number(params.get('page'));
  query.page = Number.isSafeInteger(page) && page >= 1 && page <= 100000 ? page : 1;
  return query;
}

/** The URL parameters of a state (defaults left out, so a plain list has a plain URL). */
export function paramsFromQuery(query: BookingsQuery, extra: Record<string, string | null> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value) params.set(key, String(value));
  }
  if (query.sort) params.set('sort', query.sort);
  if (query.dir) params.set('dir', query.dir);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params;
}

/** Clicking a header: a new column sorts ascending (dates and totals newest/highest first), the same column flips. */
export function nextSort(query: BookingsQuery, key: (typeof SORTS)[number]): Pick<BookingsQuery, 'sort' | 'dir'> {
  const current = query.sort ?? 'createdAt';
  const currentDir = query.dir ?? (current === 'createdAt' ? 'desc' : 'asc');
  if (current === key) return { sort: key, dir: currentDir === 'asc' ? 'desc' : 'asc' };
  return { sort: key, dir: key === 'createdAt' || key === 'total' ? 'desc' : 'asc' };
}

export function statusTone(status: BookingStatus): 'neutral' | 'success' | 'warning' | 'danger' {
  return status === 'confirmed' ? 'success' : status === 'cancelled' ? 'danger' : status === 'pending' ? 'warning' : 'neutral';
}

export type PaymentLabel = 'creditCard' | 'payAtHotel' | 'payAtRestaurant' | 'payLater';

/**
 * How the drawer words a booking's payment (`paymentMethods.<label>`). The API stores every unpaid
 * booking as `payAtHotel`; the public site says "pay at the property" for hotels and "pay the bill
 * at the restaurant" for tables, so the back office names the place by the booking's type.
 */
export function paymentLabel(type: BookingType, method: PaymentMethod): PaymentLabel {
  if (method === 'creditCard') return 'creditCard';
  if (type === 'hotel' || type === 'provider-hotel') return 'payAtHotel';
  return type === 'restaurant' ? 'payAtRestaurant' : 'payLater';
}
