import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AvailabilityUpdate,
  DeletedResponse,
  IdParams,
  LangParam,
  RestaurantAdmin,
  RestaurantAdminList,
  RestaurantAvailabilityDay,
  RestaurantAvailabilityQuery,
  RestaurantDetail,
  RestaurantInput,
  RestaurantListQuery,
  RestaurantListResponse,
  RestaurantReviewsQuery,
  RestaurantReviewsResponse,
  RestaurantTable,
  RestaurantTableInput,
  RestaurantTableList,
  RestaurantTableUpdate,
  RestaurantUpdate,
  SlotsQuery,
  SlotsResponse,
  TableParams,
} from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';
import type { RestaurantsService } from './service';
import { langOf } from '../../lib/lang';

const LangQuery = Type.Object({ lang: LangParam });

/**
 * /api/restaurants (public list, detail, reviews, free slots) and /api/admin/restaurants (admins
 * only, checked on the server: 401 without a token, 403 for non-admins).
 */
export const restaurantsRoutes: FastifyPluginAsyncTypebox<{ service: RestaurantsService }> = async (app, { service }) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/restaurants',
    {
      config: { publicCache: true },
      schema: { querystring: RestaurantListQuery, response: { 200: RestaurantListResponse, ...errorResponses(400) } },
    },
    async (request) => service.list(request.query, langOf(request.query.lang)),
  );

  app.get(
    '/restaurants/:id',
    {
      config: { publicCache: true },
      schema: { params: IdParams, querystring: LangQuery, response: { 200: RestaurantDetail, ...errorResponses(400, 404) } },
    },
    async (request) => service.detail(request.params.id, langOf(request.query.lang)),
  );

  app.get(
    '/restaurants/:id/reviews',
    {
      config: { publicCache: true },
      schema: {
        params: IdParams,
        querystring: RestaurantReviewsQuery,
        response: { 200: RestaurantReviewsResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.reviews(request.params.id, request.query.page ?? 1, request.query.limit ?? 10),
  );

  app.get(
    '/restaurants/:id/slots',
    { schema: { params: IdParams, querystring: SlotsQuery, response: { 200: SlotsResponse, ...errorResponses(400, 404) } } },
    async (request) => service.slots(request.params.id, request.query.date, request.query.partySize),
  );

  app.get('/admin/restaurants', { ...admin, schema: { response: { 200: RestaurantAdminList, ...errorResponses(401, 403) } } }, async () =>
    service.adminList(),
  );

  app.post(
    '/admin/restaurants',
    { ...admin, schema: { body: RestaurantInput, response: { 201: RestaurantAdmin, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => reply.code(201).send(service.create(request.body)),
  );

  app.get(
    '/admin/restaurants/:id',
    { ...admin, schema: { params: IdParams, response: { 200: RestaurantAdmin, ...errorResponses(401, 403, 404) } } },
    async (request) => service.adminGet(request.params.id),
  );

  app.put(
    '/admin/restaurants/:id',
    {
      ...admin,
      schema: { params: IdParams, body: RestaurantUpdate, response: { 200: RestaurantAdmin, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  app.delete(
    '/admin/restaurants/:id',
    { ...admin, schema: { params: IdParams, response: { 200: DeletedResponse, ...errorResponses(401, 403, 404, 409) } } },
    async (request) => service.remove(request.params.id),
  );

  app.get(
    '/admin/restaurants/:id/tables',
    { ...admin, schema: { params: IdParams, response: { 200: RestaurantTableList, ...errorResponses(401, 403, 404) } } },
    async (request) => service.tables(request.params.id),
  );

  app.post(
    '/admin/restaurants/:id/tables',
    {
      ...admin,
      schema: {
        params: IdParams,
        body: RestaurantTableInput,
        response: { 201: RestaurantTable, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(service.addTable(request.params.id, request.body)),
  );

  app.put(
    '/admin/restaurants/:id/tables/:tableId',
    {
      ...admin,
      schema: {
        params: TableParams,
        body: RestaurantTableUpdate,
        response: { 200: RestaurantTable, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.updateTable(request.params.id, request.params.tableId, request.body),
  );

  app.get(
    '/admin/restaurants/:id/availability',
    {
      ...admin,
      schema: {
        params: IdParams,
        querystring: RestaurantAvailabilityQuery,
        response: { 200: RestaurantAvailabilityDay, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.availability(request.params.id, request.query.date),
  );

  app.put(
    '/admin/restaurants/:id/availability',
    {
      ...admin,
      schema: {
        params: IdParams,
        body: AvailabilityUpdate,
        response: { 200: RestaurantAvailabilityDay, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.setAvailability(request.params.id, request.body),
  );
};
