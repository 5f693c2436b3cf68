import { HotelBookingDetails } from '@trabzon/contracts';
import type { Db } from '../../db/client';
import type { BookingLineItem } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import type { BookedStock, BookingQuote, BookingTypeHandler } from '../bookings/booking-types';
import { nightsOf, zonedDateTimeToIso } from '@trabzon/dates';
import { createInventoryRepository, type InventoryRepository } from './inventory-repository';
import { createHotelsRepository, type HotelsRepository } from './repository';
import { STAY_TEXT, evaluateStay } from './stay';
import { lineWords } from '../bookings/line-labels';
import { localizedNames, pick, languageOf } from '../../lib/lang';

/** Reference prefix of the agency's own hotel bookings: TZN-123456. */
export const HOTEL_REFERENCE_PREFIX = 'TZN';

/** What a hotel booking stores as its details (besides the booking's own columns). */
export interface StoredHotelDetails extends Record<string, unknown> {
  hotelId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  nights: number;
  hotelSlug: string;
  hotelName: string;
  roomTypeName: string;
  checkInTime: string;
  checkOutTime: string;
  image: string | null;
}

/**
 * Repositories per connection: the core passes the database to reserve and release, and the
 * statements must run on that connection to take part in its transaction.
 */
const reposByDb = new WeakMap<Db, { hotels: HotelsRepository; inventory: InventoryRepository }>();
function reposFor(db: Db) {
  let repos = reposByDb.get(db);
  if (!repos) {
    repos = { hotels: createHotelsRepository(db), inventory: createInventoryRepository(db) };
    reposByDb.set(db, repos);
  }
  return repos;
}

/**
 * Bookings of type "hotel": one room of a room type for a stay. The price is the sum of the
 * nightly prices from the inventory (the pricing function), one line item per night. Reserving
 * takes one room on every night from check-in up to, not including, check-out, each with a guarded
 * UPDATE; releasing gives them back (never above the night's total).
 */
export function createHotelBookingHandler(): BookingTypeHandler {
  return {
    type: 'hotel',
    referencePrefix: HOTEL_REFERENCE_PREFIX,
    detailsSchema: HotelBookingDetails,

    quote(details, { db, now, request }): BookingQuote {
      const input = details as unknown as HotelBookingDetails;
      const stay = evaluateStay(
        reposFor(db),
        {
          hotel: String(input.hotelId),
          roomTypeId: String(input.roomTypeId),
          checkIn: input.checkIn,
          checkOut: input.checkOut,
          guests: input.guests,
        },
        now,
      );
      if (!stay.bookable) throw conflict(STAY_TEXT.unavailable, 'SOLD_OUT');
      const roomName = pick(stay.room.name, 'en');
      const lang = languageOf(request);
      const lineItems: BookingLineItem[] = stay.nights.map((night) => ({
        ...lineWords('night', lang, { date: night.date }, stay.room.name),
        quantity: 1,
        unitPriceCents: night.priceCents!,
        totalCents: night.priceCents!,
      }));
      const stored: StoredHotelDetails = {
        hotelId: stay.hotel.id,
        roomTypeId: stay.room.id,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        guests: input.guests,
        nights: stay.nights.length,
        hotelSlug: stay.hotel.slug,
        hotelName: pick(stay.hotel.name, 'en'),
        roomTypeName: roomName,
        localizedNames: localizedNames({ hotelName: stay.hotel.name, roomTypeName: stay.room.name }),
        checkInTime: stay.hotel.checkInTime,
        checkOutTime: stay.hotel.checkOutTime,
        image: stay.hotel.featuredImage,
      };
      return {
        startDate: input.checkIn,
        endDate: input.checkOut,
        startTime: stay.hotel.checkInTime,
        serviceStartsAt: zonedDateTimeToIso(input.checkIn, stay.hotel.checkInTime),
        serviceEndsAt: zonedDateTimeToIso(input.checkOut, stay.hotel.checkOutTime),
        guests: input.guests,
        lineItems,
        subtotalCents: stay.totalCents,
        details: stored,
      };
    },

    reserve(db, quote) {
      const { roomTypeId, checkIn, checkOut } = quote.details as StoredHotelDetails;
      const { inventory } = reposFor(db);
      for (const night of nightsOf(checkIn, checkOut)) {
        if (!inventory.reserveNight(roomTypeId, night)) throw conflict(STAY_TEXT.unavailable, 'SOLD_OUT');
      }
    },

    release(db, booking: BookedStock) {
      const details = booking.details as Partial<StoredHotelDetails>;
      const checkIn = details.checkIn ?? booking.startDate;
      const checkOut = details.checkOut ?? booking.endDate;
      if (!details.roomTypeId || !checkIn || !checkOut) return;
      const { inventory } = reposFor(db);
      for (const night of nightsOf(checkIn, checkOut)) inventory.releaseNight(details.roomTypeId, night);
    },
  };
}
