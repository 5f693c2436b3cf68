import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createRestaurantBookingHandler } from './booking-handler';
import { restaurantsRoutes } from './routes';
import { createRestaurantsService } from './service';

/** Restaurants: /api/restaurants/*, /api/admin/restaurants/* (register under /api) and the "restaurant" booking type (TR-). */
export const restaurantsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(restaurantsRoutes, { service: createRestaurantsService({ db: app.db, repo: app.repos.restaurants }) });
  app.bookingTypes.register(createRestaurantBookingHandler());
};
