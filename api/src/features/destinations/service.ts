import type {
  DeletedResponse,
  Destination,
  DestinationAdmin,
  DestinationInput,
  DestinationListQuery,
  DestinationListResponse,
  DestinationUpdate,
} from '@trabzon/contracts';
import type { Db } from '../../db/client';
import { immediate } from '../../db/transaction';
import { nextEditVersion } from '../../lib/edit-version';
import { conflict, notFound } from '../../lib/http-error';
import { slugify, uniqueSlug } from '../hotels/slug';
import {
  DestinationSlugTakenError,
  type DestinationWithCount,
  type DestinationsRepository,
  type ListingTable,
  type NewDestinationRow,
} from './repository';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { fillTemplate } from '@trabzon/contracts/templates';
import { pick, toTranslated, type Lang } from '../../lib/lang';

export const DESTINATION_TEXT = {
  notFound: 'Destination not found',
  slugTaken: ADMIN_REFUSALS.destinationSlugTaken,
  nameTaken: ADMIN_REFUSALS.destinationNameTaken,
  deleted: 'Destination deleted successfully',
  /** The listings of each kind, as data: the back office reads the counts back out to say this in its language. */
  hasListings: (listings: Record<ListingTable, number>) => fillTemplate(ADMIN_REFUSALS.destinationHasListings, listings),
} as const;

const TURKEY = { en: 'Turkey', tr: 'Türkiye', ar: 'تركيا' };

const coordinatesOf = (row: { latitude: number | null; longitude: number | null }) =>
  row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null;

export function toDestination(row: DestinationWithCount, lang: Lang): Destination {
  return {
    _id: row.id,
    slug: row.slug,
    name: pick(row.name, lang),
    country: pick(row.country, lang),
    description: pick(row.description, lang),
    image: row.image,
    propertyCount: row.propertyCount,
    hotelCount: row.hotelCount,
    featured: row.featured,
    popular: row.popular,
    coordinates: coordinatesOf(row),
  };
}

export function toDestinationAdmin(row: DestinationWithCount): DestinationAdmin {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    country: row.country,
    description: row.description,
    image: row.image,
    propertyCount: row.propertyCount,
    featured: row.featured,
    popular: row.popular,
    coordinates: coordinatesOf(row),
    updatedAt: row.updatedAt,
  };
}

export function createDestinationsService({ db, repos }: { db: Db; repos: { destinations: DestinationsRepository } }) {
  const { destinations } = repos;

  function values(input: DestinationUpdate): Partial<NewDestinationRow> {
    const out: Partial<NewDestinationRow> = {};
    if (input.slug !== undefined) out.slug = input.slug;
    if (input.name !== undefined) out.name = toTranslated(input.name);
    if (input.country !== undefined) out.country = toTranslated(input.country);
    if (input.description !== undefined) out.description = input.description === null ? null : toTranslated(input.description);
    if (input.image !== undefined) out.image = input.image;
    if (input.coordinates !== undefined) {
      out.latitude = input.coordinates?.lat ?? null;
      out.longitude = input.coordinates?.lng ?? null;
    }
    if (input.featured !== undefined) out.featured = input.featured;
    if (input.popular !== undefined) out.popular = input.popular;
    return out;
  }

  function translate<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      if (error instanceof DestinationSlugTakenError) throw conflict(DESTINATION_TEXT.slugTaken);
      throw error;
    }
  }

  function requireOne(key: string): DestinationWithCount {
    const row = destinations.find(key);
    if (!row) throw notFound(DESTINATION_TEXT.notFound);
    return row;
  }

  return {
    list(query: DestinationListQuery, lang: Lang): DestinationListResponse {
      const results = destinations.list(query).map((row) => toDestination(row, lang));
      return { results, total: results.length };
    },

    one(key: string, lang: Lang): Destination {
      return toDestination(requireOne(key), lang);
    },

    oneForAdmin(key: string): DestinationAdmin {
      return toDestinationAdmin(requireOne(key));
    },

    create(input: DestinationInput): DestinationAdmin {
      const row = values(input);
      return translate(() =>
        immediate(db, () => {
          if (destinations.nameTaken(row.name!.en)) throw conflict(DESTINATION_TEXT.nameTaken);
          const created = destinations.insert({
            ...(row as NewDestinationRow),
            country: row.country ?? TURKEY,
            slug: input.slug ?? uniqueSlug(slugify(row.name!.en), (slug) => destinations.slugExists(slug)),
          });
          return toDestinationAdmin(destinations.find(created.id)!);
        }),
      );
    },

    update(key: string, input: DestinationUpdate): DestinationAdmin {
      const current = requireOne(key);
      const changes = values(input);
      return translate(() =>
        immediate(db, () => {
          const version = nextEditVersion(requireOne(current.id).updatedAt, input.expectedUpdatedAt);
          if (changes.name && destinations.nameTaken(changes.name.en, current.id)) throw conflict(DESTINATION_TEXT.nameTaken);
          destinations.update(current.id, changes, version);
          return toDestinationAdmin(destinations.find(current.id)!);
        }),
      );
    },

    remove(key: string): DeletedResponse {
      const current = requireOne(key);
      immediate(db, () => {
        // Checked inside the write transaction, so a listing added meanwhile cannot slip through.
        const listings = destinations.listings(current.id);
        if (Object.values(listings).some((n) => n > 0)) throw conflict(DESTINATION_TEXT.hasListings(listings));
        destinations.delete(current.id);
      });
      return { message: DESTINATION_TEXT.deleted, _id: current.id };
    },
  };
}

export type DestinationsService = ReturnType<typeof createDestinationsService>;
