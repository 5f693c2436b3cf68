import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createHotelBookingHandler } from './booking-handler';
import { inventoryRoutes } from './inventory-routes';
import { createInventoryService } from './inventory-service';
import { hotelsRoutes } from './routes';
import { adminHotelListRoutes } from './admin-list';
import { createHotelsService } from './service';

/**
 * The agency's own hotels: /api/hotels/*, /api/admin/hotels and /api/inventory/* (register under /api),
 * and the "hotel" booking type (TZN-) in the bookings core.
 */
export const hotelsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, repos: app.repos };
  await app.register(hotelsRoutes, { service: createHotelsService(deps) });
  await app.register(inventoryRoutes, { service: createInventoryService(deps) });
  await app.register(adminHotelListRoutes);
  app.bookingTypes.register(createHotelBookingHandler());
};
