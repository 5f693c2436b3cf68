import type {
  Booking,
  BookingList,
  BookingQuote,
  BookingQuoteRequest,
  BookingResponse,
  CreateBookingRequest,
  PublicPaymentSettings,
} from '@trabzon/contracts';
import { http } from './http';

export { BOOKING_TYPES, BOOKING_STATUSES, BOOKINGS_PAGE_SIZE } from '@trabzon/contracts/constants';

export type {
  Booking,
  BookingContact,
  BookingQuote,
  BookingStatus,
  BookingType,
  PaymentMethod,
  Page,
  BookingLineItem as LineItem,
} from '@trabzon/contracts';

/** Payment as a client sends it (the card number and CVV are checked, then dropped by the API). */
export type BookingPaymentInput = CreateBookingRequest['payment'];

/** POST /api/bookings from a client: the type's details beside the base fields, and a required idempotency key. */
export type CreateBookingInput = CreateBookingRequest & { idempotencyKey: string };

export const bookingsApi = {
  create: (body: CreateBookingInput) =>
    http.post<BookingResponse>('/bookings', body, { headers: { 'Idempotency-Key': body.idempotencyKey } }).then((r) => r.data.booking),
  quote: (body: BookingQuoteRequest) => http.post<BookingQuote>('/bookings/quote', body).then((r) => r.data),
  mine: (page = 1, limit = 10) => http.get<BookingList>('/bookings', { params: { page, limit } }).then((r) => r.data),
  get: (id: string) => http.get<Booking>(`/bookings/${encodeURIComponent(id)}`).then((r) => r.data),
  lookup: (reference: string, email: string) => http.get<Booking>('/bookings/lookup', { params: { reference, email } }).then((r) => r.data),
  /** GET /api/bookings/confirm/:token: confirms a guest's pay-at-hotel hold from the e-mailed link (400 HOLD_LINK_INVALID when unknown, used or lapsed; a second call answers the confirmed booking). */
  confirmHold: (token: string) => http.get<BookingResponse>(`/bookings/confirm/${encodeURIComponent(token)}`).then((r) => r.data.booking),
  cancel: (id: string) => http.post<BookingResponse>(`/bookings/${encodeURIComponent(id)}/cancel`).then((r) => r.data.booking),
  /** GET /api/bookings/manage: a guest's booking by the key of its confirmation e-mail's link (404 MANAGE_LINK_INVALID). */
  managed: (key: string) => http.get<Booking>('/bookings/manage', { params: { key } }).then((r) => r.data),
  /** POST /api/bookings/manage/cancel: a guest cancels by that key, with the customer's free-cancellation rule (409 when over). */
  cancelManaged: (key: string) => http.post<BookingResponse>('/bookings/manage/cancel', { key }).then((r) => r.data.booking),
};

/** The cache key of every quote: a booking refused for a changed price reloads them all with it. */
export const QUOTE_KEY = ['bookings', 'quote'] as const;

/**
 * POST /api/bookings/quote as a query (for `useQuery`): keyed by what is priced and by the language,
 * since the API words the price lines in the language of the request. A null body asks nothing.
 */
export function quoteQuery(body: BookingQuoteRequest | null, language: string) {
  return {
    queryKey: [...QUOTE_KEY, body, language] as const,
    queryFn: () => (body ? bookingsApi.quote(body) : Promise.reject(new Error('Nothing to price'))),
    enabled: body !== null,
  };
}

export const settingsApi = {
  /** The tax rate checkout adds; 12 when the call fails (spec section 8). */
  paymentPublic: () =>
    http
      .get<PublicPaymentSettings>('/settings/payment/public')
      .then((r) => r.data)
      .catch(() => ({ taxRate: 12 })),
};
