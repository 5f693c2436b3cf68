import type {
  CreateReviewRequest,
  CreateReviewResponse,
  DeletedResponse,
  HotelAdmin,
  HotelDetail,
  HotelInput,
  HotelListQuery,
  HotelListResponse,
  HotelSort,
  HotelUpdate,
  ReviewsResponse,
  RoomTypeAdmin,
  RoomTypeInput,
  RoomTypeUpdate,
} from '@trabzon/contracts';
import { HOTELS_PAGE_SIZE, REVIEW_TEXT_MIN, STAY_BOOKABLE_NIGHTS, fillTemplate, trimText } from '@trabzon/contracts';
import type { Db } from '../../db/client';
import { immediate } from '../../db/transaction';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { nextEditVersion } from '../../lib/edit-version';
import type { BookingsRepository } from '../bookings/repository';
import type { AccountUser } from '../users/repository';
import { todayIso } from '@trabzon/dates';
import { DEFAULT_CANCELLATION_POLICY, DEFAULT_PAYMENT_OPTIONS, DEFAULT_RULES, amenityFromInput } from './i18n';
import type { InventoryRepository } from './inventory-repository';
import { toCents } from './pricing';
import { toAdmin, toCard, toDetail, toReview, toRoomTypeAdmin } from './present';
import {
  SlugTakenError,
  type HotelCardRow,
  type HotelListFilter,
  type HotelsRepository,
  type NewHotelRow,
  type NewRoomTypeRow,
  type RoomTypeRow,
} from './repository';
import { slugify, uniqueSlug } from './slug';
import { STAY_TEXT, validateStayDates } from './stay';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { toTranslated, type Lang } from '../../lib/lang';
import { reviewLanguage } from './review-language';

/** Days of inventory a new room type gets, from today: every night a guest may book (as the seed's). */
export const NEW_ROOM_INVENTORY_DAYS = STAY_BOOKABLE_NIGHTS;
export const FEATURED_LIMIT = 6;

export const HOTEL_TEXT = {
  ...STAY_TEXT,
  bothDates: 'Please select both check-in and check-out dates',
  priceRange: 'minPrice must not be greater than maxPrice',
  destinationNotFound: 'Destination not found',
  reviewTwice: 'You have already reviewed this hotel',
  reviewNeedsStay: 'Only guests who have stayed at this hotel can review it',
  reviewBlank: `text must be at least ${REVIEW_TEXT_MIN} characters long`,
  slugTaken: ADMIN_REFUSALS.hotelSlugTaken,
  nameTaken: ADMIN_REFUSALS.hotelNameTaken,
  hotelHasBookings: ADMIN_REFUSALS.hotelHasBookings,
  roomHasBookings: ADMIN_REFUSALS.roomHasBookings,
  roomNameTaken: ADMIN_REFUSALS.roomNameTaken,
  deleted: 'Hotel deleted successfully',
  roomDeleted: 'Room type deleted successfully',
} as const;

interface Deps {
  db: Db;
  repos: { hotels: HotelsRepository; inventory: InventoryRepository; bookings: Pick<BookingsRepository, 'hasBeenServed'> };
  now?: () => Date;
}

