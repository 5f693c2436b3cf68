import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/client';
import { errorResponses } from '../../lib/schemas';

const AdminStats = Type.Object({
  totalBookings: Type.Integer(),
  totalUsers: Type.Integer(),
  /** USD from bookings that are confirmed or completed (cancelled and pending ones do not count). */
  totalRevenue: Type.Number(),
  /** Catalogue items visitors can book now (active hotels; other verticals add theirs). */
  activeListings: Type.Integer(),
});

/** The four figures of the admin dashboard, read in one go. */
function statsRepository(db: Db) {
  const query = db.$client.prepare(`
    SELECT
      (SELECT count(*) FROM bookings) AS totalBookings,
      (SELECT count(*) FROM users) AS totalUsers,
      (SELECT coalesce(sum(total_cents), 0) FROM bookings WHERE status IN ('confirmed', 'completed')) AS revenueCents,
      (SELECT count(*) FROM hotels WHERE active = 1) AS activeListings
  `);
  return () => {
    const row = query.get() as { totalBookings: number; totalUsers: number; revenueCents: number; activeListings: number };
    return {
      totalBookings: row.totalBookings,
      totalUsers: row.totalUsers,
      totalRevenue: row.revenueCents / 100,
      activeListings: row.activeListings,
    };
  };
}

/** GET /api/admin/stats: admins only. */
export const adminStatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = statsRepository(app.db);
  app.get(
    '/admin/stats',
    { onRequest: app.requireAdmin, schema: { response: { 200: AdminStats, ...errorResponses(401, 403) } } },
    async () => read(),
  );
};
