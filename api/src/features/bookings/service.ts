import { createHash, hash, randomBytes, randomUUID } from 'node:crypto';
import { nightsOf, todayIso } from '@trabzon/dates';
import type { FastifyRequest } from 'fastify';
import {
  BOOKING_MESSAGES,
  cardBrand,
  cardLast4,
  fillTemplate,
  maskCardNumbers,
  validateCheckout,
  westernDigits,
  type AdminBookingFilterQuery,
  type AdminBookingPageQuery,
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
import { groupCommit, immediate } from '../../db/transaction';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { bookingReference } from '@trabzon/contracts/booking-service';
import type { SettingsRepository } from '../settings/repository';
import type { AccountUser } from '../users/repository';
import { normalizeEmail } from '../users/email';
import type { BookedStock, BookingQuote, BookingTypeHandler, BookingTypeRegistry, PaymentMethod } from './booking-types';
import { parseDetails } from './details';
import { CONFIRM_HASH_KEY, FINGERPRINT_KEY, cancellableUntil, isNonRefundable, publicDetails, toBooking, toBookingList } from './present';
import type { OutboxRepository } from '../mail/outbox';
import { BOOKING_CURRENCY, REFERENCE_ATTEMPTS, checkQuote, drawReference, money, presentLineItem, price, type RandomInt } from './pricing';
import type { BookingMailer } from '../notifications/booking-mailer';
import { holdMail } from '../notifications/hold-mail';
import {
  IdempotencyKeyTakenError,
  ReferenceTakenError,
  type AdminBookingFilters,
  type AdminBookingSort,
  type BookingRow,
  type BookingsRepository,
  type NewBookingRow,
  storedBooking,
} from './repository';
import { languageOf } from '../../lib/lang';

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

/** Whether the booking's service has begun at `now`: its start instant, else its first day (Istanbul). */
function serviceBegun(row: Pick<BookingRow, 'startDate' | 'details'>, now: Date): boolean {
  const startsAt = row.details.serviceStartsAt;
  if (typeof startsAt === 'string' && !Number.isNaN(Date.parse(startsAt))) return Date.parse(startsAt) <= now.getTime();
  return row.startDate <= todayIso(now);
}

/** The moves staff may make now: a booking is completed only once its service has begun. */
function movesOf(row: Pick<BookingRow, 'status' | 'startDate' | 'details'>, now: Date): BookingStatus[] {
  return STATUS_TRANSITIONS[row.status].filter((to) => to !== 'completed' || serviceBegun(row, now));
}

/** The body of POST /api/bookings as the route hands it over (the type's details sit beside these). */
export interface CreateBookingBody {
  type: string;
  contact?: BookingContactInput;
  payment?: BookingPaymentInput;
  specialRequests?: string | null;
  /** The total the customer saw, in dollars (see BOOKING_MESSAGES.priceChanged). */
  expectedTotal?: number;
  [detail: string]: unknown;
}

export interface CreateContext {
  user: AccountUser | null;
  idempotencyKey: string | null;
  request?: FastifyRequest;
}

/**
 * Pay-at-hotel ("unpaid") bookings cost an attacker nothing, so they are limited: per contact
 * e-mail, per client address and day (counted by the route), and per hotel and night; a guest's
 * (not signed in, so no known e-mail) starts `pending` and lapses, giving its stock back, unless
 * confirmed from the e-mail within `holdMinutes`.
 */
export interface UnpaidLimits {
  perEmail: number;
  perAddressPerDay: number;
  perHotelNight: number;
  holdMinutes: number;
  sweepIntervalMs: number;
}

export const DEFAULT_UNPAID_LIMITS: UnpaidLimits = {
  perEmail: 3,
  perAddressPerDay: 5,
  perHotelNight: 3,
  holdMinutes: 60,
  sweepIntervalMs: 60_000,
};

/** The core's keys of `details` that decide free cancellation (see cancellableUntil), from a quote. */
function cancellationDetails(quote: BookingQuote): Record<string, unknown> {
  return {
    serviceStartsAt: new Date(Date.parse(quote.serviceStartsAt)).toISOString(),
    ...(quote.freeCancellationEndsAt !== undefined
      ? { freeCancellationEndsAt: quote.freeCancellationEndsAt && new Date(Date.parse(quote.freeCancellationEndsAt)).toISOString() }
      : {}),
  };
}

/** Refuses a cancellation that is no longer (or never was) free. */
function checkFreeCancellation(row: BookingRow, at: Date): void {
  if (isNonRefundable(row)) throw conflict(BOOKING_MESSAGES.nonRefundable);
  const until = cancellableUntil(row);
  if (!until || at.getTime() >= until.getTime()) throw conflict(BOOKING_MESSAGES.cancelWindowOver);
}

/** One-shot crypto.hash: a third of createHash's cost, on every guest hold and every link opened. */
const hashToken = (token: string) => hash('sha256', token, 'hex');

/**
 * A hold's link token: its booking's id (a UUID's 32 hex digits) then 24 random bytes, so opening
 * the link reads one row by its key. Only the hash of the whole token is stored.
 */
function holdToken(bookingId: string): string {
  return bookingId.replaceAll('-', '') + randomBase64url(24);
}

/**
 * `size` random bytes in base64url, cut from 4 kB drawn at once (as crypto.randomUUID keeps its
 * own): one randomBytes call costs as much as the whole rest of a token. Each byte is used once.
 */
const randomPool = { bytes: Buffer.alloc(0), used: 0 };
function randomBase64url(size: number): string {
  if (randomPool.used + size > randomPool.bytes.length) {
    randomPool.bytes = randomBytes(4096);
    randomPool.used = 0;
  }
  const text = randomPool.bytes.toString('base64url', randomPool.used, randomPool.used + size);
  randomPool.used += size;
  return text;
}

/** The booking id a link token starts with, or null for a token of the older, random-only kind. */
function bookingIdOf(token: string): string | null {
  const hex = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})[A-Za-z0-9_-]{32}$/.exec(token);
  return hex ? hex.slice(1).join('-') : null;
}

