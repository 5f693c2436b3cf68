import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminHotelList, LangQuery } from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';
import { langOf, pick } from '../../lib/lang';

/**
 * GET /api/admin/hotels: every hotel for the back-office table, inactive ones and ones without
 * room types included (the public list leaves those out). Admin volumes are small: no paging.
 */
export const adminHotelListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/hotels',
    { onRequest: app.requireAdmin, schema: { querystring: LangQuery, response: { 200: AdminHotelList, ...errorResponses(401, 403) } } },
    async (request) => {
      const lang = langOf(request.query.lang);
      const results = app.repos.hotels.adminList().map(({ id, name, rooms, ...row }) => ({
        _id: id,
        ...row,
        name: pick(name, lang),
        rooms: rooms.map((room) => ({ _id: room.id, name: pick(room.name, lang) })),
      }));
      return { results, total: results.length };
    },
  );
};
