import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { hotels } from '../schema';
import { immediate } from '../transaction';
import { createInventoryRepository } from '../../features/hotels/inventory-repository';
import { addDays, dayOfWeek, todayIso } from '@trabzon/dates';
import { STAY_BOOKABLE_NIGHTS } from '@trabzon/contracts/validation';
import { AMENITY_NAMES, DEFAULT_CANCELLATION_POLICY, DEFAULT_PAYMENT_OPTIONS, DEFAULT_RULES } from '../../features/hotels/i18n';
import { ROOM_TEMPLATES, SEED_DESTINATIONS, SEED_HOTELS, SEED_REVIEWS, type RoomKind, type SeedHotel } from './catalogue-data';

export interface CatalogueSeedOptions {
  /** Hotels to create (default: the 13 of catalogue-data; more repeat them as numbered copies). */
  hotels?: number;
  /** Room types per hotel (default: each hotel's own list, 3 to 5). */
  roomsPerHotel?: number;
  /** Nights of inventory per room type, from `today` (default STAY_BOOKABLE_NIGHTS: every night a guest may book). */
  days?: number;
  /** First night, YYYY-MM-DD (default: today in Europe/Istanbul). */
  today?: string;
}

export interface CatalogueSeedResult {
  seeded: boolean;
  destinations: number;
  hotels: number;
  roomTypes: number;
  reviews: number;
  inventory: number;
  ms: number;
}

/** Promotions running in the first weeks (hotel index, room index, code, % off, first day, days). */
const PROMOTIONS: [number, number, string, number, number, number][] = [
  [0, 1, 'SEAVIEW15', 15, 2, 44],
  [1, 2, 'FAMILY20', 20, 0, 31],
  [4, 0, 'LAKE10', 10, 5, 56],
  [6, 3, 'SERENDER25', 25, 10, 31],
  [8, 1, 'FOREST15', 15, 0, 22],
  [10, 2, 'THERMAL20', 20, 3, 48],
  [11, 1, 'CAY12', 12, 0, 60],
];

/** Nights closed for works (hotel index, room index, first day, days, reason). */
const CLOSURES: [number, number, number, number, string][] = [[3, 3, 120, 5, 'Renovation of the family rooms']];

/**
 * Seasonal adjustment (percent) of a date: summer high season +20, New Year +15, the quiet late
 * winter −10.
 */
export function seasonalAdjustmentOf(date: string): number {
  const monthDay = date.slice(5);
  if (monthDay >= '06-15' && monthDay <= '09-15') return 20;
  if (monthDay >= '12-24' || monthDay <= '01-02') return 15;
  if (monthDay >= '01-10' && monthDay <= '03-15') return -10;
  return 0;
}

/** Friday and Saturday nights cost 15 % more. */
export function weekendModifierOf(date: string): number {
  const day = dayOfWeek(date);
  return day === 5 || day === 6 ? 1.15 : 1;
}

const amenity = (key: string) => ({ key, name: AMENITY_NAMES[key] ?? { en: key } });

function roomsOf(base: SeedHotel, roomsPerHotel: number | undefined): [RoomKind, number, number][] {
  if (!roomsPerHotel) return base.rooms;
  const rooms: [RoomKind, number, number][] = [];
  for (let j = 0; j < roomsPerHotel; j++) {
    const [kind, price, total] = base.rooms[j % base.rooms.length]!;
    const round = Math.floor(j / base.rooms.length);
    rooms.push([kind, Math.round(price * (1 + round * 0.25)), total]);
  }
  return rooms;
}

/**
 * The catalogue of a new database: destinations, hotels with room types and reviews, and `days`
 * nights of inventory for every room type, in ONE transaction with prepared statements (13 hotels
 * × 395 nights ≈ 19,000 rows in well under a second). Does nothing when any hotel exists, so it is
 * safe at every start and never overwrites an admin's work.
 */
