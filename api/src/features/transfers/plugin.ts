import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createCarRentalHandler, createTransferHandler } from './booking-handlers';
import { createTransfersRepository } from './repository';
import { transfersRoutes } from './routes';
import { createTransfersService, type TransfersServiceOptions } from './service';

/**
 * Car rentals, transfers and taxis: /api/transfers/*, /api/admin/transfers/* (register under /api)
 * and the booking types `car-rental` (TC-) and `transfer` (TT-, taxis included).
 */
export const transfersPlugin: FastifyPluginAsyncTypebox<TransfersServiceOptions> = async (app, options) => {
  const repo = createTransfersRepository(app.db);
  const service = createTransfersService({
    db: app.db,
    repo,
    options: { tileUrl: options.tileUrl, tileAttribution: options.tileAttribution },
  });
  await app.register(transfersRoutes, { service });
  app.bookingTypes.register(createCarRentalHandler());
  app.bookingTypes.register(createTransferHandler());
};
