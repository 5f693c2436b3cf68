import { badRequest, notFound } from '../../lib/http-error';
import { addDays, isIsoDate, todayIso } from '@trabzon/dates';
import { STAY_MESSAGES } from '@trabzon/contracts/stay-messages';
import { fillTemplate } from '@trabzon/contracts/templates';
import { STAY_MAX_DAYS_AHEAD as MAX_DAYS_AHEAD, STAY_MAX_NIGHTS as MAX_NIGHTS } from '@trabzon/contracts/validation';
import { nightPriceCents, undiscountedNightPriceCents } from './pricing';
import type { HotelsRepository, StayHotel, StayRoom } from './repository';
import type { InventoryRepository, NightRecord } from './inventory-repository';

/** Longest stay one search or booking may cover: the contract's, which the hotel screens keep to too. */
export { MAX_NIGHTS };
/** Latest check-in, in days from today: the contract's, where the hotel date fields end too. */
export { MAX_DAYS_AHEAD };

export const STAY_TEXT = {
  ...STAY_MESSAGES,
  tooFarAhead: fillTemplate(STAY_MESSAGES.tooFarAhead, { value: MAX_DAYS_AHEAD }),
  tooLong: fillTemplate(STAY_MESSAGES.tooLong, { value: MAX_NIGHTS }),
  tooManyGuests: (capacity: number) =>
    capacity === 1 ? STAY_MESSAGES.singleGuest : fillTemplate(STAY_MESSAGES.tooManyGuests, { value: capacity }),
} as const;

/**
 * Checks a stay's dates (YYYY-MM-DD, hotel time): real dates, check-out after check-in, check-in
 * from today to MAX_DAYS_AHEAD, at most MAX_NIGHTS. Answers the nights (check-in up to check-out,
 * exclusive).
 * @throws HttpError 400 with one of STAY_TEXT's messages
 */
export function validateStayDates(checkIn: unknown, checkOut: unknown, now: Date): string[] {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) throw badRequest(STAY_TEXT.badDates);
  if (checkOut <= checkIn) throw badRequest(STAY_TEXT.checkOutAfterCheckIn);
  const today = todayIso(now);
  if (checkIn < today) throw badRequest(STAY_TEXT.pastCheckIn);
  if (checkIn > latestCheckIn(today)) throw badRequest(STAY_TEXT.tooFarAhead);
  const nights = nightsUpTo(checkIn, checkOut, MAX_NIGHTS + 1);
  if (nights.length > MAX_NIGHTS) throw badRequest(STAY_TEXT.tooLong);
  return nights;
}

/** The last day one may check in on, from `today`: kept, as it changes once a day (every quote asks). */
let latest = { today: '', day: '' };
function latestCheckIn(today: string): string {
  if (latest.today !== today) latest = { today, day: addDays(today, MAX_DAYS_AHEAD) };
  return latest.day;
}

/** The nights from check-in up to check-out, at most `max` of them (days compare as YYYY-MM-DD text). */
function nightsUpTo(checkIn: string, checkOut: string, max: number): string[] {
  const nights: string[] = [];
  for (let day = checkIn; day < checkOut && nights.length < max; day = addDays(day, 1)) nights.push(day);
  return nights;
}

export interface PricedNight {
  date: string;
  record: NightRecord | undefined;
  priceCents: number | null;
  originalCents: number | null;
  roomsLeft: number;
  blocked: boolean;
}

export interface StayEvaluation {
  hotel: StayHotel;
  room: StayRoom;
  nights: PricedNight[];
  bookable: boolean;
  reason?: string;
  totalCents: number;
}

/**
 * Prices a stay from the inventory and tells whether it can be booked: every night has a record,
 * is not blocked and has a room left. 404 for an unknown (or inactive) hotel or a room type not
 * of that hotel; 400 for bad dates or too many guests.
 */
export function evaluateStay(
  repos: { hotels: HotelsRepository; inventory: InventoryRepository },
  input: { hotel: string; roomTypeId: string; checkIn: unknown; checkOut: unknown; guests?: number | undefined },
  now: Date,
): StayEvaluation {
  const dates = validateStayDates(input.checkIn, input.checkOut, now);
  const hotel = repos.hotels.stayHotel(input.hotel);
  if (!hotel || !hotel.active) throw notFound(STAY_TEXT.hotelNotFound);
  const room = repos.hotels.stayRoom(input.roomTypeId);
  if (!room || room.hotelId !== hotel.id) throw notFound(STAY_TEXT.roomTypeNotFound);
  const guests = input.guests ?? 1;
  if (guests > room.capacity) throw badRequest(STAY_TEXT.tooManyGuests(room.capacity));

  const priced = priceNights(dates, repos.inventory.stayNights(room.id, dates[0]!, input.checkOut as string));
  return { hotel, room, ...priced };
}

/**
 * Prices the nights of a stay (check-in up to check-out, exclusive) from a room type's inventory
 * records over them: bookable when every night has a record, is not blocked and has a room left.
 */
export function priceNights(dates: string[], rows: NightRecord[]): Omit<StayEvaluation, 'hotel' | 'room'> {
  const records = new Map(rows.map((row) => [row.date, row]));
  let totalCents = 0;
  let missing = false;
  let full = false;
  const nights = dates.map((date): PricedNight => {
    const record = records.get(date);
    if (!record) {
      missing = true;
      return { date, record, priceCents: null, originalCents: null, roomsLeft: 0, blocked: false };
    }
    const priceCents = nightPriceCents(record);
    totalCents += priceCents;
    if (record.blocked || record.availableRooms < 1) full = true;
    return {
      date,
      record,
      priceCents,
      originalCents: undiscountedNightPriceCents(record),
      roomsLeft: record.blocked ? 0 : record.availableRooms,
      blocked: record.blocked,
    };
  });
  const reason = full ? STAY_TEXT.unavailable : missing ? STAY_TEXT.notOffered : undefined;
  return { nights, bookable: !reason, ...(reason ? { reason } : {}), totalCents };
}
