import { randomUUID } from 'node:crypto';
import { RESTAURANT_MESSAGES, RestaurantBookingDetails, fillTemplate } from '@trabzon/contracts';
import { isIsoTime, zonedDateTimeToIso } from '@trabzon/dates';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { BookedStock, BookingQuote, BookingTypeHandler } from '../bookings/booking-types';
import { createRestaurantsRepository, type RestaurantRow, type RestaurantsRepository } from './repository';
import { dateWindowProblem, partyLimit, slotChoices, slotDay } from './service';
import { nearestTimes, nowMinutes, startsLateEnough } from './slots';
import { lineWords } from '../bookings/line-labels';
import { localizedNames, pick, languageOf } from '../../lib/lang';

/** Reference prefix of table reservations: TR-123456. */
export const RESTAURANT_REFERENCE_PREFIX = 'TR';

/** What a reservation stores as its details. */
export interface StoredRestaurantDetails extends Record<string, unknown> {
  restaurantId: string;
  restaurantSlug: string;
  restaurantName: string;
  date: string;
  time: string;
  partySize: number;
  seatingMinutes: number;
  startsAt: number;
  endsAt: number;
  /** Ties the booking to its row in table_reservations. */
  reservationKey: string;
  image: string | null;
  address: string;
}

const reposByDb = new WeakMap<Db, RestaurantsRepository>();
function repoFor(db: Db): RestaurantsRepository {
  let repo = reposByDb.get(db);
  if (!repo) {
    repo = createRestaurantsRepository(db);
    reposByDb.set(db, repo);
  }
  return repo;
}

/** The 409 for a time with no free table for the party, or one staff closed, with the nearest free times. */
function noTable(repo: RestaurantsRepository, restaurant: RestaurantRow, date: string, time: string, partySize: number, now: Date) {
  const nowAt = nowMinutes(now);
  const choices = slotChoices(repo, restaurant, date, partySize);
  const free = choices.filter((slot) => slot.freeTables.length > 0 && startsLateEnough(slot.startsAt, nowAt)).map((slot) => slot.time);
  const nearest = nearestTimes(free, time);
  const values = { party: partySize, date, time, nearest: nearest.join(', ') };
  // A closed time is not "no table free": a larger or smaller party would not get it either.
  const closed = choices.find((slot) => slot.time === time)?.closedByStaff ?? false;
  const messages = closed
    ? [RESTAURANT_MESSAGES.timeClosed, RESTAURANT_MESSAGES.timeClosedThatDay]
    : [RESTAURANT_MESSAGES.noTable, RESTAURANT_MESSAGES.noTableThatDay];
  return conflict(fillTemplate(nearest.length ? messages[0] : messages[1], values));
}

/**
 * Bookings of type "restaurant": a table for a party at a date and time. Nothing is charged online
 * (the bill is paid at the restaurant: payment method payAtHotel, "pay at the venue"), so the
 * subtotal is 0. Reserving takes the smallest free active table that seats the party for the whole
 * seating with a guarded INSERT into table_reservations; releasing deletes that row.
 */
export function createRestaurantBookingHandler(options: { now?: () => Date } = {}): BookingTypeHandler {
  const clock = options.now;
  return {
    type: 'restaurant',
    referencePrefix: RESTAURANT_REFERENCE_PREFIX,
    detailsSchema: RestaurantBookingDetails,
    paymentMethods: ['payAtHotel'],

    quote(details, { db, now: coreNow, request }): BookingQuote {
      const now = clock ? clock() : coreNow;
      const input = details as unknown as RestaurantBookingDetails;
      const repo = repoFor(db);
      const restaurant = repo.find(String(input.restaurantId));
      if (!restaurant || !restaurant.active) throw notFound(RESTAURANT_MESSAGES.notFound);
      const problem = dateWindowProblem(input.date, now);
      if (problem) throw badRequest(problem);
      if (!isIsoTime(input.time)) throw badRequest(RESTAURANT_MESSAGES.time);
      const limit = partyLimit(repo, restaurant);
      if (input.partySize > limit) throw badRequest(fillTemplate(RESTAURANT_MESSAGES.partyTooLarge, { max: limit }));
      const { choices, dayClosed } = slotDay(repo, restaurant, input.date, input.partySize);
      if (dayClosed) throw conflict(fillTemplate(RESTAURANT_MESSAGES.dayClosed, { date: input.date }));
      const slot = choices.find((s) => s.time === input.time);
      if (!slot) throw badRequest(RESTAURANT_MESSAGES.notASlot);
      if (!startsLateEnough(slot.startsAt, nowMinutes(now))) throw badRequest(RESTAURANT_MESSAGES.tooLate);
      if (slot.freeTables.length === 0) throw noTable(repo, restaurant, input.date, input.time, input.partySize, now);
      const name = pick(restaurant.name, 'en');
      const lang = languageOf(request);
      const serviceStartsAt = zonedDateTimeToIso(input.date, input.time);
      const stored: StoredRestaurantDetails = {
        restaurantId: restaurant.id,
        restaurantSlug: restaurant.slug,
        restaurantName: name,
        localizedNames: localizedNames({ restaurantName: restaurant.name }),
        date: input.date,
        time: input.time,
        partySize: input.partySize,
        seatingMinutes: restaurant.seatingMinutes,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        reservationKey: randomUUID(),
        image: restaurant.images[0] ?? null,
        address: [restaurant.address.street, restaurant.address.city].filter(Boolean).join(', '),
      };
      return {
        startDate: input.date,
        endDate: null,
        startTime: input.time,
        serviceStartsAt,
        serviceEndsAt: new Date(Date.parse(serviceStartsAt) + restaurant.seatingMinutes * 60_000).toISOString(),
        guests: input.partySize,
        lineItems: [
          {
            ...lineWords('table', lang, { party: input.partySize, date: input.date, time: input.time }, restaurant.name),
            quantity: 1,
            unitPriceCents: 0,
            totalCents: 0,
          },
        ],
        subtotalCents: 0,
        details: stored,
      };
    },

    reserve(db, quote) {
      const details = quote.details as StoredRestaurantDetails;
      const repo = repoFor(db);
      const restaurant = repo.get(details.restaurantId);
      if (!restaurant || !restaurant.active) throw notFound(RESTAURANT_MESSAGES.notFound);
      // Read again under the write lock: the tables offered and free now, smallest first.
      const slot = slotChoices(repo, restaurant, details.date, details.partySize).find((s) => s.time === details.time);
      for (const table of slot?.freeTables ?? []) {
        if (repo.takeTable(details.reservationKey, restaurant.id, table.id, details.startsAt, details.endsAt)) return;
      }
      throw noTable(repo, restaurant, details.date, details.time, details.partySize, clock ? clock() : new Date());
    },

    release(db, booking: BookedStock) {
      const key = (booking.details as Partial<StoredRestaurantDetails>).reservationKey;
      if (typeof key === 'string') repoFor(db).release(key);
    },

    heldTable(db, booking: BookedStock) {
      const key = (booking.details as Partial<StoredRestaurantDetails>).reservationKey;
      return typeof key === 'string' ? (repoFor(db).tableOf(key) ?? null) : null;
    },
  };
}