export function seedCatalogue(db: Db, options: CatalogueSeedOptions = {}): CatalogueSeedResult {
  const started = performance.now();
  const empty = { seeded: false, destinations: 0, hotels: 0, roomTypes: 0, reviews: 0, inventory: 0, ms: 0 };
  if ((db.select({ n: count() }).from(hotels).get()?.n ?? 0) > 0) return empty;

  const sqlite = db.$client;
  const hotelCount = options.hotels ?? SEED_HOTELS.length;
  const days = options.days ?? STAY_BOOKABLE_NIGHTS;
  const today = options.today ?? todayIso();
  const inventory = createInventoryRepository(db);

  const insertDestination = sqlite.prepare(`
    INSERT INTO destinations (id, slug, name, country, description, image, latitude, longitude, featured, popular)
    VALUES (@id, @slug, @name, @country, @description, @image, @latitude, @longitude, @featured, @popular)
    ON CONFLICT (slug) DO NOTHING`);
  const destinationId = sqlite.prepare('SELECT id FROM destinations WHERE slug = ?').pluck();
  const insertHotel = sqlite.prepare(`
    INSERT INTO hotels (id, slug, destination_id, name, description, featured_image, images, star_rating, address,
      latitude, longitude, amenities, contact, check_in_time, check_out_time, cancellation_policy, payment_options,
      rules, average_rating, total_reviews, popularity, featured, active)
    VALUES (@id, @slug, @destinationId, @name, @description, @featuredImage, @images, @starRating, @address,
      @latitude, @longitude, @amenities, @contact, @checkInTime, @checkOutTime, @cancellationPolicy, @paymentOptions,
      @rules, @averageRating, @totalReviews, @popularity, @featured, 1)`);
  const insertRoom = sqlite.prepare(`
    INSERT INTO room_types (id, hotel_id, name, description, capacity, beds, size_m2, amenities, price_per_night_cents,
      images, total_rooms, sort_order)
    VALUES (@id, @hotelId, @name, @description, @capacity, @beds, @size, @amenities, @price, @images, @totalRooms, @sortOrder)`);
  const insertReview = sqlite.prepare(`
    INSERT INTO hotel_reviews (id, hotel_id, user_id, author_name, rating, text, language, created_at)
    VALUES (?, ?, NULL, ?, ?, ?, ?, ?)`);

  // Per-date values shared by every room type.
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i));
  const modifiers = dates.map(weekendModifierOf);
  const seasons = dates.map(seasonalAdjustmentOf);
  const turkey = JSON.stringify({ en: 'Turkey', tr: 'Türkiye', ar: 'تركيا' });

  return immediate(db, () => {
    let destinationsAdded = 0;
    for (const d of SEED_DESTINATIONS) {
      destinationsAdded += insertDestination.run({
        id: randomUUID(),
        slug: d.slug,
        name: JSON.stringify(d.name),
        country: turkey,
        description: JSON.stringify(d.description),
        image: `/images/destinations/${d.slug}.svg`,
        latitude: d.lat,
        longitude: d.lng,
        featured: d.featured ? 1 : 0,
        popular: d.popular ? 1 : 0,
      }).changes;
    }

    let roomCount = 0;
    let reviewCount = 0;
    let nightCount = 0;
    for (let i = 0; i < hotelCount; i++) {
      const baseIndex = i % SEED_HOTELS.length;
      const base = SEED_HOTELS[baseIndex]!;
      const copy = Math.floor(i / SEED_HOTELS.length);
      const suffix = copy === 0 ? '' : ` ${copy + 1}`;
      const hotelId = randomUUID();
      const imageDir = `/images/hotels/${base.slug}`;

      // 3 to 6 reviews, spread over the past year.
      const reviewCountHere = 3 + (i % 4);
      const reviews = Array.from({ length: reviewCountHere }, (_, k) => SEED_REVIEWS[(i * 5 + k * 3) % SEED_REVIEWS.length]!);
      const average = Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;

      insertHotel.run({
        id: hotelId,
        slug: copy === 0 ? base.slug : `${base.slug}-${copy + 1}`,
        destinationId: destinationId.get(base.destination) ?? null,
        name: JSON.stringify({ en: base.name.en + suffix, tr: base.name.tr + suffix, ar: base.name.ar + suffix }),
        description: JSON.stringify(base.description),
        featuredImage: `${imageDir}/exterior.svg`,
        images: JSON.stringify([
          `${imageDir}/exterior.svg`,
          `${imageDir}/view.svg`,
          `${imageDir}/lounge.svg`,
          `${imageDir}/room-${base.rooms[0]![0]}.svg`,
        ]),
        starRating: base.stars,
        address: JSON.stringify({ street: base.street, city: base.city, country: 'Turkey' }),
        latitude: base.lat,
        longitude: base.lng,
        amenities: JSON.stringify(base.amenities.map(amenity)),
        contact: JSON.stringify({ phone: base.phone, email: base.email }),
        checkInTime: base.checkInTime,
        checkOutTime: base.checkOutTime,
        cancellationPolicy: JSON.stringify(DEFAULT_CANCELLATION_POLICY),
        paymentOptions: JSON.stringify(DEFAULT_PAYMENT_OPTIONS),
        rules: JSON.stringify(DEFAULT_RULES),
        averageRating: average,
        totalReviews: reviews.length,
        popularity: Math.max(0, base.popularity - copy * 7),
        featured: base.featured && copy === 0 ? 1 : 0,
      });

      reviews.forEach((review, k) => {
        const written = new Date(Date.parse(`${today}T09:00:00Z`) - ((k * 37 + ((i * 11) % 90) + 3) * 86_400_000 + k * 3_600_000));
        insertReview.run(randomUUID(), hotelId, review.author, review.rating, review.text, review.language, written.toISOString());
        reviewCount++;
      });

      roomsOf(base, options.roomsPerHotel).forEach(([kind, priceUsd, totalRooms], roomIndex) => {
        const template = ROOM_TEMPLATES[kind];
        const roomId = randomUUID();
        const priceCents = priceUsd * 100;
        insertRoom.run({
          id: roomId,
          hotelId,
          name: JSON.stringify(template.name),
          description: JSON.stringify(template.description),
          capacity: template.capacity,
          beds: JSON.stringify(template.beds),
          size: template.size,
          amenities: JSON.stringify(template.amenities.map(amenity)),
          price: priceCents,
          images: JSON.stringify([`${imageDir}/room-${kind}.svg`]),
          totalRooms,
          sortOrder: roomIndex,
        });
        roomCount++;

        const promotion = copy === 0 ? PROMOTIONS.find(([h, r]) => h === baseIndex && r === roomIndex) : undefined;
        const closure = copy === 0 ? CLOSURES.find(([h, r]) => h === baseIndex && r === roomIndex) : undefined;
        nightCount += inventory.insertNights(
          dates.map((date, day) => {
            const promoted = promotion && day >= promotion[4] && day < promotion[4] + promotion[5];
            const closed = closure && day >= closure[2] && day < closure[2] + closure[3];
            return {
              hotelId,
              roomTypeId: roomId,
              date,
              totalRooms,
              availableRooms: totalRooms,
              basePriceCents: priceCents,
              priceModifier: modifiers[day]!,
              seasonalAdjustment: seasons[day]!,
              promotionDiscount: promoted ? promotion[3] : 0,
              promotionCode: promoted ? promotion[2] : null,
              blocked: Boolean(closed),
              blockReason: closed ? closure[4] : null,
              notes: null,
            };
          }),
        );
      });
    }

    return {
      seeded: true,
      destinations: destinationsAdded,
      hotels: hotelCount,
      roomTypes: roomCount,
      reviews: reviewCount,
      inventory: nightCount,
      ms: Math.round(performance.now() - started),
    };
  });
}
