import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/client';
import type { Translated } from '../../db/schema/common';
import { errorResponses } from '../../lib/schemas';
import { LangParam } from '@trabzon/contracts';
import { langOf, pick } from './i18n';

const AdminHotelRow = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  city: Type.String(),
  country: Type.String(),
  starRating: Type.Integer(),
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
  roomTypes: Type.Integer(),
  featured: Type.Boolean(),
  active: Type.Boolean(),
  updatedAt: Type.String(),
});

const AdminHotelList = Type.Object({ results: Type.Array(AdminHotelRow), total: Type.Integer() });

interface Row {
  id: string;
  slug: string;
  name: string;
  address: string;
  star_rating: number;
  average_rating: number;
  total_reviews: number;
  room_types: number;
  featured: number;
  active: number;
  updated_at: string;
}

/**
 * GET /api/admin/hotels: every hotel for the back-office table, inactive ones and ones without
 * room types included (the public list leaves those out). Admin volumes are small: no paging.
 */
export const adminHotelListRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const all = db.$client.prepare(`
    SELECT h.id, h.slug, h.name, h.address, h.star_rating, h.average_rating, h.total_reviews, h.featured, h.active,
      h.updated_at, (SELECT count(*) FROM room_types r WHERE r.hotel_id = h.id) AS room_types
    FROM hotels h ORDER BY h.updated_at DESC, h.id`);
  app.get(
    '/admin/hotels',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: Type.Object({ lang: LangParam }), response: { 200: AdminHotelList, ...errorResponses(401, 403) } },
    },
    async (request) => {
      const lang = langOf(request.query.lang);
      const results = (all.all() as Row[]).map((row) => {
        const address = JSON.parse(row.address) as { city: string; country: string };
        return {
          _id: row.id,
          slug: row.slug,
          name: pick(JSON.parse(row.name) as Translated, lang),
          city: address.city,
          country: address.country,
          starRating: row.star_rating,
          averageRating: row.average_rating,
          totalReviews: row.total_reviews,
          roomTypes: row.room_types,
          featured: row.featured === 1,
          active: row.active === 1,
          updatedAt: row.updated_at,
        };
      });
      return { results, total: results.length };
    },
  );
};
