import { http } from './http';

export type BookingType = 'hotel' | 'provider-hotel' | 'flight' | 'car-rental' | 'transfer' | 'restaurant' | 'package';
export type BookingStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled';
export type PaymentMethod = 'creditCard' | 'payAtHotel';

export interface BookingContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface BookingPaymentInput {
  method: PaymentMethod;
  cardNumber?: string;
  cardName?: string;
  expiryDate?: string;
  cvv?: string;
}

export interface LineItem {
  label: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

export interface Booking {
  _id: string;
  reference: string;
  type: BookingType;
  status: BookingStatus;
  userId: string | null;
  contact: BookingContact;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  guests: number;
  details: Record<string, unknown>;
  lineItems: LineItem[];
  subtotal: number;
  taxRate: number;
  tax: number;
  total: number;
  currency: string;
  specialRequests: string | null;
  payment: { method: PaymentMethod; cardBrand: string | null; cardLast4: string | null };
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  cancellable: boolean;
  cancellableUntil: string | null;
}

export interface BookingQuote {
  lineItems: LineItem[];
  subtotal: number;
  taxRate: number;
  tax: number;
  total: number;
  currency: string;
  startDate: string;
  endDate: string | null;
  guests: number;
}

export interface Page<T> {
  results: T[];
  total: number;
  page: number;
  pages: number;
}

export interface CreateBookingInput {
  type: BookingType;
  contact: BookingContact;
  specialRequests?: string;
  payment: BookingPaymentInput;
  idempotencyKey: string;
  [detail: string]: unknown;
}

export const bookingsApi = {
  create: (body: CreateBookingInput) =>
    http
      .post<{ booking: Booking }>('/bookings', body, { headers: { 'Idempotency-Key': body.idempotencyKey } })
      .then((r) => r.data.booking),
  quote: (body: { type: BookingType; [detail: string]: unknown }) =>
    http.post<BookingQuote>('/bookings/quote', body).then((r) => r.data),
  mine: (page = 1, limit = 10) => http.get<Page<Booking>>('/bookings', { params: { page, limit } }).then((r) => r.data),
  get: (id: string) => http.get<Booking>(`/bookings/${encodeURIComponent(id)}`).then((r) => r.data),
  lookup: (reference: string, email: string) =>
    http.get<Booking>('/bookings/lookup', { params: { reference, email } }).then((r) => r.data),
  cancel: (id: string) =>
    http.post<{ booking: Booking }>(`/bookings/${encodeURIComponent(id)}/cancel`).then((r) => r.data.booking),
};

export const settingsApi = {
  /** The tax rate checkout adds; 12 when the call fails (spec section 8). */
  paymentPublic: () =>
    http
      .get<{ taxRate: number }>('/settings/payment/public')
      .then((r) => r.data)
      .catch(() => ({ taxRate: 12 })),
};