export interface BookingsServiceDeps {
  db: Db;
  outbox: OutboxRepository;
  unpaid: UnpaidLimits;
  publicUrl: string;
  /** The site's name as Settings → General gives it now (the hold e-mail names it). */
  siteName: () => string;
  bookings: BookingsRepository;
  settings: SettingsRepository;
  registry: BookingTypeRegistry;
  randomInt: RandomInt;
  now: () => Date;
  /** Writes the booking e-mails to the outbox (confirmation, cancellation); none when absent. */
  mailer?: BookingMailer;
}

/** Who made a status move, as the history keeps it. */
export interface StatusActor {
  id: string;
  name: string;
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

function adminFilters(query: AdminBookingFilterQuery): AdminBookingFilters {
  const { status, type, from, to, createdFrom, createdTo, q } = query;
  // A reversed range would answer "0 bookings", which reads as "there are none".
  if ((from && to && to < from) || (createdFrom && createdTo && createdTo < createdFrom))
    throw badRequest(ADMIN_REFUSALS.dateRangeReversed);
  return {
    ...(status ? { status } : {}),
    ...(type ? { type } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(createdFrom ? { createdFrom } : {}),
    ...(createdTo ? { createdTo } : {}),
    ...(q ? { q } : {}),
  };
}

function adminSort(query: AdminBookingFilterQuery): AdminBookingSort {
  return { column: query.sort ?? 'createdAt', direction: query.dir ?? (query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc') };
}

/** Someone else's (or another) booking and a missing one look the same from outside. */
const bookingNotFound = () => notFound(BOOKING_MESSAGES.notFound);

/**
 * The bookings core: validates contact and payment, lets the type's handler price and stock the
 * booking, adds tax from the payment settings and writes it, all stock changes in the booking's
 * own IMMEDIATE transaction.
 */
export function createBookingsService(deps: BookingsServiceDeps) {
  const { db, bookings: repo, settings, registry, randomInt, now, outbox, unpaid: limits, publicUrl, siteName, mailer } = deps;

  /** Inside the booking's transaction: 409/429 when one more unpaid booking would pass a limit. */
  function checkUnpaidLimits(email: string, quote: BookingQuote): void {
    const today = now().toISOString().slice(0, 10);
    if (repo.countOpenUnpaidByEmail(email, today) >= limits.perEmail)
      throw new HttpError(429, BOOKING_MESSAGES.unpaidPerEmail, 'UNPAID_LIMIT_PER_EMAIL');
    const hotelId = quote.details.hotelId;
    if (typeof hotelId !== 'string' || !quote.endDate) return;
    const stays = repo.openUnpaidStaysOfHotel(hotelId, quote.startDate, quote.endDate);
    for (const night of nightsOf(quote.startDate, quote.endDate)) {
      const held = stays.filter((stay) => stay.startDate <= night && (stay.endDate ?? stay.startDate) > night).length;
      if (held >= limits.perHotelNight) throw conflict(BOOKING_MESSAGES.unpaidPerHotelNight, 'UNPAID_LIMIT_PER_HOTEL_NIGHT');
    }
  }

  /** Records the move (and writes the customer's e-mail) inside the move's transaction. */
  function recordMove(row: BookingRow, from: BookingStatus | null, actor: StatusActor | null, at: string): void {
    repo.addHistory({
      bookingId: row.id,
      fromStatus: from,
      toStatus: row.status,
      changedBy: actor?.id ?? null,
      changedByName: actor?.name ?? null,
      changedAt: at,
    });
    if (!mailer) return;
    if (row.status === 'confirmed' && from !== 'confirmed') mailer.confirmation(row);
    if (row.status === 'cancelled') mailer.cancellation(row);
  }

  /** The provider's side of a cancellation, before the local one (a failure there stops it). */
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

  const isGuests = (row: BookingRow | undefined): row is BookingRow => row !== undefined && row.userId === null;

  /**
   * Cancels a booking the asker may see (`visible`; 404 otherwise) while free cancellation lasts.
   * The checks run once before the supplier is asked (so nothing is cancelled there that may not
   * be cancelled here), and again under the write lock; the stock goes back in that transaction.
   */
  async function cancelFreely(id: string, visible: (row: BookingRow | undefined) => row is BookingRow, actor: StatusActor | null) {
    const check = (row: BookingRow | undefined): row is BookingRow => {
      if (!visible(row)) throw bookingNotFound();
      if (row.status !== 'pending' && row.status !== 'confirmed') throw conflict(BOOKING_MESSAGES.notCancellable(row.status));
      checkFreeCancellation(row, now());
      return true;
    };
    const before = repo.findById(id);
    if (check(before)) {
      const handler = releaserFor(before);
      if (handler.cancelExternal) await handler.cancelExternal(stockOf(before));
    }
    const updated = immediate(db, () => {
      const row = repo.findById(id);
      if (!check(row)) throw bookingNotFound();
      const at = now();
      const changed = repo.changeStatus(row.id, row.status, 'cancelled', at.toISOString());
      if (!changed) throw new Error('booking changed inside its own transaction');
      releaserFor(row).release(db, stockOf(row));
      recordMove(changed, row.status, actor, at.toISOString());
      return changed;
    });
    return toBooking(updated, now());
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
      const priced = price(quote.subtotalCents, handler.taxIncluded ? 0 : settings.payment().taxRate);
      const terms = { details: cancellationDetails(quote) };
      const until = cancellableUntil(terms);
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
        ...(isNonRefundable(terms) ? { nonRefundable: true as const } : {}),
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
        method === 'creditCard' ? { brand: cardBrand(paymentInput.cardNumber!), last4: cardLast4(paymentInput.cardNumber!) } : null;
      const contact = {
        firstName: contactInput.firstName!.trim(),
        lastName: contactInput.lastName!.trim(),
        email: normalizeEmail(contactInput.email!),
        phone: westernDigits(contactInput.phone!).trim(), // kept as 0-9, as the provider and the office read it
      };
      const specialRequests = body.specialRequests?.trim() ? maskCardNumbers(body.specialRequests.trim()) : null;

      const key = context.idempotencyKey;
      // Only a keyed submission is ever compared with an earlier one (none without a key: '').
      const fingerprint = key
        ? createHash('sha256')
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
            .digest('hex')
        : '';
      if (key) {
        const existing = repo.findByIdempotencyKey(key);
        if (existing) return { booking: toBooking(replayOrConflict(existing, fingerprint), now()), created: false };
      }

      const quote = await quoteFor(handler, details, context.request);
      const priced = price(quote.subtotalCents, handler.taxIncluded ? 0 : settings.payment().taxRate);
      // A price, tax rate or fare changed by staff since the checkout showed its total: never charge more (or other) than was seen.
      if (typeof body.expectedTotal === 'number' && Math.round(body.expectedTotal * 100) !== priced.totalCents) {
        throw conflict(fillTemplate(BOOKING_MESSAGES.priceChanged, { total: (priced.totalCents / 100).toFixed(2) }), 'PRICE_CHANGED');
      }
      const at = now().toISOString();
      const unpaid = method === 'payAtHotel';
      // A guest's unpaid booking is a hold until the e-mail's owner confirms it.
      const id = randomUUID();
      const confirmToken = unpaid && !context.user ? holdToken(id) : null;
      const holdExpiresAt = confirmToken ? new Date(now().getTime() + limits.holdMinutes * 60_000).toISOString() : null;
      const row: Omit<NewBookingRow, 'reference'> & { details: Record<string, unknown> } = {
        id,
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
          ...cancellationDetails(quote),
          ...(quote.serviceEndsAt ? { serviceEndsAt: new Date(Date.parse(quote.serviceEndsAt)).toISOString() } : {}),
          ...(key ? { [FINGERPRINT_KEY]: fingerprint } : {}),
          ...(confirmToken ? { [CONFIRM_HASH_KEY]: hashToken(confirmToken) } : {}),
        },
        lineItems: quote.lineItems,
        subtotalCents: priced.subtotalCents,
        taxRate: priced.taxRate,
        taxCents: priced.taxCents,
        totalCents: priced.totalCents,
        currency: BOOKING_CURRENCY,
        status: confirmToken ? 'pending' : (handler.initialStatus ?? 'confirmed'),
        holdExpiresAt,
        specialRequests,
        paymentMethod: method,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        idempotencyKey: key,
        createdAt: at,
        updatedAt: at,
        language: languageOf(context.request),
      };

      // A supplier's own order (provider hotels, flights): placed before the row is written, undone if it is not.
      let placed: BookedStock | null = null;
      if (handler.place) {
        const extra = await handler.place(quote, {
          details,
          contact,
          payment: card
            ? {
                method,
                card: {
                  number: paymentInput.cardNumber!.replace(/\D/g, ''),
                  holderName: paymentInput.cardName!.trim(),
                  expiryDate: paymentInput.expiryDate!.replace(/\s/g, ''),
                  brand: card.brand,
                },
              }
            : { method },
          specialRequests,
        });
        row.details = { ...row.details, ...extra };
        placed = {
          id: '',
          type: handler.type,
          details: row.details,
          startDate: row.startDate,
          endDate: row.endDate ?? null,
          guests: row.guests ?? quote.guests,
        };
      }
      const undoPlaced = async () => {
        if (!placed || !handler.cancelExternal) return;
        await handler
          .cancelExternal(placed)
          .catch((error: unknown) => context.request?.log.error({ err: error }, 'could not undo a supplier order'));
      };

      // The row and its hold e-mail are made before the transaction (the e-mail's dates and sums take
      // Intl's time); only a reference that turns out taken makes them again inside it.
      const confirmUrl = confirmToken ? `${publicUrl}/bookings/confirm/${confirmToken}` : null;
      const draft = () => {
        const stored = storedBooking({ ...row, reference: drawReference(handler.referencePrefix, randomInt) });
        return { stored, mail: confirmUrl ? holdMail(stored, confirmUrl, siteName(), now()) : null };
      };
      let drafted = draft();

      let outcome: { row: BookingRow; created: boolean };
      try {
        // Bookings arriving together share one commit (groupCommit); each still runs alone in its savepoint.
        outcome = await groupCommit(db, () => {
          // Checked again under the write lock: a concurrent twin may have committed meanwhile.
          if (key) {
            const twin = repo.findByIdempotencyKey(key);
            if (twin) return { row: twin, created: false };
          }
          if (unpaid) checkUnpaidLimits(contact.email, quote);
          handler.reserve(db, quote); // once: the reference retries below do not take stock again
          for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt += 1) {
            try {
              if (attempt > 1) drafted = draft();
              const inserted = repo.insert(drafted.stored);
              recordMove(inserted, null, context.user ? { id: context.user.id, name: context.user.name } : null, at);
              // In the booking's transaction: the e-mail is sent for a committed booking only.
              if (drafted.mail) outbox.enqueue(drafted.mail);
              return { row: inserted, created: true };
            } catch (error) {
              if (!(error instanceof ReferenceTakenError)) throw error;
            }
          }
          throw new Error(`no free ${handler.referencePrefix} booking reference after ${REFERENCE_ATTEMPTS} attempts`);
        });
      } catch (error) {
        // Another connection committed the same key between our check and our insert.
        const twin = error instanceof IdempotencyKeyTakenError && key ? repo.findByIdempotencyKey(key) : undefined;
        if (!twin) {
          await undoPlaced();
          throw error;
        }
        outcome = { row: twin, created: false };
      }
      if (!outcome.created) await undoPlaced();
      const stored = outcome.created ? outcome.row : replayOrConflict(outcome.row, fingerprint);
      return { booking: toBooking(stored, now()), created: outcome.created };
    },

    /** Confirms a guest's pending hold from the e-mailed link; 400 when unknown, used or lapsed. */
    confirmHold(token: string): Booking {
      const confirmed = immediate(db, () => {
        const id = bookingIdOf(token);
        const hash = hashToken(token);
        const row = id ? repo.findHoldByIdAndConfirmHash(id, hash) : repo.findHoldByConfirmHash(hash);
        if (!row) throw new HttpError(400, BOOKING_MESSAGES.holdInvalid, 'HOLD_LINK_INVALID');
        if (row.status === 'confirmed') return row; // a second click
        const at = now().toISOString();
        const done = repo.confirmHold(row.id, at);
        if (!done) throw new HttpError(400, BOOKING_MESSAGES.holdInvalid, 'HOLD_LINK_INVALID');
        recordMove(done, 'pending', null, at); // status history and the confirmation e-mail
        return done;
      });
      return toBooking(confirmed, now());
    },

    /** Cancels every pending hold whose time is up and gives its stock back; answers how many. */
    sweepLapsedHolds(): number {
      return immediate(db, () => {
        const at = now().toISOString();
        let lapsed = 0;
        for (const row of repo.lapsedHolds(at)) {
          const handler = registry.get(row.type);
          if (!handler) continue; // its vertical is not loaded: leave it for a later sweep
          const changed = repo.changeStatus(row.id, 'pending', 'cancelled', at);
          if (!changed) continue;
          handler.release(db, stockOf(row));
          recordMove(changed, 'pending', null, at); // status history and the cancellation e-mail
          lapsed += 1;
        }
        return lapsed;
      });
    },

    /** One booking for its owner or an admin; 404 for anyone else, so existence is not revealed. */
    get(id: string, user: AccountUser): Booking {
      const row = repo.findById(id);
      if (!visibleTo(row, user)) throw bookingNotFound();
      return toBooking(row, now());
    },

    /** A guest's lookup: reference and contact e-mail must both match (e-mail case-insensitive); no account id. */
    lookup(reference: string, email: string): Booking {
      const row = repo.findByReference(bookingReference(reference));
      if (!row || row.contactEmail !== normalizeEmail(email)) throw bookingNotFound();
      return { ...toBooking(row, now()), userId: null };
    },

    listMine(user: AccountUser, page: number, limit: number): BookingList {
      return toBookingList(repo.listByUser(user.id, page, limit), page, limit, now());
    },

    listAll(query: AdminBookingPageQuery): BookingList {
      const { page, limit } = query;
      return toBookingList(repo.listAll(adminFilters(query), page, limit, adminSort(query)), page, limit, now());
    },

    /** The filtered list for the CSV export (at most `max` rows). */
    exportRows(query: AdminBookingFilterQuery, max: number): BookingRow[] {
      return repo.listForExport(adminFilters(query), adminSort(query), max);
    },

    /** One booking for the back-office: with its history of moves and the moves allowed now. */
    adminDetail(id: string) {
      const row = repo.findById(id);
      if (!row) throw bookingNotFound();
      const orderId = row.details.providerOrderId ?? row.details.orderId;
      return {
        booking: toBooking(row, now()),
        history: repo.historyOf(id).map((h) => ({
          from: (h.fromStatus as BookingStatus | null) ?? null,
          to: h.toStatus as BookingStatus,
          by: h.changedBy,
          byName: h.changedByName,
          at: h.changedAt,
        })),
        providerOrderId: typeof orderId === 'string' ? orderId : null,
        allowedMoves: movesOf(row, now()),
        table: registry.get(row.type)?.heldTable?.(db, stockOf(row)) ?? null,
      };
    },

    /**
     * The customer's free cancellation (also open to admins, same rule): pending or confirmed, and
     * until 24 hours before the service (or the supplier's earlier deadline; never for a
     * non-refundable rate). The stock goes back in the same transaction.
     */
    cancel(id: string, user: AccountUser): Promise<Booking> {
      return cancelFreely(id, (row): row is BookingRow => visibleTo(row, user), { id: user.id, name: user.name });
    },

    /** A guest's booking (made without an account), opened by the link of its confirmation e-mail. */
    managed(id: string): Booking {
      const row = repo.findById(id);
      if (!isGuests(row)) throw bookingNotFound();
      return { ...toBooking(row, now()), userId: null };
    },

    /** A guest cancels from the link of the confirmation e-mail: the customer's rule (see `cancel`). */
    async cancelAsGuest(id: string): Promise<Booking> {
      return { ...(await cancelFreely(id, isGuests, null)), userId: null };
    },

    /** Staff move a booking along its life; cancelling gives the stock back (no time limit for staff). */
    async setStatus(id: string, to: BookingStatus, actor: StatusActor | null = null): Promise<Booking> {
      const before = repo.findById(id);
      if (!before) throw bookingNotFound();
      if (!STATUS_TRANSITIONS[before.status].includes(to)) throw conflict(BOOKING_MESSAGES.badTransition(before.status, to));
      if (to === 'completed' && !serviceBegun(before, now())) throw conflict(BOOKING_MESSAGES.notStarted);
      if (to === 'cancelled') {
        // The supplier's order first: one that cannot be cancelled there leaves the booking as it was.
        const handler = releaserFor(before);
        if (handler.cancelExternal) await handler.cancelExternal(stockOf(before));
      }
      const updated = immediate(db, () => {
        const row = repo.findById(id);
        if (!row) throw bookingNotFound();
        if (!STATUS_TRANSITIONS[row.status].includes(to)) throw conflict(BOOKING_MESSAGES.badTransition(row.status, to));
        const handler = to === 'cancelled' ? releaserFor(row) : null;
        const at = now().toISOString();
        const changed = repo.changeStatus(row.id, row.status, to, at);
        if (!changed) throw new Error('booking changed inside its own transaction');
        handler?.release(db, stockOf(row));
        recordMove(changed, row.status, actor, at);
        return changed;
      });
      return toBooking(updated, now());
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
