import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FlightSearchQuery, FlightSearchResponse } from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';
import type { FlightsService } from './service';

/** GET /api/flights/search: the provider's flight offers through the API (register under /api). */
export const flightsRoutes: FastifyPluginAsyncTypebox<{ service: FlightsService }> = async (app, { service }) => {
  app.get(
    '/flights/search',
    {
      schema: {
        querystring: FlightSearchQuery,
        response: { 200: FlightSearchResponse, ...errorResponses(400, 502, 503, 504) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.search(request.query);
    },
  );
};
