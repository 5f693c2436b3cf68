import type {
  Availability,
  AvailabilityQuery,
  BulkInventoryRequest,
  BulkInventoryResponse,
  InventoryChanges,
  InventoryCreate,
  InventoryListQuery,
  InventoryListResponse,
  InventoryRecord,
  InventoryUpdate,
  InventoryWriteResponse,
  MessageResponse,
  StayPrices,
  StayPricesQuery,
} from '@trabzon/contracts';
import type { Db } from '../../db/client';
import { immediate } from '../../db/transaction';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error';
import { addDays, daysBetween, dayOfWeek, daysOfWeekIn, isIsoDate, todayIso } from '@trabzon/dates';
import {
  InventoryExistsError,
  type InventoryListRow,
  type InventoryRepository,
  type InventoryRow,
  type NewInventoryRow,
} from './inventory-repository';
import { nightPriceCents, toCents, toUsd, undiscountedNightPriceCents } from './pricing';
import type { HotelsRepository, RoomTypeRow } from './repository';
import { STAY_TEXT, evaluateStay, priceNights, validateStayDates } from './stay';
import {
  ADMIN_DAYS_AHEAD,
  BULK_MAX_DAYS,
  INVENTORY_MESSAGES,
  INVENTORY_SUCCESS,
  NIGHT_PRICE_MAX,
} from '@trabzon/contracts/inventory-messages';
import { fillTemplate } from '@trabzon/contracts/templates';
import { pick, type Lang } from '../../lib/lang';

/** The admin inventory screen's messages (spec sections 5 and 8), answered as they are. */
export const INVENTORY_TEXT = {
  ...INVENTORY_MESSAGES,
  ...INVENTORY_SUCCESS,
  identityFixed: 'The hotel, room type and date of a record cannot be changed; add a new record instead',
} as const;

export const INVENTORY_PAGE_SIZE = 100;

/** A night's price parts when none is given (the columns' defaults): no modifier, no season. */
const PRICE_DEFAULTS = { priceModifier: 1, seasonalAdjustment: 0 };

const blank = (value: string | null | undefined): boolean => value === undefined || value === null || value.trim() === '';

interface Deps {
  db: Db;
  repos: { hotels: HotelsRepository; inventory: InventoryRepository };
  now?: () => Date;
}

