import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicUnlessAdmin } from '../../plugins/response-cache';
import { Type } from 'typebox';
import {
  DeletedResponse,
  Destination,
  DestinationAdmin,
  DestinationInput,
  DestinationListQuery,
  DestinationListResponse,
  DestinationUpdate,
  IdParams,
  LangParam,
  LangQuery,
} from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';
import { createDestinationsService } from './service';
import { langOf } from '../../lib/lang';

const OneQuery = Type.Object({ lang: LangParam, admin: Type.Optional(Type.Boolean()) });
const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

/** /api/destinations/*: public lists and lookups; admin create, update, delete. */
export const destinationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createDestinationsService({ db: app.db, repos: app.repos });
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/destinations',
    {
      config: { publicCache: true },
      schema: { querystring: DestinationListQuery, response: { 200: DestinationListResponse, ...errorResponses(400) } },
    },
    async (request) => service.list(request.query, langOf(request.query.lang)),
  );
  app.get(
    '/destinations/featured',
    { config: { publicCache: true }, schema: { querystring: LangQuery, response: { 200: DestinationListResponse } } },
    async (request) => service.list({ featured: true }, langOf(request.query.lang)),
  );
  app.get(
    '/destinations/popular',
    { config: { publicCache: true }, schema: { querystring: LangQuery, response: { 200: DestinationListResponse } } },
    async (request) => service.list({ popular: true }, langOf(request.query.lang)),
  );
  app.get(
    '/destinations/slug/:slug',
    {
      config: { publicCache: true },
      schema: { params: SlugParams, querystring: LangQuery, response: { 200: Destination, ...errorResponses(404) } },
    },
    async (request) => service.one(request.params.slug, langOf(request.query.lang)),
  );
  app.get(
    '/destinations/:id',
    {
      config: { publicCache: publicUnlessAdmin },
      schema: {
        params: IdParams,
        querystring: OneQuery,
        response: { 200: Type.Union([DestinationAdmin, Destination]), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (request.query.admin) {
        await app.requireAdmin(request, reply);
        return service.oneForAdmin(request.params.id);
      }
      return service.one(request.params.id, langOf(request.query.lang));
    },
  );

  app.post(
    '/destinations',
    { ...admin, schema: { body: DestinationInput, response: { 201: DestinationAdmin, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => reply.code(201).send(service.create(request.body)),
  );
  app.put(
    '/destinations/:id',
    {
      ...admin,
      schema: {
        params: IdParams,
        body: DestinationUpdate,
        response: { 200: DestinationAdmin, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );
  app.delete(
    '/destinations/:id',
    { ...admin, schema: { params: IdParams, response: { 200: DeletedResponse, ...errorResponses(401, 403, 404, 409) } } },
    async (request) => service.remove(request.params.id),
  );
};
