import { Type, type Static } from 'typebox';
import { BOOKINGS_MAX_PAGE_SIZE, BOOKINGS_PAGE_SIZE, BOOKING_STATUSES, BOOKING_TYPES, PAYMENT_METHODS } from './constants';
import { Language, Paged } from './common';

/** Kinds of service a booking can be for; each has a handler in the API that prices and stocks it. */
export type BookingType = (typeof BOOKING_TYPES)[number];
export const BookingType = Type.Unsafe<BookingType>(Type.Union(BOOKING_TYPES.map((type) => Type.Literal(type))));

/** pending → confirmed → completed; pending or confirmed → cancelled. */
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BookingStatus = Type.Unsafe<BookingStatus>(Type.Union(BOOKING_STATUSES.map((status) => Type.Literal(status))));

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PaymentMethod = Type.Unsafe<PaymentMethod>(Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method))));

/** Hard cap on any string of the checkout body; the real limits are checked field by field. */
const Text = Type.String({ maxLength: 2000 });

/**
 * Contact as typed. Every field is optional in the schema so the API can answer every missing or
 * invalid field at once (`fields` in the 400), with the messages of `validateCheckout`.
 */
export const BookingContactInput = Type.Object({
  firstName: Type.Optional(Text),
  lastName: Type.Optional(Text),
  email: Type.Optional(Text),
  phone: Type.Optional(Text),
});
export type BookingContactInput = Static<typeof BookingContactInput>;

/** Payment as typed. The card number and CVV are checked and then dropped: never stored, never logged. */
export const BookingPaymentInput = Type.Object({
  method: Type.Optional(Text),
  cardNumber: Type.Optional(Text),
  cardName: Type.Optional(Text),
  expiryDate: Type.Optional(Text),
  cvv: Type.Optional(Text),
});
export type BookingPaymentInput = Static<typeof BookingPaymentInput>;

/** Idempotency keys: 1 to 200 visible ASCII characters (a UUID is typical). */
export const IdempotencyKey = Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' });

/**
 * POST /api/bookings. The type's own fields (hotel, room, dates, offer...) sit beside these at
 * the top level and are checked by the type's schema in the API. Unknown fields (e.g. a `total`
 * the client computed) are ignored: the server prices every booking itself.
 */
export const CreateBookingRequest = Type.Object(
  {
    type: Type.String({ maxLength: 40 }),
    contact: Type.Optional(BookingContactInput),
    specialRequests: Type.Optional(Type.Union([Type.Null(), Text])),
    payment: Type.Optional(BookingPaymentInput),
    idempotencyKey: Type.Optional(IdempotencyKey),
    /** The total, tax included, the customer saw: a different one now is refused (409 PRICE_CHANGED). */
    expectedTotal: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000 })),
  },
  { additionalProperties: true },
);
/** What a client sends: the base fields plus the type's details `D`. */
export type CreateBookingRequest<D extends object = Record<string, unknown>> = {
  type: BookingType;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  specialRequests?: string | null;
  payment: {
    method: PaymentMethod;
    cardNumber?: string;
    cardName?: string;
    expiryDate?: string;
    cvv?: string;
  };
  idempotencyKey?: string;
  expectedTotal?: number;
} & D;

/** POST /api/bookings/quote: the type and its details only. */
export const BookingQuoteRequest = Type.Object({ type: Type.String({ maxLength: 40 }) }, { additionalProperties: true });
export type BookingQuoteRequest<D extends object = Record<string, unknown>> = { type: BookingType } & D;

/** Money is in the currency's main unit as a decimal number (cents / 100). */
/** What a line's label says in no language yet (see `@trabzon/contracts/line-labels`). */
export const BookingLineParts = Type.Object({
  key: Type.String(),
  values: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  name: Type.Optional(Type.Union([Type.String(), Type.Record(Type.String(), Type.String())])),
});

export const BookingLineItem = Type.Object({
  /** In the language the booking was made in. */
  label: Type.String(),
  quantity: Type.Number(),
  unitPrice: Type.Number(),
  total: Type.Number(),
  /** To write the label in the reader's language (lineText); absent on older bookings. */
  parts: Type.Optional(BookingLineParts),
});
export type BookingLineItem = Static<typeof BookingLineItem>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const BookingContact = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});
export type BookingContact = Static<typeof BookingContact>;

/** What is kept of the payment: the method, and for cards the brand and last four digits. */
export const BookingPayment = Type.Object({
  method: PaymentMethod,
  cardBrand: NullableString,
  cardLast4: NullableString,
});
export type BookingPayment = Static<typeof BookingPayment>;

/** One booking as every answer shows it (customer, guest lookup and admin alike). */
export const Booking = Type.Object({
  _id: Type.String(),
  reference: Type.String(),
  type: BookingType,
  status: BookingStatus,
  userId: NullableString,
  contact: BookingContact,
  /** YYYY-MM-DD */
  startDate: Type.String(),
  endDate: NullableString,
  /** HH:MM */
  startTime: NullableString,
  /** HH:MM on the last day (endDate, else startDate), local to the place: check-out, drop-off, arrival. Null when unknown. */
  endTime: Type.Optional(NullableString),
  guests: Type.Integer(),
  /** The type's own description of what was booked; always has `serviceStartsAt` (ISO date-time). */
  details: Type.Record(Type.String(), Type.Unknown()),
  lineItems: Type.Array(BookingLineItem),
  subtotal: Type.Number(),
  /** Percent, e.g. 12. */
  taxRate: Type.Number(),
  tax: Type.Number(),
  total: Type.Number(),
  currency: Type.String(),
  specialRequests: NullableString,
  payment: BookingPayment,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  cancelledAt: NullableString,
  /** True while the customer may still cancel it free of charge (pending or confirmed, before the deadline). */
  cancellable: Type.Boolean(),
  /** End of free cancellation: 24 hours before the service starts, or the supplier's earlier deadline. */
  cancellableUntil: NullableString,
  /** Present on a non-refundable rate (a provider hotel's offer): never free to cancel, no `cancellableUntil`. */
  nonRefundable: Type.Optional(Type.Literal(true)),
  /** A pending pay-at-hotel booking of a guest lapses at this time unless confirmed from the e-mail. */
  holdExpiresAt: Type.Optional(NullableString),
});
export type Booking = Static<typeof Booking>;

