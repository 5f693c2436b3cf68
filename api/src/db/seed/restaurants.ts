import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { restaurants } from '../schema';
import { immediate } from '../transaction';
import { MENUS, SEED_RESTAURANT_REVIEWS, SEED_RESTAURANTS, SEED_TABLES } from './restaurants-data';

/** Price factor of a menu by the restaurant's price range (the menus are written for range 2). */
const PRICE_FACTOR = [0, 0.7, 1, 1.5, 2.2];

/**
 * The partner restaurants of a new database, with tables, menus and reviews, in one transaction.
 * Does nothing when any restaurant exists, so an admin's work is never overwritten.
 */
export function seedRestaurants(db: Db): { seeded: boolean; restaurants: number } {
  if ((db.select({ n: count() }).from(restaurants).get()?.n ?? 0) > 0) return { seeded: false, restaurants: 0 };
  const sqlite = db.$client;
  const destinationId = sqlite.prepare('SELECT id FROM destinations WHERE slug = ?');
  const insertTable = sqlite.prepare(
    'INSERT INTO restaurant_tables (id, restaurant_id, number, capacity, location, active) VALUES (?, ?, ?, ?, ?, 1)',
  );
  const insertReview = sqlite.prepare(
    'INSERT INTO restaurant_reviews (id, restaurant_id, author_name, rating, comment, language, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  immediate(db, () => {
    SEED_RESTAURANTS.forEach((seed, index) => {
      const factor = PRICE_FACTOR[seed.priceRange] ?? 1;
      const menu = MENUS[seed.cuisine].map((section) => ({
        ...section,
        items: section.items.map((item) => ({ ...item, priceCents: Math.round((item.priceCents * factor) / 50) * 50 })),
      }));
      const reviews = SEED_RESTAURANT_REVIEWS.filter((_, i) => (i + index) % 7 < 3 + (index % 3));
      const average = reviews.length ? Math.round((reviews.reduce((sum, r) => sum + r[1], 0) / reviews.length) * 10) / 10 : 0;
      const destination = destinationId.get(seed.destination) as { id: string } | undefined;
      const base = `/images/restaurants/${seed.slug}`;
      const row = db
        .insert(restaurants)
        .values({
          slug: seed.slug,
          destinationId: destination?.id ?? null,
          name: seed.name,
          description: seed.description,
          cuisine: seed.cuisine,
          priceRange: seed.priceRange,
          address: { street: seed.street, city: seed.city, country: 'Türkiye' },
          latitude: seed.lat,
          longitude: seed.lng,
          contact: { phone: seed.phone, email: `reservations@${seed.slug}.example` },
          images: [`${base}/front.svg`, `${base}/dining-room.svg`, `${base}/dish.svg`],
          hours: seed.hours,
          features: seed.features,
          menu,
          isNew: seed.isNew ?? false,
          promoted: seed.promoted ?? false,
          averageRating: average,
          totalReviews: reviews.length,
          popularity: seed.popularity,
        })
        .returning({ id: restaurants.id })
        .get();
      SEED_TABLES.forEach(([number, capacity, location]) => insertTable.run(`${row.id}-t${number}`, row.id, number, capacity, location));
      reviews.forEach(([author, rating, comment, language], i) =>
        insertReview.run(
          `${row.id}-r${i}`,
          row.id,
          author,
          rating,
          comment,
          language,
          new Date(Date.UTC(2026, 8, 1 + i * 9 + index)).toISOString(),
        ),
      );
    });
  });
  return { seeded: true, restaurants: SEED_RESTAURANTS.length };
}
