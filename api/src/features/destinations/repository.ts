import { asc, desc, eq, or, sql } from 'drizzle-orm';
import { foldedLikePattern, searchFold } from '../../db/search';
import type { Db } from '../../db/client';
import { destinations } from '../../db/schema';
import { isUniqueViolation } from '../../db/transaction';

export type DestinationRow = typeof destinations.$inferSelect;
export type NewDestinationRow = typeof destinations.$inferInsert;
export type DestinationWithCount = DestinationRow & { propertyCount: number; hotelCount: number };

export class DestinationSlugTakenError extends Error {
  constructor() {
    super('slug taken');
    this.name = 'DestinationSlugTakenError';
  }
}

/**
 * Tables whose rows are a destination's listings: each has `destination_id` and `active`. The
 * property count is computed from them, never typed in.
 */
export const LISTING_TABLES = ['hotels', 'restaurants', 'packages'] as const;
export type ListingTable = (typeof LISTING_TABLES)[number];

/**
 * Active rows of `tables` linked to the destination. Written out: inside a one-table select Drizzle
 * leaves column names unqualified, which the subquery would misread.
 */
const activeIn = (tables: readonly ListingTable[]) =>
  sql<number>`(${sql.raw(
    tables.map((table) => `(SELECT count(*) FROM ${table} x WHERE x.destination_id = "destinations"."id" AND x.active = 1)`).join(' + '),
  )})`;
/** Every active listing: what the back office shows and sorts by. */
const propertyCount = activeIn(LISTING_TABLES);
/** Places to stay only, as /hotels?destination= lists them: what a visitor reads as the destination's properties. */
const hotelCount = activeIn(['hotels']);

/** Destinations with the number of active listings (hotels, restaurants, packages) in each, and of hotels alone. */
export function createDestinationsRepository(db: Db) {
  const list = db
    .select({
      id: destinations.id,
      slug: destinations.slug,
      name: destinations.name,
      country: destinations.country,
      description: destinations.description,
      image: destinations.image,
      latitude: destinations.latitude,
      longitude: destinations.longitude,
      featured: destinations.featured,
      popular: destinations.popular,
      createdAt: destinations.createdAt,
      updatedAt: destinations.updatedAt,
      propertyCount,
      hotelCount,
    })
    .from(destinations)
    .where(
      sql`(${sql.placeholder('featured')} IS NULL OR ${destinations.featured} = ${sql.placeholder('featured')})
        AND (${sql.placeholder('popular')} IS NULL OR ${destinations.popular} = ${sql.placeholder('popular')})
        AND (${sql.placeholder('q')} IS NULL OR search_fold(${destinations.name}) LIKE ${sql.placeholder('q')} ESCAPE '\\' OR ${destinations.slug} LIKE ${sql.placeholder('q')} ESCAPE '\\')`,
    )
    .orderBy(desc(destinations.featured), desc(propertyCount), asc(destinations.slug))
    .prepare();
  const byKey = db
    .select()
    .from(destinations)
    .where(or(eq(destinations.id, sql.placeholder('key')), eq(destinations.slug, sql.placeholder('key'))))
    .prepare();
  const countOf = db
    .select({ propertyCount, hotelCount })
    .from(destinations)
    .where(eq(destinations.id, sql.placeholder('id')))
    .prepare();
  const sameName = db.$client
    .prepare(`SELECT 1 FROM destinations WHERE search_fold(trim(json_extract(name, '$.en'))) = @folded AND id <> @exceptId`)
    .pluck();
  // Every listing, active or not: what would lose its destination if it were deleted.
  const listingsOf = LISTING_TABLES.map(
    (table) => [table, db.$client.prepare(`SELECT count(*) FROM ${table} WHERE destination_id = ?`).pluck()] as const,
  );

  function translate<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new DestinationSlugTakenError();
      throw error;
    }
  }

  return {
    list(filter: { featured?: boolean | undefined; popular?: boolean | undefined; q?: string | undefined }): DestinationWithCount[] {
      const q = filter.q?.trim();
      return list.all({
        featured: filter.featured === undefined ? null : filter.featured ? 1 : 0,
        popular: filter.popular === undefined ? null : filter.popular ? 1 : 0,
        q: q ? foldedLikePattern(q) : null,
      });
    },

    /** By id or slug, with its counts. */
    find(key: string): DestinationWithCount | undefined {
      const row = byKey.get({ key });
      return row && { ...row, ...(countOf.get({ id: row.id }) ?? { propertyCount: 0, hotelCount: 0 }) };
    },

    /** Listings per table linked to the destination (inactive ones included). */
    listings(id: string): Record<ListingTable, number> {
      return Object.fromEntries(listingsOf.map(([table, statement]) => [table, statement.get(id) as number])) as Record<
        ListingTable,
        number
      >;
    },

    /** Another destination (not `exceptId`) has this English name, ignoring case, accents and the Turkish ı. */
    nameTaken(english: string, exceptId = ''): boolean {
      return sameName.get({ folded: searchFold(english.trim()), exceptId }) !== undefined;
    },

    slugExists(slug: string): boolean {
      return byKey.get({ key: slug })?.slug === slug;
    },

    /** @throws DestinationSlugTakenError */
    insert(values: NewDestinationRow): DestinationRow {
      return translate(() => db.insert(destinations).values(values).returning().get());
    },

    /** Sets the changes and the destination's new version (`updatedAt`, see nextEditVersion). @throws DestinationSlugTakenError */
    update(id: string, changes: Partial<NewDestinationRow>, version: string): DestinationRow | undefined {
      return translate(() =>
        db
          .update(destinations)
          .set({ ...changes, updatedAt: version })
          .where(eq(destinations.id, id))
          .returning()
          .get(),
      );
    },

    /** Hotels of the destination keep existing, without a destination (ON DELETE SET NULL). */
    delete(id: string): boolean {
      return db.delete(destinations).where(eq(destinations.id, id)).run().changes === 1;
    },
  };
}

export type DestinationsRepository = ReturnType<typeof createDestinationsRepository>;