/** POST /api/bookings (201, or 200 for an idempotent repeat), POST /:id/cancel, PATCH admin. */
export const BookingResponse = Type.Object({ booking: Booking });
export type BookingResponse = Static<typeof BookingResponse>;

export const BookingList = Paged(Booking);
export type BookingList = Static<typeof BookingList>;

const Page = Type.Integer({ minimum: 1, maximum: 100000, default: 1 });
const Limit = Type.Integer({ minimum: 1, maximum: BOOKINGS_MAX_PAGE_SIZE, default: BOOKINGS_PAGE_SIZE });
const Lang = Type.Optional(Language);

/** GET /api/bookings */
export const BookingListQuery = Type.Object({ page: Page, limit: Limit, lang: Lang });
export type BookingListQuery = Static<typeof BookingListQuery>;

/** GET /api/admin/bookings: every filter optional; `from`/`to` bound the start date (inclusive). */
export const AdminBookingListQuery = Type.Object({
  status: Type.Optional(BookingStatus),
  type: Type.Optional(BookingType),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  /** Reference, contact name or e-mail, case-insensitive, part of it is enough. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  page: Page,
  limit: Limit,
  lang: Lang,
});
export type AdminBookingListQuery = Static<typeof AdminBookingListQuery>;

/** GET /api/bookings/lookup: a guest finds a booking by its reference and the contact e-mail. */
export const BookingLookupQuery = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 40 }),
  email: Type.String({ minLength: 1, maxLength: 254 }),
  lang: Lang,
});
export type BookingLookupQuery = Static<typeof BookingLookupQuery>;

export const BookingIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export type BookingIdParams = Static<typeof BookingIdParams>;

/** PATCH /api/admin/bookings/:id */
export const AdminBookingUpdate = Type.Object({ status: BookingStatus }, { additionalProperties: false });
export type AdminBookingUpdate = Static<typeof AdminBookingUpdate>;

/** POST /api/bookings/quote: the price the server will charge, before anything is booked. */
export const BookingQuote = Type.Object({
  lineItems: Type.Array(BookingLineItem),
  subtotal: Type.Number(),
  taxRate: Type.Number(),
  tax: Type.Number(),
  total: Type.Number(),
  currency: Type.String(),
  startDate: Type.String(),
  endDate: NullableString,
  startTime: NullableString,
  guests: Type.Integer(),
  cancellableUntil: NullableString,
  nonRefundable: Type.Optional(Type.Literal(true)),
});
export type BookingQuote = Static<typeof BookingQuote>;

export const BOOKING_MESSAGES = {
  notFound: 'Booking not found',
  unpaidPerEmail: 'This email already has the most unpaid bookings allowed. Please pay by card, or sign in and contact us.',
  unpaidPerAddress: 'Too many unpaid bookings from this connection today. Please pay by card, or try again tomorrow.',
  unpaidPerHotelNight: 'No more pay-at-hotel rooms are available at this hotel for these nights. Please pay by card to book.',
  holdInvalid: 'This confirmation link is invalid or has expired. Please book again.',
  manageLinkInvalid: 'This booking link is invalid or has expired. Please find your booking by its reference and email.',
  idempotencyReused: 'This idempotency key was already used for another booking',
  idempotencyMismatch: 'The idempotencyKey in the body differs from the Idempotency-Key header',
  cancelWindowOver: 'Free cancellation ends 24 hours before the service. Please contact us to change this booking.',
  /** `total`: the new total, in dollars ("123.45"). */
  priceChanged: 'The price has changed: the total is now ${{total}}. Please check it and confirm again.',
  nonRefundable: 'This rate is non-refundable, so it cannot be cancelled free of charge. Please contact us to change this booking.',
  notCancellable: (status: BookingStatus) => `A ${status} booking cannot be cancelled`,
  badTransition: (from: BookingStatus, to: BookingStatus) => `Cannot change a booking from ${from} to ${to}`,
  notStarted: 'A booking can be marked completed once its service has begun',
  unknownType: 'Please choose a kind of booking',
  typeUnavailable: (type: string) => `Bookings of type ${type} are not available`,
  tooManyLookups: (minutes: number) => `Too many lookups. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

/** Hours before the service start until which a booking can be cancelled free of charge (spec section 9). */
export const FREE_CANCELLATION_HOURS = 24;

/** GET /api/settings/payment/public */
export const PublicPaymentSettings = Type.Object({ taxRate: Type.Number() });
export type PublicPaymentSettings = Static<typeof PublicPaymentSettings>;

/** GET and PUT /api/settings/payment (admin). */
export const PaymentSettings = Type.Object({ taxRate: Type.Number(), currency: Type.String() });
export type PaymentSettings = Static<typeof PaymentSettings>;

/** Tax in percent, 0 to 100, at most two decimals. */
export const PaymentSettingsUpdate = Type.Object({ taxRate: Type.Number({ minimum: 0, maximum: 100 }) }, { additionalProperties: false });
export type PaymentSettingsUpdate = Static<typeof PaymentSettingsUpdate>;

export const DEFAULT_TAX_RATE = 12;
