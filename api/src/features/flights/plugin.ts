import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createFlightBookingHandler } from './booking-handler';
import { flightsRoutes } from './routes';
import { createFlightsService } from './service';
import { createCarrierNames } from './carrier-names';

/**
 * Flights: GET /api/flights/search (register under /api, after the provider plugin) and the
 * "flight" booking type (TF-): re-priced, ordered and cancelled with the provider.
 */
export const flightsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  // The names the searches learn are the names the bookings store.
  const carriers = createCarrierNames();
  await app.register(flightsRoutes, { service: createFlightsService({ client: app.provider.client, carriers }) });
  if (!app.bookingTypes.get('flight')) app.bookingTypes.register(createFlightBookingHandler(app.provider.client, carriers));
};