/** Hotel inventory: availability for guests, and the admin's records, edits and bulk updates. */
export function createInventoryService({ db, repos, now = () => new Date() }: Deps) {
  const { hotels, inventory } = repos;

  /** 400 unless every date is from today to ADMIN_DAYS_AHEAD. */
  function checkWindow(...dates: string[]): void {
    const today = todayIso(now());
    if (dates.some((date) => date < today || daysBetween(today, date) > ADMIN_DAYS_AHEAD)) throw badRequest(INVENTORY_TEXT.outsideWindow);
  }

  function toRecord(row: InventoryListRow, lang: Lang = 'en'): InventoryRecord {
    return {
      _id: row.id,
      hotel: row.hotelId,
      hotelName: pick(row.hotelName, lang),
      roomType: row.roomTypeId,
      roomTypeName: pick(row.roomTypeName, lang),
      date: row.date,
      totalRooms: row.totalRooms,
      availableRooms: row.availableRooms,
      basePrice: toUsd(row.basePriceCents),
      priceModifier: row.priceModifier,
      seasonalAdjustment: row.seasonalAdjustment,
      promotionDiscount: row.promotionDiscount,
      promotionCode: row.promotionCode,
      blocked: row.blocked,
      blockReason: row.blockReason,
      notes: row.notes,
      price: toUsd(nightPriceCents(row)),
      updatedAt: row.updatedAt,
    };
  }

  /** The hotel and room type an admin write names: 400 when missing, 404 when unknown. */
  function hotelAndRoom(
    hotelKey: string | null | undefined,
    roomTypeId: string | null | undefined,
  ): { hotelId: string; room: RoomTypeRow } {
    if (blank(hotelKey)) throw badRequest(INVENTORY_TEXT.selectHotel);
    if (blank(roomTypeId)) throw badRequest(INVENTORY_TEXT.selectRoomType);
    const hotel = hotels.find(hotelKey!.trim());
    if (!hotel) throw notFound(STAY_TEXT.hotelNotFound);
    const room = hotels.roomType(roomTypeId!.trim());
    if (!room || room.hotelId !== hotel.id) throw notFound(STAY_TEXT.roomTypeNotFound);
    return { hotelId: hotel.id, room };
  }

  /** The columns an edit sets, from the request's fields (only those present). */
  function changedColumns(input: InventoryChanges): Partial<NewInventoryRow> {
    const set: Partial<NewInventoryRow> = {};
    if (input.basePrice !== undefined && input.basePrice !== null) set.basePriceCents = toCents(input.basePrice);
    if (input.priceModifier !== undefined) set.priceModifier = input.priceModifier ?? PRICE_DEFAULTS.priceModifier;
    if (input.seasonalAdjustment !== undefined) set.seasonalAdjustment = input.seasonalAdjustment ?? PRICE_DEFAULTS.seasonalAdjustment;
    if (input.promotionDiscount !== undefined) set.promotionDiscount = input.promotionDiscount ?? 0;
    if (input.promotionCode !== undefined) set.promotionCode = blank(input.promotionCode) ? null : input.promotionCode!.trim();
    if (input.notes !== undefined) set.notes = blank(input.notes) ? null : input.notes!.trim();
    if (input.blockReason !== undefined) set.blockReason = blank(input.blockReason) ? null : input.blockReason!.trim();
    if (input.blocked !== undefined && input.blocked !== null) {
      set.blocked = input.blocked;
      if (!input.blocked) set.blockReason = null;
    }
    return set;
  }

  /**
   * Applies an edit to one night (existing or about to be created) and checks the result:
   * a blocked night needs a reason; available ≤ total; total ≥ rooms booked; an unchanged
   * available follows a new total (available = total − booked).
   */
  function resolveNight(
    current: { totalRooms: number; availableRooms: number; blocked: boolean; blockReason: string | null },
    input: InventoryChanges,
    booked: number,
  ): { totalRooms: number; availableRooms: number } {
    const totalRooms = input.totalRooms ?? current.totalRooms;
    const explicitAvailable =
      input.availableRooms !== undefined && input.availableRooms !== null && input.availableRooms !== current.availableRooms;
    if (explicitAvailable && input.availableRooms! > totalRooms) throw badRequest(INVENTORY_TEXT.availableAboveTotal);
    if (totalRooms < booked) throw conflict(fillTemplate(INVENTORY_TEXT.totalBelowBooked, { booked }));
    let availableRooms = current.availableRooms;
    if (explicitAvailable) {
      availableRooms = input.availableRooms!;
      if (availableRooms > totalRooms - booked)
        throw conflict(fillTemplate(INVENTORY_TEXT.availableAboveFree, { free: totalRooms - booked, booked }));
    } else if (totalRooms !== current.totalRooms) {
      availableRooms = totalRooms - booked;
    }
    if (availableRooms > totalRooms) throw badRequest(INVENTORY_TEXT.availableAboveTotal);
    return { totalRooms, availableRooms };
  }

  function checkBlockReason(input: InventoryChanges, current: { blocked: boolean; blockReason: string | null }): void {
    const blocked = input.blocked ?? current.blocked;
    if (!blocked) return;
    const reason = input.blockReason !== undefined ? input.blockReason : current.blockReason;
    if (blank(reason)) throw badRequest(INVENTORY_TEXT.blockReasonRequired);
  }

  /**
   * 400 when the night would cost more than NIGHT_PRICE_MAX: each part is bounded, but a ×100
   * modifier and +1000 % together made a $100,000 base price $110,000,000 a night. A promotion
   * only lowers the price, so the figure checked is the one before it.
   */
  function checkNightPrice(night: { basePriceCents: number; priceModifier: number; seasonalAdjustment: number }): void {
    if (undiscountedNightPriceCents(night) > NIGHT_PRICE_MAX * 100) throw badRequest(INVENTORY_TEXT.priceTooHigh);
  }

  function writeError(error: unknown): never {
    if (error instanceof InventoryExistsError) throw conflict(INVENTORY_TEXT.exists);
    throw error;
  }

  return {
    toRecord,

    /** GET /api/inventory/hotels/:hotelId/:roomTypeId/availability. */
    availability(hotelKey: string, roomTypeId: string, query: AvailabilityQuery): Availability {
      const stay = evaluateStay(
        repos,
        { hotel: hotelKey, roomTypeId, checkIn: query.checkIn, checkOut: query.checkOut, guests: query.guests },
        now(),
      );
      return {
        bookable: stay.bookable,
        ...(stay.reason ? { reason: stay.reason } : {}),
        nights: stay.nights.map((night) => ({
          date: night.date,
          price: night.priceCents === null ? null : toUsd(night.priceCents),
          originalPrice: night.originalCents === null ? null : toUsd(night.originalCents),
          roomsLeft: night.roomsLeft,
          blocked: night.blocked,
        })),
        total: toUsd(stay.totalCents),
        currency: 'USD',
        nightsCount: stay.nights.length,
      };
    },

    /**
     * GET /api/inventory/hotels/:hotelId/stay-prices: each room type's price for the stay, as its
     * availability and checkout price it, so the hotel page lists the stay's prices, not base prices.
     */
    stayPrices(hotelKey: string, query: StayPricesQuery): StayPrices {
      const dates = validateStayDates(query.checkIn, query.checkOut, now());
      const hotel = hotels.stayHotel(hotelKey);
      if (!hotel || !hotel.active) throw notFound(STAY_TEXT.hotelNotFound);
      // One read for every room type's nights, not one per room type.
      const byRoom = new Map<string, InventoryRow[]>();
      for (const row of inventory.nightsOfHotel(hotel.id, dates[0]!, query.checkOut)) {
        const rows = byRoom.get(row.roomTypeId);
        if (rows) rows.push(row);
        else byRoom.set(row.roomTypeId, [row]);
      }
      const rooms = hotels.roomTypes(hotel.id).map((room) => {
        const { bookable, totalCents } = priceNights(dates, byRoom.get(room.id) ?? []);
        return {
          roomTypeId: room.id,
          bookable,
          pricePerNight: bookable ? toUsd(Math.round(totalCents / dates.length)) : null,
          total: bookable ? toUsd(totalCents) : null,
        };
      });
      return { rooms, currency: 'USD', nightsCount: dates.length };
    },

    /** GET /api/inventory: by hotel, room type and date range (both ends included), paged. */
    list(query: InventoryListQuery, lang: Lang): InventoryListResponse {
      for (const date of [query.from, query.to]) if (date && !isIsoDate(date)) throw badRequest(INVENTORY_TEXT.badDate);
      let hotelId: string | undefined;
      if (query.hotel) {
        const hotel = hotels.find(query.hotel);
        if (!hotel) return { results: [], total: 0, pages: 0, page: query.page ?? 1 };
        hotelId = hotel.id;
      }
      const limit = query.limit ?? INVENTORY_PAGE_SIZE;
      const pageNumber = query.page ?? 1;
      const { rows, total } = inventory.list(
        { hotelId, roomTypeId: query.roomType || undefined, from: query.from || undefined, to: query.to || undefined },
        limit,
        (pageNumber - 1) * limit,
      );
      return { results: rows.map((row) => toRecord(row, lang)), total, pages: Math.ceil(total / limit), page: pageNumber };
    },

    /** POST /api/inventory. */
    create(input: InventoryCreate): InventoryWriteResponse {
      const { hotelId, room } = hotelAndRoom(input.hotel, input.roomType);
      if (blank(input.date)) throw badRequest(INVENTORY_TEXT.selectDate);
      const date = input.date!.trim();
      if (!isIsoDate(date)) throw badRequest(INVENTORY_TEXT.badDate);
      checkWindow(date);
      if (input.totalRooms === undefined || input.totalRooms === null) throw badRequest(INVENTORY_TEXT.totalRequired);
      if (input.availableRooms === undefined || input.availableRooms === null) throw badRequest(INVENTORY_TEXT.availableRequired);
      if (input.basePrice === undefined || input.basePrice === null) throw badRequest(INVENTORY_TEXT.basePriceRequired);
      checkBlockReason(input, { blocked: false, blockReason: null });
      if (input.availableRooms > input.totalRooms) throw badRequest(INVENTORY_TEXT.availableAboveTotal);
      const columns = { ...PRICE_DEFAULTS, ...changedColumns(input), basePriceCents: toCents(input.basePrice) };
      checkNightPrice(columns);
      try {
        const id = immediate(db, () => {
          // An existing night is the answer, before what its bookings would allow.
          if (inventory.nights(room.id, date, addDays(date, 1)).length > 0) throw conflict(INVENTORY_TEXT.exists);
          const booked = inventory.bookedOn(room.id, date);
          if (input.totalRooms! < booked) throw conflict(fillTemplate(INVENTORY_TEXT.totalBelowBooked, { booked }));
          if (input.availableRooms! > input.totalRooms! - booked) {
            throw conflict(fillTemplate(INVENTORY_TEXT.availableAboveFree, { free: input.totalRooms! - booked, booked }));
          }
          return inventory.insert({
            ...columns,
            hotelId,
            roomTypeId: room.id,
            date,
            totalRooms: input.totalRooms!,
            availableRooms: input.availableRooms!,
          });
        });
        return { message: INVENTORY_TEXT.added, record: toRecord(inventory.find(id)!) };
      } catch (error) {
        return writeError(error);
      }
    },

    /** PUT /api/inventory/:id: any field; identity fields may be echoed but not changed. */
    update(id: string, input: InventoryUpdate): InventoryWriteResponse {
      const current = inventory.find(id);
      if (!current) throw notFound(INVENTORY_TEXT.notFound);
      if (input.hotel !== undefined && input.hotel !== null && input.hotel !== current.hotelId) {
        const hotel = hotels.find(input.hotel);
        if (hotel?.id !== current.hotelId) throw badRequest(INVENTORY_TEXT.identityFixed);
      }
      if ((input.roomType != null && input.roomType !== current.roomTypeId) || (input.date != null && input.date !== current.date)) {
        throw badRequest(INVENTORY_TEXT.identityFixed);
      }
      if (input.totalRooms === null) throw badRequest(INVENTORY_TEXT.totalRequired);
      if (input.availableRooms === null) throw badRequest(INVENTORY_TEXT.availableRequired);
      if (input.basePrice === null) throw badRequest(INVENTORY_TEXT.basePriceRequired);
      checkBlockReason(input, current);
      if (input.totalRooms !== undefined && input.availableRooms !== undefined && input.availableRooms > input.totalRooms) {
        throw badRequest(INVENTORY_TEXT.availableAboveTotal);
      }
      immediate(db, () => {
        const fresh = inventory.find(id)!;
        const rooms = resolveNight(fresh, input, inventory.bookedOn(fresh.roomTypeId, fresh.date));
        const columns = changedColumns(input);
        checkNightPrice({ ...fresh, ...columns });
        inventory.update(id, { ...columns, ...rooms });
      });
      return { message: INVENTORY_TEXT.updated, record: toRecord(inventory.find(id)!) };
    },

    /** DELETE /api/inventory/:id: refused while bookings hold rooms that night. */
    remove(id: string): MessageResponse {
      immediate(db, () => {
        const current = inventory.find(id);
        if (!current) throw notFound(INVENTORY_TEXT.notFound);
        if (inventory.bookedOn(current.roomTypeId, current.date) > 0) throw conflict(INVENTORY_TEXT.bookedRecord);
        inventory.delete(id);
      });
      return { message: INVENTORY_TEXT.deleted };
    },

    /**
     * POST /api/inventory/bulk: the changes on every matching date from startDate to endDate
     * (inclusive). Dates without a record get one, from the room type's total rooms and price with
     * the changes on top. All or nothing: any night that fails its checks rolls the whole update back.
     */
    bulk(input: BulkInventoryRequest): BulkInventoryResponse {
      const { hotelId, room } = hotelAndRoom(input.hotel, input.roomType);
      if (blank(input.startDate) || blank(input.endDate)) throw badRequest(INVENTORY_TEXT.selectBothDates);
      const start = input.startDate!.trim();
      const end = input.endDate!.trim();
      if (!isIsoDate(start) || !isIsoDate(end)) throw badRequest(INVENTORY_TEXT.badDate);
      if (end < start) throw badRequest(INVENTORY_TEXT.endBeforeStart);
      const span = daysBetween(start, end) + 1;
      if (span > BULK_MAX_DAYS) throw badRequest(INVENTORY_TEXT.rangeTooLong);
      checkWindow(start, end);
      if (!input.dayTypes || input.dayTypes.length === 0) throw badRequest(INVENTORY_TEXT.selectDayType);
      const changes: InventoryChanges = input.changes ?? {};
      // Nothing to change would answer "applied" for nights left as they were.
      if (Object.values(changes).every((value) => value === undefined)) throw badRequest(INVENTORY_TEXT.noChanges);
      if (changes.blocked === true && blank(changes.blockReason)) throw badRequest(INVENTORY_TEXT.blockReasonRequired);
      if (changes.totalRooms != null && changes.availableRooms != null && changes.availableRooms > changes.totalRooms) {
        throw badRequest(INVENTORY_TEXT.availableAboveTotal);
      }
      const days = daysOfWeekIn(input.dayTypes);
      // Counted, not compared as text: the day after 9999-12-31 would sort before it.
      const dates = Array.from({ length: span }, (_, i) => addDays(start, i)).filter((date) => days.has(dayOfWeek(date)));
      // No night to change would answer "applied" for none.
      if (dates.length === 0) throw badRequest(INVENTORY_TEXT.noMatchingNights);

      try {
        return immediate(db, () => {
          const existing = new Map<string, InventoryRow>(inventory.nights(room.id, start, addDays(end, 1)).map((row) => [row.date, row]));
          const booked = inventory.bookedByNight(room.id, start, addDays(end, 1));
          const columns = changedColumns(changes);
          const created: Omit<NewInventoryRow, 'id' | 'updatedAt'>[] = [];
          for (const date of dates) {
            const row = existing.get(date);
            const taken = booked.get(date) ?? 0;
            const current = row ?? {
              totalRooms: room.totalRooms,
              availableRooms: Math.max(0, room.totalRooms - taken),
              blocked: false,
              blockReason: null,
            };
            checkBlockReason(changes, current);
            const rooms = resolveNight(current, changes, taken);
            checkNightPrice({ ...PRICE_DEFAULTS, basePriceCents: room.pricePerNightCents, ...row, ...columns });
            if (row) {
              inventory.update(row.id, { ...columns, ...rooms });
            } else {
              created.push({ hotelId, roomTypeId: room.id, date, basePriceCents: room.pricePerNightCents, ...columns, ...rooms });
            }
          }
          inventory.insertNights(created);
          return { message: INVENTORY_TEXT.bulkApplied, updated: dates.length, created: created.length, dates };
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        return writeError(error);
      }
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
