import { randomUUID } from 'node:crypto';
import type {
  CreateReviewRequest,
  CreateReviewResponse,
  DeletedResponse,
  ItineraryDayInput,
  PackageAdmin,
  PackageCard,
  PackageDeparture,
  PackageDetail,
  PackageInput,
  PackageListQuery,
  PackageListResponse,
  PackageUpdate,
  Review,
} from '@trabzon/contracts';
import { PACKAGE_BOOKING_WINDOW_DAYS } from '@trabzon/contracts';
import { PACKAGE_BOOKING_MESSAGES } from '@trabzon/contracts/package-messages';
import type { Db } from '../../db/client';
import type { ItineraryDay } from '../../db/schema';
import { immediate } from '../../db/transaction';
import { nextEditVersion } from '../../lib/edit-version';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import type { BookingsRepository } from '../bookings/repository';
import { addDays, isIsoDate, todayIso } from '@trabzon/dates';
import { cut } from '../hotels/i18n';
import { slugify, uniqueSlug } from '../hotels/slug';
import type { AccountUser } from '../users/repository';
import { PackageSlugTakenError, type PackageReviewRow, type PackageRow, type PackageValues, type PackagesRepository } from './repository';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { fillTemplate } from '@trabzon/contracts/templates';
import { pick, toTranslated, type Lang } from '../../lib/lang';

export const PACKAGE_TEXT = {
  slugTaken: ADMIN_REFUSALS.packageSlugTaken,
  deleted: 'Package deleted successfully',
  reviewTwice: 'You have already reviewed this package',
  reviewNeedsTrip: 'Only travellers who have taken this package can review it',
  reviewBlank: 'text must be at least 10 characters long',
  unknownHotel: (key: string) => `Unknown hotel: ${key}`,
  unknownDestination: (key: string) => `Unknown destination: ${key}`,
  durationRange: 'minDuration must not be greater than maxDuration',
  priceRange: 'minPrice must not be greater than maxPrice',
  priceDecimals: 'price must have at most two decimals',
  ...PACKAGE_BOOKING_MESSAGES,
  hasBookings: ADMIN_REFUSALS.packageHasBookings,
} as const;

const cents = (usd: number) => Math.round(usd * 100);
const usd = (value: number) => Math.round(value) / 100;

export function toPackageReview(row: PackageReviewRow): Review {
  return { _id: row.id, userId: row.userId, userName: row.authorName, rating: row.rating, text: row.text, date: row.createdAt };
}

export function toPackageCard(row: PackageRow, lang: Lang): PackageCard {
  const activities = row.activities.map((a) => pick(a, lang));
  return {
    _id: row.id,
    slug: row.slug,
    name: pick(row.name, lang),
    description: cut(pick(row.description, lang)),
    duration: row.durationDays,
    price: usd(row.pricePerPersonCents),
    images: row.images,
    featured: row.featured,
    averageRating: row.averageRating,
    totalReviews: row.totalReviews,
    destination: row.destination ? { _id: row.destination.id, slug: row.destination.slug, name: pick(row.destination.name, lang) } : null,
    activities: activities.slice(0, 3),
    activitiesCount: activities.length,
  };
}

