import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  Availability,
  AvailabilityParams,
  AvailabilityQuery,
  BulkInventoryRequest,
  BulkInventoryResponse,
  IdParams,
  InventoryCreate,
  InventoryListQuery,
  InventoryListResponse,
  InventoryUpdate,
  InventoryWriteResponse,
  MessageResponse,
  StayPrices,
  StayPricesParams,
  StayPricesQuery,
} from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';
import type { InventoryService } from './inventory-service';
import { langOf } from '../../lib/lang';

/**
 * The inventory form sends a field the admin left empty as ''. The API has no type coercion, so
 * a blank becomes null here, and the service answers the screen's own message ('Total rooms is
 * required') instead of a schema error about types.
 */
async function blanksToNull(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.trim() === '') (body as Record<string, unknown>)[key] = null;
  }
}

/** /api/inventory/*: the public availability call and the admin inventory screen's calls. */
export const inventoryRoutes: FastifyPluginAsyncTypebox<{ service: InventoryService }> = async (app, { service }) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/inventory/hotels/:hotelId/:roomTypeId/availability',
    {
      config: { publicCache: true },
      schema: { params: AvailabilityParams, querystring: AvailabilityQuery, response: { 200: Availability, ...errorResponses(400, 404) } },
    },
    async (request) => service.availability(request.params.hotelId, request.params.roomTypeId, request.query),
  );

  app.get(
    '/inventory/hotels/:hotelId/stay-prices',
    {
      config: { publicCache: true },
      schema: { params: StayPricesParams, querystring: StayPricesQuery, response: { 200: StayPrices, ...errorResponses(400, 404) } },
    },
    async (request) => service.stayPrices(request.params.hotelId, request.query),
  );

  app.get(
    '/inventory',
    { ...admin, schema: { querystring: InventoryListQuery, response: { 200: InventoryListResponse, ...errorResponses(400, 401, 403) } } },
    async (request) => service.list(request.query, langOf(request.query.lang)),
  );

  app.post(
    '/inventory',
    {
      ...admin,
      preValidation: blanksToNull,
      schema: { body: InventoryCreate, response: { 201: InventoryWriteResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => reply.code(201).send(service.create(request.body)),
  );

  app.post(
    '/inventory/bulk',
    {
      ...admin,
      schema: { body: BulkInventoryRequest, response: { 200: BulkInventoryResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => service.bulk(request.body),
  );

  app.put(
    '/inventory/:id',
    {
      ...admin,
      preValidation: blanksToNull,
      schema: {
        params: IdParams,
        body: InventoryUpdate,
        response: { 200: InventoryWriteResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  app.delete(
    '/inventory/:id',
    { ...admin, schema: { params: IdParams, response: { 200: MessageResponse, ...errorResponses(401, 403, 404, 409) } } },
    async (request) => service.remove(request.params.id),
  );
};
