import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createPackageBookingHandler } from './booking-handler';
import { packagesRoutes } from './routes';
import { createPackagesService } from './service';

/** Travel packages: /api/packages/* and /api/admin/packages (register under /api), and the "package" booking type (TP-). */
export const packagesPlugin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(packagesRoutes, { service: createPackagesService({ db: app.db, repos: app.repos }), repo: app.repos.packages });
  app.bookingTypes.register(createPackageBookingHandler());
};
