import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createUsersRepository, type UsersRepository } from '../features/users/repository';
import { createPasswordResetsRepository, type PasswordResetsRepository } from '../features/auth/repository';
import { createOutboxRepository, type OutboxRepository } from '../features/mail/outbox';
import { createBookingsRepository, type BookingsRepository } from '../features/bookings/repository';
import { createSettingsRepository, type SettingsRepository } from '../features/settings/repository';
import { createHotelsRepository, type HotelsRepository } from '../features/hotels/repository';
import { createInventoryRepository, type InventoryRepository } from '../features/hotels/inventory-repository';
import { createDestinationsRepository, type DestinationsRepository } from '../features/destinations/repository';
import { createOffersRepository, type OffersRepository } from '../features/offers/repository';
import { createAdminStatsRepository, type AdminStatsRepository } from '../features/admin-stats/repository';
import { createRestaurantsRepository, type RestaurantsRepository } from '../features/restaurants/repository';
import { createPackagesRepository, type PackagesRepository } from '../features/packages/repository';
import { createHomepageRepository, type HomepageRepository } from '../features/homepage/repository';
import { createSiteSettingsRepository, type SiteSettingsRepository } from '../features/admin-settings/repository';

export interface Repositories {
  users: UsersRepository;
  passwordResets: PasswordResetsRepository;
  outbox: OutboxRepository;
  bookings: BookingsRepository;
  settings: SettingsRepository;
  hotels: HotelsRepository;
  inventory: InventoryRepository;
  destinations: DestinationsRepository;
  offers: OffersRepository;
  adminStats: AdminStatsRepository;
  restaurants: RestaurantsRepository;
  packages: PackagesRepository;
  homepage: HomepageRepository;
  siteSettings: SiteSettingsRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every database access goes through these (prepared statements are built once, here). */
    repos: Repositories;
  }
}

/** Builds the repositories over `app.db`; register after the db plugin. */
export const repositoriesPlugin = fp(
  async function repositories(app: FastifyInstance) {
    app.decorate('repos', {
      users: createUsersRepository(app.db),
      passwordResets: createPasswordResetsRepository(app.db),
      outbox: createOutboxRepository(app.db),
      bookings: createBookingsRepository(app.db),
      settings: createSettingsRepository(app.db),
      hotels: createHotelsRepository(app.db),
      inventory: createInventoryRepository(app.db),
      destinations: createDestinationsRepository(app.db),
      offers: createOffersRepository(app.db),
      adminStats: createAdminStatsRepository(app.db),
      restaurants: createRestaurantsRepository(app.db),
      packages: createPackagesRepository(app.db),
      homepage: createHomepageRepository(app.db),
      siteSettings: createSiteSettingsRepository(app.db),
    });
  },
  { name: 'repositories' },
);
