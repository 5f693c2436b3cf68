import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_BOOKINGS_EXPORT_MAX,
  AdminBookingDetail,
  AdminBookingFilterQuery,
  AdminBookingPageQuery,
  AdminBookingUpdate,
  BOOKING_MESSAGES,
  Booking,
  BookingIdParams,
  BookingList,
  BookingListQuery,
  BookingLookupQuery,
  BookingQuote,
  BookingQuoteRequest,
  BookingResponse,
  CreateBookingRequest,
  IdempotencyKey,
} from '@trabzon/contracts';
import { Compile } from 'typebox/compile';
import { HttpError, badRequest } from '../../lib/http-error';
import { checkPaging } from '../../lib/paging';
import { errorResponses } from '../../lib/schemas';
import { createFixedWindowCounter } from '../auth/login-limiter';
import { bookingOfKey, signBookingKey } from '../auth/tokens';
import type { AccountUser } from '../users/repository';
import { defaultRandomInt, type RandomInt } from './pricing';
import { DEFAULT_UNPAID_LIMITS, FieldValidationError, createBookingsService, type CreateBookingBody, type UnpaidLimits } from './service';
import { Type } from 'typebox';
import { bookingsCsv } from './csv';
import { todayIso } from '@trabzon/dates';
import { createBookingMailer } from '../notifications/booking-mailer';

export interface BookingsOptions {
  /** Source of the reference digits; crypto.randomInt unless a test forces a clash. */
  randomInt?: RandomInt;
  /** The clock for cancellation windows and timestamps. */
  now?: () => Date;
  /** Guest lookups per client IP (default 30 per 15 minutes). */
  lookupRateLimit?: { max: number; windowMs: number };
  /** Limits of pay-at-hotel bookings and the guest hold (DEFAULT_UNPAID_LIMITS otherwise). */
  unpaid?: Partial<UnpaidLimits>;
  /** Origin of links in e-mails (the hold confirmation). */
  publicUrl?: string;
}

const isIdempotencyKey = Compile(IdempotencyKey);

/** The key from the `Idempotency-Key` header or the body's `idempotencyKey`; both must agree when both are sent. */
function idempotencyKeyOf(request: FastifyRequest, bodyKey: string | undefined): string | null {
  const header = request.headers['idempotency-key'];
  const headerKey = Array.isArray(header) ? header[0] : header;
  if (headerKey !== undefined && !isIdempotencyKey.Check(headerKey)) {
    throw badRequest('The Idempotency-Key header must be 1 to 200 visible ASCII characters');
  }
  if (headerKey !== undefined && bodyKey !== undefined && headerKey !== bodyKey) throw badRequest(BOOKING_MESSAGES.idempotencyMismatch);
  return headerKey ?? bodyKey ?? null;
}

/**
 * /api/bookings/* and /api/admin/bookings/*: checkout (quote, book), the customer's bookings,
 * the guest lookup, cancellation, and the staff list and status changes.
 */