/** The catalogue's hotels: lists, detail, reviews, and the admin writes. */
export function createHotelsService({ db, repos, now = () => new Date() }: Deps) {
  const { hotels, inventory } = repos;

  function cards(rows: HotelCardRow[], lang: Lang) {
    const rooms = hotels.roomSummaries(rows.map((row) => row.id));
    return rows.map((row) => toCard(row, rooms.get(row.id) ?? [], lang));
  }

  function page(filter: Omit<HotelListFilter, 'limit' | 'offset'>, pageNumber: number, limit: number, lang: Lang): HotelListResponse {
    const { rows, total } = hotels.list({ ...filter, limit, offset: (pageNumber - 1) * limit });
    return { results: cards(rows, lang), total, pages: Math.ceil(total / limit), page: pageNumber };
  }

  const anyFilter = (sort: HotelSort = 'popularity'): Omit<HotelListFilter, 'limit' | 'offset'> => ({
    destination: null,
    minStars: 1,
    minPriceCents: 0,
    maxPriceCents: null,
    guests: 1,
    checkIn: null,
    checkOut: null,
    nights: 0,
    q: null,
    featuredOnly: false,
    sort,
  });

  function requireHotel(key: string) {
    const hotel = hotels.find(key);
    if (!hotel) throw notFound(STAY_TEXT.hotelNotFound);
    return hotel;
  }

  function destinationIdOf(key: string | null | undefined): string | null {
    if (key === null || key === undefined || key === '') return null;
    const destination = hotels.destination(key);
    if (!destination) throw badRequest(HOTEL_TEXT.destinationNotFound);
    return destination.id;
  }

  function roomValues(input: RoomTypeInput | RoomTypeUpdate): Partial<NewRoomTypeRow> {
    const values: Partial<NewRoomTypeRow> = {};
    if (input.name !== undefined) values.name = toTranslated(input.name);
    if (input.description !== undefined) values.description = input.description === null ? null : toTranslated(input.description);
    if (input.capacity !== undefined) values.capacity = input.capacity;
    if (input.beds !== undefined) values.beds = input.beds === null ? null : toTranslated(input.beds);
    if (input.size !== undefined) values.sizeM2 = input.size;
    if (input.amenities !== undefined) values.amenities = input.amenities.map(amenityFromInput);
    if (input.pricePerNight !== undefined) values.pricePerNightCents = toCents(input.pricePerNight);
    if (input.images !== undefined) values.images = input.images;
    if (input.totalRooms !== undefined) values.totalRooms = input.totalRooms;
    if (input.sortOrder !== undefined) values.sortOrder = input.sortOrder;
    return values;
  }

  function hotelValues(input: HotelUpdate): Partial<NewHotelRow> {
    const values: Partial<NewHotelRow> = {};
    if (input.slug !== undefined) values.slug = input.slug;
    if (input.destination !== undefined) values.destinationId = destinationIdOf(input.destination);
    if (input.name !== undefined) values.name = toTranslated(input.name);
    if (input.description !== undefined) values.description = toTranslated(input.description);
    if (input.featuredImage !== undefined) values.featuredImage = input.featuredImage;
    if (input.images !== undefined) values.images = input.images;
    if (input.starRating !== undefined) values.starRating = input.starRating;
    if (input.address !== undefined) values.address = input.address;
    if (input.coordinates !== undefined) {
      values.latitude = input.coordinates?.lat ?? null;
      values.longitude = input.coordinates?.lng ?? null;
    }
    if (input.amenities !== undefined) values.amenities = input.amenities.map(amenityFromInput);
    if (input.contact !== undefined) values.contact = input.contact;
    if (input.checkInTime !== undefined) values.checkInTime = input.checkInTime;
    if (input.checkOutTime !== undefined) values.checkOutTime = input.checkOutTime;
    if (input.cancellationPolicy !== undefined)
      values.cancellationPolicy = input.cancellationPolicy === null ? null : toTranslated(input.cancellationPolicy);
    if (input.paymentOptions !== undefined) values.paymentOptions = input.paymentOptions.map((option) => option.trim());
    if (input.rules !== undefined) values.rules = input.rules.map(toTranslated);
    if (input.featured !== undefined) values.featured = input.featured;
    if (input.active !== undefined) values.active = input.active;
    if (input.popularity !== undefined) values.popularity = input.popularity;
    return values;
  }

  /** Creates the room type and its NEW_ROOM_INVENTORY_DAYS nights (inside the caller's transaction). */
  function createRoom(hotelId: string, input: RoomTypeInput, sortOrder: number): RoomTypeRow {
    const values = roomValues(input) as NewRoomTypeRow;
    requireUniqueRoomName(hotelId, values.name);
    const room = hotels.insertRoomType({
      ...values,
      hotelId,
      sortOrder: input.sortOrder ?? sortOrder,
      totalRooms: input.totalRooms ?? 5,
    });
    inventory.createNightsFor(room, todayIso(now()), NEW_ROOM_INVENTORY_DAYS);
    return room;
  }

  function adminView(hotelId: string): HotelAdmin {
    const hotel = hotels.find(hotelId)!;
    return toAdmin(hotel, hotels.roomTypes(hotel.id));
  }

  /** Inside the write's transaction: the hotel's next version, refusing a stale `expected` one (409). */
  function nextVersion(hotelId: string, expected?: string): string {
    const current = hotels.find(hotelId);
    if (!current) throw notFound(STAY_TEXT.hotelNotFound);
    return nextEditVersion(current.updatedAt, expected, now());
  }

  /**
   * Inside the write's transaction: refuses (409) a hotel named as another of its destination, which
   * guests could not tell apart (the second got only a slug "name-2").
   */
  function requireUniqueName(name: { en: string }, destinationId: string | null, exceptId?: string): void {
    if (hotels.nameTaken(name.en, destinationId, exceptId)) throw conflict(HOTEL_TEXT.nameTaken);
  }

  /** Two room types of one hotel never share a name (a guest could not tell them apart): 409. */
  function requireUniqueRoomName(hotelId: string, name: { en: string }, exceptId?: string): void {
    if (hotels.roomNameTaken(hotelId, name.en, exceptId)) throw conflict(HOTEL_TEXT.roomNameTaken);
  }

  function translateSlug<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      if (error instanceof SlugTakenError) throw conflict(HOTEL_TEXT.slugTaken);
      throw error;
    }
  }

  return {
    /** GET /api/hotels. */
    list(query: HotelListQuery, lang: Lang): HotelListResponse {
      const checkIn = query.checkIn || null;
      const checkOut = query.checkOut || null;
      let nights = 0;
      if (checkIn || checkOut) {
        if (!checkIn || !checkOut) throw badRequest(HOTEL_TEXT.bothDates);
        nights = validateStayDates(checkIn, checkOut, now()).length;
      }
      if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
        throw badRequest(HOTEL_TEXT.priceRange);
      }
      const q = query.q?.trim();
      return page(
        {
          ...anyFilter(query.sort),
          destination: query.destination?.trim() || null,
          minStars: query.stars ?? 1,
          minPriceCents: query.minPrice !== undefined ? toCents(query.minPrice) : 0,
          maxPriceCents: query.maxPrice !== undefined ? toCents(query.maxPrice) : null,
          guests: query.guests ?? 1,
          checkIn,
          checkOut,
          nights,
          q: q || null,
        },
        query.page ?? 1,
        query.limit ?? HOTELS_PAGE_SIZE,
        lang,
      );
    },

    /** GET /api/hotels/featured: featured hotels, most popular first. */
    featured(limit: number | undefined, lang: Lang): HotelListResponse {
      return page({ ...anyFilter(), featuredOnly: true }, 1, limit ?? FEATURED_LIMIT, lang);
    },

    /** GET /api/hotels/destination/:id (destination id or slug). */
    byDestination(
      key: string,
      options: { page?: number | undefined; limit?: number | undefined; sort?: HotelSort | undefined },
      lang: Lang,
    ): HotelListResponse {
      const destination = hotels.destination(key);
      if (!destination) throw notFound(HOTEL_TEXT.destinationNotFound);
      return page({ ...anyFilter(options.sort), destination: destination.id }, options.page ?? 1, options.limit ?? HOTELS_PAGE_SIZE, lang);
    },

    /** Cards of these hotels in the order given (offers use them). */
    cardsByIds(ids: string[], lang: Lang) {
      const rows = new Map(hotels.cardsByIds(ids).map((row) => [row.id, row]));
      return new Map(cards([...rows.values()], lang).map((card) => [card._id, card]));
    },

    /** GET /api/hotels/:id (id or slug); inactive hotels are not shown. */
    detail(key: string, lang: Lang): HotelDetail {
      const hotel = hotels.find(key);
      if (!hotel || !hotel.active) throw notFound(STAY_TEXT.hotelNotFound);
      const destination = hotel.destinationId ? hotels.destination(hotel.destinationId) : undefined;
      return toDetail(hotel, hotels.roomTypes(hotel.id), destination, hotels.reviews(hotel.id, 5, 0), lang);
    },

    /** GET /api/hotels/:id?admin=true: every language, inactive hotels too. */
    adminDetail(key: string): HotelAdmin {
      return adminView(requireHotel(key).id);
    },

    reviews(key: string, pageNumber: number, limit: number): ReviewsResponse {
      const hotel = hotels.find(key);
      if (!hotel || !hotel.active) throw notFound(STAY_TEXT.hotelNotFound);
      const total = hotels.reviewCount(hotel.id);
      return {
        results: hotels.reviews(hotel.id, limit, (pageNumber - 1) * limit).map(toReview),
        total,
        pages: Math.ceil(total / limit),
        page: pageNumber,
        averageRating: hotel.averageRating,
        totalReviews: hotel.totalReviews,
      };
    },

    /** One review per guest (a begun stay) and hotel; the hotel's average and count change in the same transaction. */
    /** `pageLanguage`: the page's language, which says the review's language where its letters do not (reviewLanguage). */
    addReview(key: string, user: AccountUser, input: CreateReviewRequest, pageLanguage: Lang = 'en'): CreateReviewResponse {
      const hotel = hotels.find(key);
      if (!hotel || !hotel.active) throw notFound(STAY_TEXT.hotelNotFound);
      const text = trimText(input.text);
      if (text.length < REVIEW_TEXT_MIN) throw badRequest(HOTEL_TEXT.reviewBlank);
      // Only a guest's word counts: anyone can open an account, so anyone could rate a hotel up or down.
      if (!repos.bookings.hasBeenServed(user.id, { type: 'hotel', id: hotel.id }, todayIso(now()))) {
        throw forbidden(HOTEL_TEXT.reviewNeedsStay);
      }
      const added = immediate(db, () =>
        hotels.addReview({
          hotelId: hotel.id,
          userId: user.id,
          authorName: user.name,
          rating: input.rating,
          text,
          language: reviewLanguage(text, pageLanguage),
        }),
      );
      if (!added) throw conflict(HOTEL_TEXT.reviewTwice);
      return { review: toReview(added.review), averageRating: added.averageRating, totalReviews: added.totalReviews };
    },

    createHotel(input: HotelInput): HotelAdmin {
      const values = hotelValues(input);
      const name = values.name!;
      return translateSlug(() =>
        immediate(db, () => {
          requireUniqueName(name, values.destinationId ?? null);
          const hotel = hotels.insertHotel({
            cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
            rules: DEFAULT_RULES,
            paymentOptions: DEFAULT_PAYMENT_OPTIONS,
            ...(values as NewHotelRow),
            slug: input.slug ?? uniqueSlug(slugify(name.en), (slug) => hotels.slugExists(slug)),
          });
          (input.roomTypes ?? []).forEach((room, index) => createRoom(hotel.id, room, index));
          return adminView(hotel.id);
        }),
      );
    },

    updateHotel(id: string, input: HotelUpdate): HotelAdmin {
      const hotel = requireHotel(id);
      const values = hotelValues(input);
      return translateSlug(() =>
        immediate(db, () => {
          const version = nextVersion(hotel.id, input.expectedUpdatedAt);
          // A rename, or a move to another destination, may meet a hotel of the same name there.
          if (values.name !== undefined || values.destinationId !== undefined) {
            const current = hotels.find(hotel.id)!;
            requireUniqueName(
              values.name ?? current.name,
              values.destinationId !== undefined ? values.destinationId : current.destinationId,
              hotel.id,
            );
          }
          hotels.updateHotel(hotel.id, values, version);
          return adminView(hotel.id);
        }),
      );
    },

    deleteHotel(id: string): DeletedResponse {
      const hotel = requireHotel(id);
      immediate(db, () => {
        if (inventory.openBookingsOfHotel(hotel.id, todayIso(now())) > 0) throw conflict(HOTEL_TEXT.hotelHasBookings);
        hotels.deleteHotel(hotel.id);
      });
      return { message: HOTEL_TEXT.deleted, _id: hotel.id };
    },

    addRoom(hotelId: string, input: RoomTypeInput): RoomTypeAdmin {
      const hotel = requireHotel(hotelId);
      return immediate(db, () => {
        const room = createRoom(hotel.id, input, hotels.roomTypes(hotel.id).length);
        hotels.touchHotel(hotel.id, nextVersion(hotel.id));
        return toRoomTypeAdmin(room);
      });
    },

    /**
     * Updates a room type. A new price moves the base price of the future nights still at the old
     * price; a new total moves the future nights still at the old total, keeping available =
     * total − rooms booked − rooms held back (409 if a night has more rooms booked than the new total).
     */
    updateRoom(hotelId: string, roomId: string, input: RoomTypeUpdate): RoomTypeAdmin {
      const hotel = requireHotel(hotelId);
      const room = hotels.roomType(roomId);
      if (!room || room.hotelId !== hotel.id) throw notFound(STAY_TEXT.roomTypeNotFound);
      const values = roomValues(input);
      return immediate(db, () => {
        if (values.name !== undefined) requireUniqueRoomName(hotel.id, values.name, room.id);
        if (values.capacity !== undefined) {
          const guests = inventory.mostGuestsBooked(room.id, todayIso(now()));
          if (guests > values.capacity) throw conflict(fillTemplate(ADMIN_REFUSALS.roomCapacityBelowGuests, { guests }));
        }
        const updated = hotels.updateRoomType(room.id, values)!;
        const today = todayIso(now());
        const priceChanged = updated.pricePerNightCents !== room.pricePerNightCents;
        const totalChanged = updated.totalRooms !== room.totalRooms;
        if (priceChanged || totalChanged) {
          const future = inventory.nights(room.id, today, '9999-12-31');
          const booked = totalChanged ? inventory.bookedByNight(room.id, today, '9999-12-31') : new Map<string, number>();
          for (const night of future) {
            const changes: { basePriceCents?: number; totalRooms?: number; availableRooms?: number } = {};
            if (priceChanged && night.basePriceCents === room.pricePerNightCents) changes.basePriceCents = updated.pricePerNightCents;
            if (totalChanged && night.totalRooms === room.totalRooms) {
              const taken = booked.get(night.date) ?? 0;
              if (updated.totalRooms < taken)
                throw conflict(fillTemplate(ADMIN_REFUSALS.roomTotalBelowBooked, { date: night.date, booked: taken }));
              // Rooms staff held back from sale that night (available below total − booked) stay held back.
              const heldBack = Math.max(0, night.totalRooms - taken - night.availableRooms);
              changes.totalRooms = updated.totalRooms;
              changes.availableRooms = Math.max(0, updated.totalRooms - taken - heldBack);
            }
            if (Object.keys(changes).length) inventory.update(night.id, changes);
          }
        }
        hotels.touchHotel(hotel.id, nextVersion(hotel.id));
        return toRoomTypeAdmin(updated);
      });
    },

    deleteRoom(hotelId: string, roomId: string): DeletedResponse {
      const hotel = requireHotel(hotelId);
      const room = hotels.roomType(roomId);
      if (!room || room.hotelId !== hotel.id) throw notFound(STAY_TEXT.roomTypeNotFound);
      immediate(db, () => {
        if (inventory.openBookingsOfRoomType(room.id, todayIso(now())) > 0) throw conflict(HOTEL_TEXT.roomHasBookings);
        hotels.deleteRoomType(room.id);
        hotels.touchHotel(hotel.id, nextVersion(hotel.id));
      });
      return { message: HOTEL_TEXT.roomDeleted, _id: room.id };
    },
  };
}

export type HotelsService = ReturnType<typeof createHotelsService>;
