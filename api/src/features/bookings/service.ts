import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  BOOKING_MESSAGES,
  cardBrand,
  cardLast4,
  maskCardNumbers,
  validateCheckout,
  type AdminBookingListQuery,
  type Booking,
  type BookingContactInput,
  type BookingList,
  type BookingPaymentInput,
  type BookingQuote as QuoteResponse,
  type BookingStatus,
  type FieldErrors,
} from '@trabzon/contracts';
import type { Db } from '../../db/client';
import type { BookingType } from '../../db/schema';
import { immediate } from '../../db/transaction';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import type { SettingsRepository } from '../settings/repository';
import type { AccountUser } from '../users/repository';
import { normalizeEmail } from '../users/email';
import type { BookedStock, BookingTypeHandler, BookingTypeRegistry, PaymentMethod } from './booking-types';
import { parseDetails } from './details';
import { FINGERPRINT_KEY, cancellableUntil, publicDetails, toBooking, toBookingList } from './present';
import {
  BOOKING_CURRENCY,
  REFERENCE_ATTEMPTS,
  checkQuote,
  drawReference,
  money,
  presentLineItem,
  price,
  type RandomInt,
} from './pricing';
import { IdempotencyKeyTakenError, ReferenceTakenError, type BookingRow, type BookingsRepository, type NewBookingRow } from './repository';

/** A 400 that names every failing field: `{ statusCode, message, fields }`, message = the first one. */
export class FieldValidationError extends HttpError {
  constructor(readonly fields: FieldErrors) {
    super(400, Object.values(fields)[0] ?? 'Invalid request');
    this.name = 'FieldValidationError';
  }
}

