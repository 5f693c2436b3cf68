import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { BookingTypeRegistry } from './booking-types';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The kinds of booking this API sells. A vertical registers its handler from its own plugin:
     * `app.bookingTypes.register(handler)`. Handlers are looked up per request, so the order of
     * the feature plugins does not matter, only that this plugin comes first.
     */
    bookingTypes: BookingTypeRegistry;
    /** Cancels the lapsed pending pay-at-hotel holds now, answers how many (set by the bookings routes). */
    bookingHolds: { sweep: () => number };
  }
}

/** Decorates the app with the booking type registry; register before every feature plugin. */
export const bookingTypesPlugin = fp(
  async function bookingTypes(app: FastifyInstance) {
    app.decorate('bookingTypes', new BookingTypeRegistry());
    app.decorate('bookingHolds', { sweep: () => 0 });
  },
  { name: 'booking-types' },
);