function toItinerary(input: ItineraryDayInput[], duration: number): ItineraryDay[] {
  const seen = new Set<number>();
  for (const entry of input) {
    if (entry.day > duration) throw badRequest(fillTemplate(ADMIN_REFUSALS.itineraryDayOutside, { day: entry.day, duration }));
    if (seen.has(entry.day)) throw badRequest(fillTemplate(ADMIN_REFUSALS.itineraryDayTwice, { day: entry.day }));
    seen.add(entry.day);
  }
  return input
    .map((entry) => ({ day: entry.day, title: toTranslated(entry.title), description: toTranslated(entry.description) }))
    .sort((a, b) => a.day - b.day);
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** A departure date a booking may take: YYYY-MM-DD from tomorrow (Istanbul) up to the window. */
export function checkStartDate(date: string, now: Date): void {
  if (!isIsoDate(date)) throw badRequest(PACKAGE_TEXT.badDate);
  const today = todayIso(now);
  if (date <= today) throw badRequest(PACKAGE_TEXT.pastDate);
  if (date > addDays(today, PACKAGE_BOOKING_WINDOW_DAYS)) throw badRequest(PACKAGE_TEXT.farDate);
}

export function createPackagesService({
  db,
  repos,
  now = () => new Date(),
}: {
  db: Db;
  repos: { packages: PackagesRepository; bookings: Pick<BookingsRepository, 'hasBeenServed'> };
  now?: () => Date;
}) {
  const { packages } = repos;

  function requireOne(key: string, activeOnly = true): PackageRow {
    const row = packages.find(key);
    if (!row || (activeOnly && !row.active)) throw notFound(PACKAGE_TEXT.notFound);
    return row;
  }

  /** Inside the write's transaction: the package's next version, refusing a stale `expected` one (409). */
  function nextVersion(id: string, now: Date, expected?: string): string {
    const row = packages.find(id);
    if (!row) throw notFound(PACKAGE_TEXT.notFound);
    return nextEditVersion(row.updatedAt, expected, now);
  }

  function toAdmin(row: PackageRow): PackageAdmin {
    return {
      _id: row.id,
      admin: true,
      slug: row.slug,
      destinationId: row.destinationId,
      name: row.name,
      description: row.description,
      duration: row.durationDays,
      price: usd(row.pricePerPersonCents),
      images: row.images,
      activities: row.activities,
      hotelIds: packages.hotels(row.id).map((h) => h.id),
      itinerary: row.itinerary,
      seatsPerDeparture: row.seatsPerDeparture,
      featured: row.featured,
      active: row.active,
      popularity: row.popularity,
      averageRating: row.averageRating,
      totalReviews: row.totalReviews,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  function resolveDestination(key: string | null | undefined): string | null {
    if (key === null || key === undefined) return null;
    const id = packages.destinationId(key);
    if (!id) throw badRequest(PACKAGE_TEXT.unknownDestination(key));
    return id;
  }

  function resolveHotels(keys: string[]): string[] {
    return keys.map((key) => {
      const id = packages.hotelId(key);
      if (!id) throw badRequest(PACKAGE_TEXT.unknownHotel(key));
      return id;
    });
  }

  function translateSlug<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      if (error instanceof PackageSlugTakenError) throw conflict(PACKAGE_TEXT.slugTaken);
      throw error;
    }
  }

  /** The stored values after applying `input` to `current` (or to nothing, for a new package). */
  function valuesOf(input: PackageUpdate, current: PackageRow | null): PackageValues {
    if (input.price !== undefined && !hasAtMostTwoDecimals(input.price)) throw badRequest(PACKAGE_TEXT.priceDecimals);
    const duration = input.duration ?? current?.durationDays ?? 1;
    const itinerary = input.itinerary !== undefined ? toItinerary(input.itinerary, duration) : (current?.itinerary ?? []);
    const outside = itinerary.find((d) => d.day > duration);
    if (outside) throw badRequest(fillTemplate(ADMIN_REFUSALS.itineraryDayOutside, { day: outside.day, duration }));
    const name = input.name !== undefined ? toTranslated(input.name) : current!.name;
    return {
      slug: input.slug ?? current?.slug ?? uniqueSlug(slugify(name.en), (slug) => packages.slugExists(slug)),
      destinationId: input.destination !== undefined ? resolveDestination(input.destination) : (current?.destinationId ?? null),
      name,
      description: input.description !== undefined ? toTranslated(input.description) : current!.description,
      durationDays: duration,
      pricePerPersonCents: input.price !== undefined ? cents(input.price) : current!.pricePerPersonCents,
      images: input.images ?? current?.images ?? [],
      activities: input.activities !== undefined ? input.activities.map(toTranslated) : (current?.activities ?? []),
      itinerary,
      seatsPerDeparture: input.seatsPerDeparture ?? current?.seatsPerDeparture ?? 20,
      featured: input.featured ?? current?.featured ?? false,
      active: input.active ?? current?.active ?? true,
      popularity: input.popularity ?? current?.popularity ?? 0,
    };
  }

  return {
    list(query: PackageListQuery, lang: Lang): PackageListResponse {
      if (query.minDuration !== undefined && query.maxDuration !== undefined && query.minDuration > query.maxDuration) {
        throw badRequest(PACKAGE_TEXT.durationRange);
      }
      if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
        throw badRequest(PACKAGE_TEXT.priceRange);
      }
      const limit = query.limit ?? 12;
      const page = query.page ?? 1;
      let destinationId: string | undefined;
      if (query.destination) {
        destinationId = packages.destinationId(query.destination);
        // An unknown destination lists nothing (a stale link), rather than everything.
        if (!destinationId) return { results: [], total: 0, pages: 0, page };
      }
      const { rows, total } = packages.list({
        destinationId,
        minDuration: query.minDuration,
        maxDuration: query.maxDuration,
        minPriceCents: query.minPrice === undefined ? undefined : cents(query.minPrice),
        maxPriceCents: query.maxPrice === undefined ? undefined : cents(query.maxPrice),
        q: query.q,
        featured: query.featured,
        sort: query.sort ?? 'popularity',
        limit,
        offset: (page - 1) * limit,
      });
      return { results: rows.map((row) => toPackageCard(row, lang)), total, pages: Math.ceil(total / limit), page };
    },

    featured(limit: number | undefined, lang: Lang): PackageListResponse {
      return this.list({ featured: true, limit: limit ?? 6, sort: 'popularity' }, lang);
    },

    popular(limit: number | undefined, lang: Lang): PackageListResponse {
      return this.list({ limit: limit ?? 6, sort: 'rating' }, lang);
    },

    detail(key: string, lang: Lang): PackageDetail {
      const row = requireOne(key);
      const card = toPackageCard(row, lang);
      return {
        ...card,
        description: pick(row.description, lang),
        activities: row.activities.map((a) => pick(a, lang)),
        includedHotels: packages
          .hotels(row.id)
          .filter((h) => h.active)
          .map((h) => ({
            _id: h.id,
            slug: h.slug,
            name: pick(h.name, lang),
            starRating: h.starRating,
            featuredImage: h.featuredImage,
            city: h.city,
          })),
        itinerary: row.itinerary.map((d) => ({ day: d.day, title: pick(d.title, lang), description: pick(d.description, lang) })),
        seatsPerDeparture: row.seatsPerDeparture,
        reviews: {
          averageRating: row.averageRating,
          totalReviews: row.totalReviews,
          latest: packages.reviews(row.id, 5, 0).map(toPackageReview),
        },
      };
    },

    adminDetail(key: string): PackageAdmin {
      return toAdmin(requireOne(key, false));
    },

    adminList(): PackageAdmin[] {
      return packages.all().map(toAdmin);
    },

    /** Seats left on a date (the package's full seats when nobody has booked it yet). */
    departure(key: string, date: string, now: Date): PackageDeparture {
      const row = requireOne(key);
      checkStartDate(date, now);
      return packages.departure(row.id, date) ?? { date, seatsTotal: row.seatsPerDeparture, seatsLeft: row.seatsPerDeparture };
    },

    create(input: PackageInput): PackageAdmin {
      const values = valuesOf(input, null);
      const hotelIds = resolveHotels(input.hotels ?? []);
      const id = randomUUID();
      return translateSlug(() =>
        immediate(db, () => {
          packages.insert({ ...values, id });
          packages.setHotels(id, hotelIds);
          return toAdmin(packages.find(id)!);
        }),
      );
    },

    update(key: string, input: PackageUpdate, now: Date = new Date()): PackageAdmin {
      const current = requireOne(key, false);
      const values = valuesOf(input, current);
      const hotelIds = input.hotels !== undefined ? resolveHotels(input.hotels) : null;
      return translateSlug(() =>
        immediate(db, () => {
          // First: a stale edit is refused before anything else is said about it.
          const version = nextVersion(current.id, now, input.expectedUpdatedAt);
          const today = todayIso(now);
          // Travellers who booked keep their seats and the trip they booked.
          // Only a lowered figure is checked: a save that leaves it as it is must not be refused.
          const fewerSeats = values.seatsPerDeparture < current.seatsPerDeparture;
          if (fewerSeats && values.seatsPerDeparture < packages.mostSeatsSold(current.id, today))
            throw conflict(ADMIN_REFUSALS.seatsBelowSold);
          if (values.durationDays !== current.durationDays && packages.openBookings(current.id, today) > 0)
            throw conflict(ADMIN_REFUSALS.durationHasBookings);
          packages.update({ ...values, id: current.id }, version);
          // Departures already booked keep their own row: a new capacity reaches them too (today on).
          if (values.seatsPerDeparture !== current.seatsPerDeparture) {
            packages.resizeDepartures(current.id, values.seatsPerDeparture, todayIso(now));
          }
          if (hotelIds) packages.setHotels(current.id, hotelIds);
          return toAdmin(packages.find(current.id)!);
        }),
      );
    },

    setItinerary(key: string, itinerary: ItineraryDayInput[]): PackageAdmin {
      const current = requireOne(key, false);
      const days = toItinerary(itinerary, current.durationDays);
      return immediate(db, () => {
        packages.setItinerary(current.id, days, nextVersion(current.id, new Date()));
        return toAdmin(packages.find(current.id)!);
      });
    },

    /** Deletes a package that no upcoming booking holds (as hotels and restaurants do); else 409. */
    remove(key: string, now: Date = new Date()): DeletedResponse {
      const current = requireOne(key, false);
      immediate(db, () => {
        if (packages.openBookings(current.id, todayIso(now)) > 0) throw conflict(PACKAGE_TEXT.hasBookings);
        packages.delete(current.id);
      });
      return { message: PACKAGE_TEXT.deleted, _id: current.id };
    },

    addReview(key: string, user: AccountUser, input: CreateReviewRequest): CreateReviewResponse {
      const row = requireOne(key);
      const text = input.text.trim();
      if (text.length < 10) throw badRequest(PACKAGE_TEXT.reviewBlank);
      if (!repos.bookings.hasBeenServed(user.id, { type: 'package', id: row.id }, todayIso(now()))) {
        throw forbidden(PACKAGE_TEXT.reviewNeedsTrip);
      }
      const added = immediate(db, () => {
        if (packages.hasReviewed(row.id, user.id)) return null;
        return packages.addReview(row.id, { id: randomUUID(), userId: user.id, authorName: user.name, rating: input.rating, text });
      });
      if (!added) throw conflict(PACKAGE_TEXT.reviewTwice);
      return { review: toPackageReview(added.review), averageRating: added.averageRating, totalReviews: added.totalReviews };
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
