import type { Db } from './client';
import { settings } from './schema';
import { seedCatalogue } from './seed/catalogue';
import { seedRestaurants } from './seed/restaurants';
import { seedPackages } from './seed/packages';
import { seedTransfers } from './seed/transfers';

/** Default settings every new database starts with; existing values are never overwritten. */
export const DEFAULT_SETTINGS: Record<string, unknown> = {
  payment: { taxRate: 12, currency: 'USD' },
  app: {
    siteName: 'Trabzon Travel',
    contactEmail: 'info@trabzontravel.com.tr',
    currency: 'USD',
    defaultLanguage: 'tr',
    timezone: 'Europe/Istanbul',
  },
};

/** Seeds what a fresh database needs; safe to run at every start. */
export function seed(db: Db): void {
  db.transaction(
    (tx) => {
      for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
        tx.insert(settings).values({ key, value }).onConflictDoNothing().run();
      }
    },
    { behavior: 'immediate' },
  );
  // Destinations, hotels, room types, reviews and inventory to the last night a guest may book, when there are no hotels yet.
  seedCatalogue(db);
  // Partner restaurants with tables, menus and reviews, when there are none yet (after the destinations).
  seedRestaurants(db);
  // Packages (linked to the hotels above) and the home hero slideshow, once per database.
  seedPackages(db);
  // The vehicle catalogue (car rentals and transfers) and the taxi rates.
  seedTransfers(db);
}