export const bookingsRoutes: FastifyPluginAsyncTypebox<BookingsOptions> = async (app, options) => {
  const publicUrl = options.publicUrl ?? 'http://localhost:8080';
  // A guest's booking is opened by a signed key (see signBookingKey), e-mailed with its confirmation.
  const bookingOf = (key: string): string => {
    const id = bookingOfKey(app.jwt, key);
    if (id === null) throw new HttpError(404, BOOKING_MESSAGES.manageLinkInvalid, 'MANAGE_LINK_INVALID');
    return id;
  };
  const manageUrl = (row: { id: string; reference: string; userId: string | null }) =>
    row.userId === null
      ? `${publicUrl}/bookings/find?reference=${encodeURIComponent(row.reference)}&key=${signBookingKey(app.jwt, row.id)}`
      : null;
  const service = createBookingsService({
    db: app.db,
    bookings: app.repos.bookings,
    settings: app.repos.settings,
    registry: app.bookingTypes,
    randomInt: options.randomInt ?? defaultRandomInt,
    now: options.now ?? (() => new Date()),
    outbox: app.repos.outbox,
    unpaid: { ...DEFAULT_UNPAID_LIMITS, ...options.unpaid },
    publicUrl,
    siteName: () => app.repos.siteSettings.app().siteName,
    mailer: createBookingMailer({ outbox: app.repos.outbox, settings: app.repos.siteSettings, manageUrl }),
  });
  const unpaidLimits = { ...DEFAULT_UNPAID_LIMITS, ...options.unpaid };

  // Lapsed guest holds give their stock back: once at start, then at an interval.
  const sweep = () => {
    try {
      const lapsed = service.sweepLapsedHolds();
      if (lapsed > 0) app.responseCache.clear(); // their stock is back: availability changed
      if (lapsed > 0) app.log.info({ lapsed }, 'pending pay-at-hotel holds lapsed; their stock is back');
    } catch (error) {
      app.log.error({ err: error }, 'sweeping lapsed holds failed');
    }
  };
  app.bookingHolds.sweep = () => {
    const lapsed = service.sweepLapsedHolds();
    if (lapsed > 0) app.responseCache.clear();
    return lapsed;
  };
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    sweeper = setInterval(sweep, unpaidLimits.sweepIntervalMs);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));

  // Unpaid bookings per client address and day. Only bookings made count: a refused or replayed
  // request gives its hit back, so a guest who mistypes a date is not locked out for the day.
  const unpaidPerAddress = createFixedWindowCounter(unpaidLimits.perAddressPerDay, 24 * 3_600_000);
  const isUnpaid = (request: FastifyRequest) =>
    (request.body as { payment?: { method?: unknown } } | undefined)?.payment?.method === 'payAtHotel';
  async function limitUnpaid(request: FastifyRequest) {
    if (isUnpaid(request) && unpaidPerAddress.hit(request.ip) > 0)
      throw new HttpError(429, BOOKING_MESSAGES.unpaidPerAddress, 'UNPAID_LIMIT_PER_ADDRESS');
  }

  // Field-by-field 400s; everything else goes on to the app's error handler.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof FieldValidationError) {
      return reply.code(400).send({ statusCode: 400, message: error.message, fields: error.fields });
    }
    throw error;
  });

  /** A token is optional, but one that is sent must be valid (401 otherwise, so the client can sign in again). */
  async function optionalAuth(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization !== undefined) await app.authenticate(request, reply);
  }

  const lookupLimit = options.lookupRateLimit ?? { max: 30, windowMs: 15 * 60_000 };
  const lookups = createFixedWindowCounter(lookupLimit.max, lookupLimit.windowMs);
  async function limitLookups(request: FastifyRequest, reply: FastifyReply) {
    const waitMs = lookups.hit(request.ip);
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      return reply
        .code(429)
        .header('Retry-After', String(seconds))
        .send({ statusCode: 429, message: BOOKING_MESSAGES.tooManyLookups(Math.max(1, Math.ceil(seconds / 60))) });
    }
  }

  app.post(
    '/bookings/quote',
    {
      config: { keepsPublicCache: true },
      schema: { body: BookingQuoteRequest, response: { 200: BookingQuote, ...errorResponses(400, 404, 409) } },
    },
    async (request) => service.quote(request.body as Record<string, unknown>, request),
  );

  app.post(
    '/bookings',
    {
      onRequest: optionalAuth,
      preHandler: limitUnpaid,
      schema: {
        body: CreateBookingRequest,
        response: { 200: BookingResponse, 201: BookingResponse, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body as CreateBookingBody & { idempotencyKey?: string };
      const idempotencyKey = idempotencyKeyOf(request, body.idempotencyKey);
      const user = (request.user as AccountUser | null) ?? null;
      const refund = () => isUnpaid(request) && unpaidPerAddress.refund(request.ip);
      let result: Awaited<ReturnType<typeof service.create>>;
      try {
        result = await service.create(body, { user, idempotencyKey, request });
      } catch (error) {
        refund();
        throw error;
      }
      const { booking, created } = result;
      if (!created) {
        refund();
        reply.header('Idempotent-Replayed', 'true');
      }
      return reply.code(created ? 201 : 200).send({ booking });
    },
  );

  app.get(
    '/bookings',
    {
      onRequest: app.authenticate,
      schema: { querystring: BookingListQuery, response: { 200: BookingList, ...errorResponses(400, 401) } },
    },
    async (request) => service.listMine(request.user, request.query.page, request.query.limit),
  );

  app.get(
    '/bookings/lookup',
    {
      preHandler: limitLookups,
      schema: { querystring: BookingLookupQuery, response: { 200: Booking, ...errorResponses(400, 404, 429) } },
    },
    async (request) => service.lookup(request.query.reference, request.query.email),
  );

  // A guest's booking by the link of its confirmation e-mail: seen, and cancelled while free cancellation lasts.
  const ManageKey = Type.Object({ key: Type.String({ minLength: 20, maxLength: 1000 }) });
  app.get(
    '/bookings/manage',
    { preHandler: limitLookups, schema: { querystring: ManageKey, response: { 200: Booking, ...errorResponses(400, 404, 429) } } },
    async (request) => service.managed(bookingOf(request.query.key)),
  );
  app.post(
    '/bookings/manage/cancel',
    {
      preHandler: limitLookups,
      schema: { body: ManageKey, response: { 200: BookingResponse, ...errorResponses(400, 404, 409, 429, 502, 503, 504) } },
    },
    async (request) => ({ booking: await service.cancelAsGuest(bookingOf(request.body.key)) }),
  );

  // The link e-mailed to a guest with a pending pay-at-hotel booking.
  app.get(
    '/bookings/confirm/:token',
    {
      schema: {
        params: Type.Object({ token: Type.String({ minLength: 20, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) }),
        response: { 200: BookingResponse, ...errorResponses(400) },
      },
    },
    async (request) => ({ booking: service.confirmHold(request.params.token) }),
  );

  app.get(
    '/bookings/:id',
    {
      onRequest: app.authenticate,
      schema: { params: BookingIdParams, response: { 200: Booking, ...errorResponses(401, 404) } },
    },
    async (request) => service.get(request.params.id, request.user),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        params: BookingIdParams, // no body: whatever is sent is ignored
        response: { 200: BookingResponse, ...errorResponses(401, 404, 409, 502, 503, 504) },
      },
    },
    async (request) => ({ booking: await service.cancel(request.params.id, request.user) }),
  );

  app.get(
    '/admin/bookings',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: AdminBookingPageQuery, response: { 200: BookingList, ...errorResponses(400, 401, 403) } },
    },
    async (request) => {
      checkPaging(request.query);
      return service.listAll(request.query);
    },
  );

  app.get(
    '/admin/bookings/export.csv',
    // No response schema: the answer is text/csv, not JSON.
    { onRequest: app.requireAdmin, schema: { querystring: AdminBookingFilterQuery } },
    async (request, reply) => {
      const rows = service.exportRows(request.query, ADMIN_BOOKINGS_EXPORT_MAX);
      const stamp = todayIso(); // the agency's day, as the list's dates
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-total-rows', String(rows.length))
        .send(bookingsCsv(rows));
    },
  );

  app.get(
    '/admin/bookings/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: BookingIdParams, response: { 200: AdminBookingDetail, ...errorResponses(401, 403, 404) } },
    },
    async (request) => service.adminDetail(request.params.id),
  );

  app.patch(
    '/admin/bookings/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: BookingIdParams,
        body: AdminBookingUpdate,
        response: { 200: BookingResponse, ...errorResponses(400, 401, 403, 404, 409, 502, 503, 504) },
      },
    },
    async (request) => ({
      booking: await service.setStatus(request.params.id, request.body.status, { id: request.user.id, name: request.user.name }),
    }),
  );
};
