import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminStats } from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';

/** GET /api/admin/stats: admins only. */
export const adminStatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/stats',
    { onRequest: app.requireAdmin, schema: { response: { 200: AdminStats, ...errorResponses(401, 403) } } },
    async () => app.repos.adminStats.read(),
  );
};
