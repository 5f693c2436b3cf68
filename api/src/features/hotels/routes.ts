import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicUnlessAdmin } from '../../plugins/response-cache';
import {
  CreateReviewRequest,
  CreateReviewResponse,
  DeletedResponse,
  DestinationHotelsQuery,
  FeaturedHotelsQuery,
  HotelAdmin,
  HotelDetailQuery,
  HotelDetailResponse,
  HotelInput,
  HotelListQuery,
  HotelListResponse,
  HotelUpdate,
  IdParams,
  LangQuery,
  ReviewsQuery,
  ReviewsResponse,
  RoomParams,
  RoomTypeAdmin,
  RoomTypeInput,
  RoomTypeUpdate,
} from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';
import type { HotelsService } from './service';
import { langOf, languageOf } from '../../lib/lang';

/** /api/hotels/*: public lists, detail and reviews; admin writes (401 without a token, 403 for non-admins). */
export const hotelsRoutes: FastifyPluginAsyncTypebox<{ service: HotelsService }> = async (app, { service }) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/hotels',
    {
      config: { publicCache: true },
      schema: { querystring: HotelListQuery, response: { 200: HotelListResponse, ...errorResponses(400) } },
    },
    async (request) => service.list(request.query, langOf(request.query.lang)),
  );

  app.get(
    '/hotels/featured',
    {
      config: { publicCache: true },
      schema: { querystring: FeaturedHotelsQuery, response: { 200: HotelListResponse, ...errorResponses(400) } },
    },
    async (request) => service.featured(request.query.limit, langOf(request.query.lang)),
  );

  app.get(
    '/hotels/destination/:id',
    {
      config: { publicCache: true },
      schema: { params: IdParams, querystring: DestinationHotelsQuery, response: { 200: HotelListResponse, ...errorResponses(400, 404) } },
    },
    async (request) => service.byDestination(request.params.id, request.query, langOf(request.query.lang)),
  );

  app.get(
    '/hotels/:id',
    {
      config: { publicCache: publicUnlessAdmin },
      schema: {
        params: IdParams,
        querystring: HotelDetailQuery,
        response: { 200: HotelDetailResponse, ...errorResponses(400, 401, 403, 404) },
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
    '/hotels/:id/reviews',
    {
      config: { publicCache: true },
      schema: { params: IdParams, querystring: ReviewsQuery, response: { 200: ReviewsResponse, ...errorResponses(400, 404) } },
    },
    async (request) => service.reviews(request.params.id, request.query.page ?? 1, request.query.limit ?? 10),
  );

  app.post(
    '/hotels/:id/reviews',
    {
      onRequest: app.authenticate,
      schema: {
        params: IdParams,
        body: CreateReviewRequest,
        response: { 201: CreateReviewResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(service.addReview(request.params.id, request.user, request.body, languageOf(request))),
  );

  app.post(
    '/hotels',
    {
      ...admin,
      schema: { querystring: LangQuery, body: HotelInput, response: { 201: HotelAdmin, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => reply.code(201).send(service.createHotel(request.body)),
  );

  app.put(
    '/hotels/:id',
    {
      ...admin,
      schema: { params: IdParams, body: HotelUpdate, response: { 200: HotelAdmin, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => service.updateHotel(request.params.id, request.body),
  );

  app.delete(
    '/hotels/:id',
    { ...admin, schema: { params: IdParams, response: { 200: DeletedResponse, ...errorResponses(401, 403, 404, 409) } } },
    async (request) => service.deleteHotel(request.params.id),
  );

  app.post(
    '/hotels/:id/rooms',
    {
      ...admin,
      schema: { params: IdParams, body: RoomTypeInput, response: { 201: RoomTypeAdmin, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => reply.code(201).send(service.addRoom(request.params.id, request.body)),
  );

  app.put(
    '/hotels/:id/rooms/:roomId',
    {
      ...admin,
      schema: { params: RoomParams, body: RoomTypeUpdate, response: { 200: RoomTypeAdmin, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => service.updateRoom(request.params.id, request.params.roomId, request.body),
  );

  app.delete(
    '/hotels/:id/rooms/:roomId',
    { ...admin, schema: { params: RoomParams, response: { 200: DeletedResponse, ...errorResponses(401, 403, 404, 409) } } },
    async (request) => service.deleteRoom(request.params.id, request.params.roomId),
  );
};