/** The only status moves there are (ARCHITECTURE "Decisions"). */
export const STATUS_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The body of POST /api/bookings as the route hands it over (the type's details sit beside these). */
export interface CreateBookingBody {
  type: string;
  contact?: BookingContactInput;
  payment?: BookingPaymentInput;
  specialRequests?: string | null;
  [detail: string]: unknown;
}

export interface CreateContext {
  user: AccountUser | null;
  idempotencyKey: string | null;
  request?: FastifyRequest;
}

export interface BookingsServiceDeps {
  db: Db;
  bookings: BookingsRepository;
  settings: SettingsRepository;
  registry: BookingTypeRegistry;
  randomInt: RandomInt;
  now: () => Date;
}

/** JSON with sorted keys, so equal values always give equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Someone else's (or another) booking and a missing one look the same from outside. */
const bookingNotFound = () => notFound(BOOKING_MESSAGES.notFound);

/**
 * The bookings core: validates contact and payment, lets the type's handler price and stock the
 * booking, adds tax from the payment settings and writes it, all stock changes in the booking's
 * own IMMEDIATE transaction.
 */
export function createBookingsService(deps: BookingsServiceDeps) {
  const { db, bookings: repo, settings, registry, randomInt, now } = deps;

  function handlerFor(type: unknown): BookingTypeHandler {
    if (typeof type !== 'string' || type.trim() === '') throw new FieldValidationError({ type: BOOKING_MESSAGES.unknownType });
    const handler = registry.get(type as BookingType);
    if (!handler) throw new FieldValidationError({ type: BOOKING_MESSAGES.typeUnavailable(type) });
    return handler;
  }

  /** The handler of a stored booking, to give its stock back; without one the change cannot be made safely. */
  function releaserFor(row: BookingRow): BookingTypeHandler {
    const handler = registry.get(row.type);
    if (!handler) throw conflict(`Bookings of type ${row.type} cannot be changed right now. Please contact us.`);
    return handler;
  }

  function stockOf(row: BookingRow): BookedStock {
    return {
      id: row.id,
      type: row.type,
      details: publicDetails(row.details),
      startDate: row.startDate,
      endDate: row.endDate,
      guests: row.guests,
    };
  }

  function detailsOrThrow(handler: BookingTypeHandler, body: Record<string, unknown>, extra: FieldErrors = {}) {
    const parsed = parseDetails(handler, body);
    const errors = { ...(parsed.ok ? {} : parsed.errors), ...extra };
    if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
    return (parsed as { details: Record<string, unknown> }).details;
  }

  async function quoteFor(handler: BookingTypeHandler, details: Record<string, unknown>, request?: FastifyRequest) {
    const quote = await handler.quote(details, { db, now: now(), ...(request ? { request } : {}) });
    return checkQuote(handler.type, quote);
  }

  function replayOrConflict(existing: BookingRow, fingerprint: string): BookingRow {
    if (existing.details[FINGERPRINT_KEY] !== fingerprint) throw conflict(BOOKING_MESSAGES.idempotencyReused);
    return existing;
  }

  const isAdmin = (user: AccountUser) => user.role === 'admin';

  function visibleTo(row: BookingRow | undefined, user: AccountUser): row is BookingRow {
    return row !== undefined && (isAdmin(user) || (row.userId !== null && row.userId === user.id));
  }

  return {
    /** The price the server would charge for these details, tax included; nothing is written. */
    async quote(body: Record<string, unknown>, request?: FastifyRequest): Promise<QuoteResponse> {
      const handler = handlerFor(body.type);
      const details = detailsOrThrow(handler, body);
      const quote = await quoteFor(handler, details, request);
      const priced = price(quote.subtotalCents, settings.payment().taxRate);
      const until = cancellableUntil({ details: { serviceStartsAt: quote.serviceStartsAt } });
      return {
        lineItems: quote.lineItems.map(presentLineItem),
        subtotal: money(priced.subtotalCents),
        taxRate: priced.taxRate,
        tax: money(priced.taxCents),
        total: money(priced.totalCents),
        currency: BOOKING_CURRENCY,
        startDate: quote.startDate,
        endDate: quote.endDate ?? null,
        startTime: quote.startTime ?? null,
        guests: quote.guests,
        cancellableUntil: until ? until.toISOString() : null,
      };
    },

    /**
     * Books. Answers `created: false` with the first booking when the idempotency key was seen
     * before with the same submission (409 when with another one).
     */
    async create(body: CreateBookingBody, context: CreateContext): Promise<{ booking: Booking; created: boolean }> {
      const handler = handlerFor(body.type);
      const checkoutErrors = validateCheckout(
        { contact: body.contact ?? null, payment: body.payment ?? null, specialRequests: body.specialRequests ?? null },
        { now: now(), ...(handler.paymentMethods ? { paymentMethods: handler.paymentMethods } : {}) },
      );
      const details = detailsOrThrow(handler, body, checkoutErrors);

      // From here on only what may be kept: the card number and CVV go no further than these lines.
      const contactInput = body.contact!;
      const paymentInput = body.payment!;
      const method = paymentInput.method as PaymentMethod;
      const card =
        method === 'creditCard'
          ? { brand: cardBrand(paymentInput.cardNumber!), last4: cardLast4(paymentInput.cardNumber!) }
          : null;
      const contact = {
        firstName: contactInput.firstName!.trim(),
        lastName: contactInput.lastName!.trim(),
        email: normalizeEmail(contactInput.email!),
        phone: contactInput.phone!.trim(),
      };
      const specialRequests = body.specialRequests?.trim() ? maskCardNumbers(body.specialRequests.trim()) : null;

      const key = context.idempotencyKey;
      const fingerprint = createHash('sha256')
        .update(
          stableJson({
            userId: context.user?.id ?? null,
            type: handler.type,
            details,
            contact,
            specialRequests,
            payment: card
              ? { method, ...card, cardName: paymentInput.cardName!.trim(), expiryDate: paymentInput.expiryDate!.replace(/\s/g, '') }
              : { method },
          }),
        )
        .digest('hex');
      if (key) {
        const existing = repo.findByIdempotencyKey(key);
        if (existing) return { booking: toBooking(replayOrConflict(existing, fingerprint), now()), created: false };
      }

      const quote = await quoteFor(handler, details, context.request);
      const priced = price(quote.subtotalCents, settings.payment().taxRate);
      const at = now().toISOString();
      const row: Omit<NewBookingRow, 'reference'> = {
        type: handler.type,
        userId: context.user?.id ?? null,
        contactFirstName: contact.firstName,
        contactLastName: contact.lastName,
        contactEmail: contact.email,
        contactPhone: contact.phone,
        startDate: quote.startDate,
        endDate: quote.endDate ?? null,
        startTime: quote.startTime ?? null,
        guests: quote.guests,
        details: {
          ...quote.details,
          serviceStartsAt: new Date(Date.parse(quote.serviceStartsAt)).toISOString(),
          ...(key ? { [FINGERPRINT_KEY]: fingerprint } : {}),
        },
        lineItems: quote.lineItems,
        subtotalCents: priced.subtotalCents,
        taxRate: priced.taxRate,
        taxCents: priced.taxCents,
        totalCents: priced.totalCents,
        currency: BOOKING_CURRENCY,
        status: handler.initialStatus ?? 'confirmed',
        specialRequests,
        paymentMethod: method,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        idempotencyKey: key,
        createdAt: at,
        updatedAt: at,
      };

      let outcome: { row: BookingRow; created: boolean };
      try {
        outcome = immediate(db, () => {
          // Checked again under the write lock: a concurrent twin may have committed meanwhile.
          if (key) {
            const twin = repo.findByIdempotencyKey(key);
            if (twin) return { row: twin, created: false };
          }
          handler.reserve(db, quote); // once: the reference retries below do not take stock again
          for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt += 1) {
            try {
              return { row: repo.insert({ ...row, reference: drawReference(handler.referencePrefix, randomInt) }), created: true };
            } catch (error) {
              if (!(error instanceof ReferenceTakenError)) throw error;
            }
          }
          throw new Error(`no free ${handler.referencePrefix} booking reference after ${REFERENCE_ATTEMPTS} attempts`);
        });
      } catch (error) {
        // Another connection committed the same key between our check and our insert.
        if (!(error instanceof IdempotencyKeyTakenError) || !key) throw error;
        const twin = repo.findByIdempotencyKey(key);
        if (!twin) throw error;
        outcome = { row: twin, created: false };
      }
      const stored = outcome.created ? outcome.row : replayOrConflict(outcome.row, fingerprint);
      return { booking: toBooking(stored, now()), created: outcome.created };
    },

    /** One booking for its owner or an admin; 404 for anyone else, so existence is not revealed. */
    get(id: string, user: AccountUser): Booking {
      const row = repo.findById(id);
      if (!visibleTo(row, user)) throw bookingNotFound();
      return toBooking(row, now());
    },

    /** A guest's lookup: reference and contact e-mail must both match (e-mail case-insensitive). */
    lookup(reference: string, email: string): Booking {
      const row = repo.findByReference(reference.trim().toUpperCase());
      if (!row || row.contactEmail !== normalizeEmail(email)) throw bookingNotFound();
      return toBooking(row, now());
    },

    listMine(user: AccountUser, page: number, limit: number): BookingList {
      return toBookingList(repo.listByUser(user.id, page, limit), page, limit, now());
    },

    listAll(query: AdminBookingListQuery): BookingList {
      const { page, limit, status, type, from, to, q } = query;
      const filters = {
        ...(status ? { status } : {}),
        ...(type ? { type } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...(q ? { q } : {}),
      };
      return toBookingList(repo.listAll(filters, page, limit), page, limit, now());
    },

    /**
     * The customer's free cancellation (also open to admins, same rule): pending or confirmed, and
     * until 24 hours before the service. The stock goes back in the same transaction.
     */
    cancel(id: string, user: AccountUser): Booking {
      const updated = immediate(db, () => {
        const row = repo.findById(id);
        if (!visibleTo(row, user)) throw bookingNotFound();
        if (row.status !== 'pending' && row.status !== 'confirmed') throw conflict(BOOKING_MESSAGES.notCancellable(row.status));
        const until = cancellableUntil(row);
        const at = now();
        if (!until || at.getTime() >= until.getTime()) throw conflict(BOOKING_MESSAGES.cancelWindowOver);
        const handler = releaserFor(row);
        const changed = repo.changeStatus(row.id, row.status, 'cancelled', at.toISOString());
        if (!changed) throw new Error('booking changed inside its own transaction');
        handler.release(db, stockOf(row));
        return changed;
      });
      return toBooking(updated, now());
    },

    /** Staff move a booking along its life; cancelling gives the stock back (no time limit for staff). */
    setStatus(id: string, to: BookingStatus): Booking {
      const updated = immediate(db, () => {
        const row = repo.findById(id);
        if (!row) throw bookingNotFound();
        if (!STATUS_TRANSITIONS[row.status].includes(to)) throw conflict(BOOKING_MESSAGES.badTransition(row.status, to));
        const handler = to === 'cancelled' ? releaserFor(row) : null;
        const changed = repo.changeStatus(row.id, row.status, to, now().toISOString());
        if (!changed) throw new Error('booking changed inside its own transaction');
        handler?.release(db, stockOf(row));
        return changed;
      });
      return toBooking(updated, now());
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
