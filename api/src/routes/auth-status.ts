import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthStatusResponse } from '@trabzon/contracts';

/** GET /api/auth/status: the login screen's "is the server online" probe. */
export const authStatusRoutes: FastifyPluginAsyncTypebox<{ version: string }> = async (app, options) => {
  app.get('/auth/status', { schema: { response: { 200: AuthStatusResponse } } }, async () => ({
    status: 'ok' as const,
    time: new Date().toISOString(),
    version: options.version,
  }));
};
