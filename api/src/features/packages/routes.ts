import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicUnlessAdmin } from '../../plugins/response-cache';
import { Type } from 'typebox';
import {
  CreateReviewRequest,
  CreateReviewResponse,
  DeletedResponse,
  IdParams,
  ItineraryUpdate,
  LangParam,
  PackageAdmin,
  PackageDeparture,
  PackageDetail,
  PackageInput,
  PackageListQuery,
  PackageListResponse,
  PackageShortListQuery,
  PackageUpdate,
  ReviewsQuery,
  ReviewsResponse,
} from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';
import type { PackagesService } from './service';
import { toPackageReview } from './service';
import type { PackagesRepository } from './repository';
import { badRequest, notFound } from '../../lib/http-error';
import type { FastifyRequest } from 'fastify';
import { langOf } from '../../lib/lang';

const OneQuery = Type.Object({ lang: LangParam, admin: Type.Optional(Type.Boolean()) });
const LangQuery = Type.Object({ lang: LangParam });
const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
const DepartureParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200 }),
  date: Type.String({ minLength: 1, maxLength: 30 }),
});

const NUMERIC_QUERY = ['minPrice', 'maxPrice', 'minDuration', 'maxDuration', 'page', 'limit'] as const;
const PLAIN_NUMBER = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Numbers in the query must be plain decimals: Ajv would read "1e400" as Infinity and "Infinity"
 * itself, so anything else is refused before validation with a clear 400.
 */
async function plainNumbers(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  for (const key of NUMERIC_QUERY) {
    const value = query[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !PLAIN_NUMBER.test(value)) throw badRequest(`${key} must be a plain number`);
  }
}

const NUMBER_FIELDS = ['duration', 'price', 'seatsPerDeparture', 'popularity'] as const;
const BOOLEAN_FIELDS = ['featured', 'active'] as const;

/** No coercion surprises in admin bodies: the API's Ajv would read null or "12" as a number and "true" as a boolean. */
async function strictBody(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return;
  for (const key of NUMBER_FIELDS) {
    if (key in body && (typeof body[key] !== 'number' || !Number.isFinite(body[key]))) throw badRequest(`${key} must be a number`);
  }
  for (const key of BOOLEAN_FIELDS) {
    if (key in body && typeof body[key] !== 'boolean') throw badRequest(`${key} must be true or false`);
  }
  const days = (body as { itinerary?: unknown }).itinerary;
  if (Array.isArray(days)) {
    for (const entry of days) {
      if (entry && typeof entry === 'object' && 'day' in entry && typeof (entry as { day: unknown }).day !== 'number') {
        throw badRequest('itinerary day must be a number');
      }
    }
  }
}

/** /api/packages/*: public lists, detail, departures and reviews; admin writes (401 without a token, 403 for non-admins). */
export const packagesRoutes: FastifyPluginAsyncTypebox<{ service: PackagesService; repo: PackagesRepository }> = async (
  app,
  { service, repo },
) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/packages',
    {
      config: { publicCache: true },
      preValidation: plainNumbers,
      schema: { querystring: PackageListQuery, response: { 200: PackageListResponse, ...errorResponses(400) } },
    },
    async (request) => service.list(request.query, langOf(request.query.lang)),
  );
  app.get(
    '/packages/featured',
    {
      config: { publicCache: true },
      preValidation: plainNumbers,
      schema: { querystring: PackageShortListQuery, response: { 200: PackageListResponse, ...errorResponses(400) } },
    },
    async (request) => service.featured(request.query.limit, langOf(request.query.lang)),
  );
  app.get(
    '/packages/popular',
    {
      config: { publicCache: true },
      preValidation: plainNumbers,
      schema: { querystring: PackageShortListQuery, response: { 200: PackageListResponse, ...errorResponses(400) } },
    },
    async (request) => service.popular(request.query.limit, langOf(request.query.lang)),
  );
  app.get(
    '/admin/packages',
    {
      ...admin,
      schema: { response: { 200: Type.Object({ results: Type.Array(PackageAdmin), total: Type.Integer() }), ...errorResponses(401, 403) } },
    },
    async () => {
      const results = service.adminList();
      return { results, total: results.length };
    },
  );
  app.get(
    '/packages/slug/:slug',
    {
      config: { publicCache: true },
      schema: { params: SlugParams, querystring: LangQuery, response: { 200: PackageDetail, ...errorResponses(404) } },
    },
    async (request) => service.detail(request.params.slug, langOf(request.query.lang)),
  );
  app.get(
    '/packages/:id',
    {
      config: { publicCache: publicUnlessAdmin },
      schema: {
        params: IdParams,
        querystring: OneQuery,
        response: { 200: Type.Union([PackageAdmin, PackageDetail]), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (request.query.admin) {
        await app.requireAdmin(request, reply);
        return service.adminDetail(request.params.id);
      }
      return service.detail(request.params.id, langOf(request.query.lang));
    },
  );
  app.get(
    '/packages/:id/departures/:date',
    { schema: { params: DepartureParams, response: { 200: PackageDeparture, ...errorResponses(400, 404) } } },
    async (request) => service.departure(request.params.id, request.params.date, new Date()),
  );
  app.get(
    '/packages/:id/reviews',
    {
      config: { publicCache: true },
      schema: { params: IdParams, querystring: ReviewsQuery, response: { 200: ReviewsResponse, ...errorResponses(400, 404) } },
    },
    async (request) => {
      const row = repo.find(request.params.id);
      if (!row || !row.active) throw notFound('Package not found');
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? 10;
      return {
        results: repo.reviews(row.id, limit, (page - 1) * limit).map(toPackageReview),
        total: row.totalReviews,
        pages: Math.ceil(row.totalReviews / limit),
        page,
        averageRating: row.averageRating,
        totalReviews: row.totalReviews,
      };
    },
  );
  app.post(
    '/packages/:id/reviews',
    {
      onRequest: app.authenticate,
      schema: {
        params: IdParams,
        body: CreateReviewRequest,
        response: { 201: CreateReviewResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(service.addReview(request.params.id, request.user, request.body)),
  );

  app.post(
    '/packages',
    {
      ...admin,
      preValidation: strictBody,
      schema: { body: PackageInput, response: { 201: PackageAdmin, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => reply.code(201).send(service.create(request.body)),
  );
  app.put(
    '/packages/:id',
    {
      ...admin,
      preValidation: strictBody,
      schema: { params: IdParams, body: PackageUpdate, response: { 200: PackageAdmin, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => service.update(request.params.id, request.body),
  );
  app.put(
    '/packages/:id/itinerary',
    {
      ...admin,
      preValidation: strictBody,
      schema: { params: IdParams, body: ItineraryUpdate, response: { 200: PackageAdmin, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.setItinerary(request.params.id, request.body.itinerary),
  );
  app.delete(
    '/packages/:id',
    { ...admin, schema: { params: IdParams, response: { 200: DeletedResponse, ...errorResponses(401, 403, 404) } } },
    async (request) => service.remove(request.params.id),
  );
};
