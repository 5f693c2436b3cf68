import { randomUUID } from 'node:crypto';
import type { Db } from '../client';
import { immediate } from '../transaction';
import { todayIso } from '@trabzon/dates';
import { slugify } from '../../features/hotels/slug';
import { createHomepageRepository } from '../../features/homepage/repository';
import { DEFAULT_HERO_SLIDES } from '../../features/homepage/defaults';
import { SEED_PACKAGES, SEED_PACKAGE_REVIEWS } from './packages-data';

/** Settings key marking that the packages were seeded once (an admin deleting them all keeps them deleted). */
const SEEDED_KEY = 'seeded_packages';

export const packageImagesOf = (slug: string) => [
  `/images/packages/${slug}/cover.svg`,
  `/images/packages/${slug}/day.svg`,
  `/images/packages/${slug}/evening.svg`,
];

/**
 * The packages of a new database (with their hotels, itineraries and a few reviews) and the default
 * hero slideshow. Runs once per database; safe at every start.
 */
export function seedPackages(db: Db): { seeded: boolean; packages: number } {
  createHomepageRepository(db).seed(DEFAULT_HERO_SLIDES);
  const sqlite = db.$client;
  const marker = sqlite.prepare("INSERT INTO settings (key, value) VALUES (?, 'true') ON CONFLICT (key) DO NOTHING");
  const hotelId = sqlite.prepare('SELECT id FROM hotels WHERE slug = ?').pluck();
  const destinationId = sqlite.prepare('SELECT id FROM destinations WHERE slug = ?').pluck();
  const insert = sqlite.prepare(`INSERT INTO packages (id, slug, destination_id, name, description, duration_days,
      price_per_person_cents, images, activities, itinerary, seats_per_departure, average_rating, total_reviews,
      popularity, featured, active)
    VALUES (@id, @slug, @destinationId, @name, @description, @duration, @price, @images, @activities, @itinerary, @seats,
      @averageRating, @totalReviews, @popularity, @featured, 1)
    ON CONFLICT (slug) DO NOTHING`);
  const link = sqlite.prepare('INSERT OR IGNORE INTO package_hotels (package_id, hotel_id, sort_order) VALUES (?, ?, ?)');
  const review = sqlite.prepare(
    'INSERT INTO package_reviews (id, package_id, user_id, author_name, rating, text, created_at) VALUES (?, ?, NULL, ?, ?, ?, ?)',
  );
  const today = todayIso();

  return immediate(db, () => {
    if (marker.run(SEEDED_KEY).changes === 0) return { seeded: false, packages: 0 };
    let added = 0;
    SEED_PACKAGES.forEach((p, i) => {
      const id = randomUUID();
      const slug = slugify(p.name.en);
      const reviews = Array.from({ length: 2 + (i % 3) }, (_, k) => SEED_PACKAGE_REVIEWS[(i + k * 2) % SEED_PACKAGE_REVIEWS.length]!);
      const average = Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
      const changes = insert.run({
        id,
        slug,
        destinationId: destinationId.get(p.destination) ?? null,
        name: JSON.stringify(p.name),
        description: JSON.stringify(p.description),
        duration: p.duration,
        price: p.price * 100,
        images: JSON.stringify(packageImagesOf(slug)),
        activities: JSON.stringify(p.activities),
        itinerary: JSON.stringify(p.itinerary.map((d, index) => ({ day: index + 1, ...d }))),
        seats: p.seats,
        averageRating: average,
        totalReviews: reviews.length,
        popularity: p.popularity,
        featured: p.featured ? 1 : 0,
      }).changes;
      if (changes === 0) return;
      added++;
      p.hotels.forEach((hotelSlug, order) => {
        const hotel = hotelId.get(hotelSlug) as string | undefined;
        if (hotel) link.run(id, hotel, order);
      });
      reviews.forEach((r, k) => {
        const written = new Date(Date.parse(`${today}T10:00:00Z`) - (k * 41 + i * 7 + 5) * 86_400_000).toISOString();
        review.run(randomUUID(), id, r.author, r.rating, r.text, written);
      });
    });
    return { seeded: true, packages: added };
  });
}
