import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotelInventory, hotels, roomTypes } from '../../db/schema';
import type { Translated } from '../../db/schema/common';
import { isUniqueViolation } from '../../db/transaction';
import { addDays, nightsOf } from '@trabzon/dates';

export type InventoryRow = typeof hotelInventory.$inferSelect;
export type NewInventoryRow = typeof hotelInventory.$inferInsert;
export type InventoryListRow = InventoryRow & { hotelName: Translated; roomTypeName: Translated };
/** What pricing a night and telling whether it can be booked read of its record (see priceNights). */
export type NightRecord = Pick<
  InventoryRow,
  'date' | 'availableRooms' | 'blocked' | 'basePriceCents' | 'priceModifier' | 'seasonalAdjustment' | 'promotionDiscount'
>;

/** Thrown when a record for that room type and date exists already. */
export class InventoryExistsError extends Error {
  constructor() {
    super('inventory exists');
    this.name = 'InventoryExistsError';
  }
}

/** Booking statuses that hold a room (a cancelled booking gave its room back). */
const HOLDING = `('pending','confirmed','completed')`;

const listColumns = {
  id: hotelInventory.id,
  hotelId: hotelInventory.hotelId,
  roomTypeId: hotelInventory.roomTypeId,
  date: hotelInventory.date,
  totalRooms: hotelInventory.totalRooms,
  availableRooms: hotelInventory.availableRooms,
  basePriceCents: hotelInventory.basePriceCents,
  priceModifier: hotelInventory.priceModifier,
  seasonalAdjustment: hotelInventory.seasonalAdjustment,
  promotionDiscount: hotelInventory.promotionDiscount,
  promotionCode: hotelInventory.promotionCode,
  blocked: hotelInventory.blocked,
  blockReason: hotelInventory.blockReason,
  notes: hotelInventory.notes,
  updatedAt: hotelInventory.updatedAt,
  hotelName: hotels.name,
  roomTypeName: roomTypes.name,
};

/**
 * Rooms and prices per room type and night. Stock only ever moves through the guarded UPDATEs
 * here (reserve: − 1 while a room is left and the night is not blocked; release: + 1, never above
 * the total), backed by the table's CHECK (0 ≤ available ≤ total).
 */
export function createInventoryRepository(db: Db) {
  const sqlite = db.$client;
  const nights = db
    .select()
    .from(hotelInventory)
    .where(
      and(
        eq(hotelInventory.roomTypeId, sql.placeholder('roomTypeId')),
        gte(hotelInventory.date, sql.placeholder('from')),
        lt(hotelInventory.date, sql.placeholder('to')),
      ),
    )
    .orderBy(asc(hotelInventory.date))
    .prepare();
  const nightsOfHotel = db
    .select()
    .from(hotelInventory)
    .where(
      and(
        eq(hotelInventory.hotelId, sql.placeholder('hotelId')),
        gte(hotelInventory.date, sql.placeholder('from')),
        lt(hotelInventory.date, sql.placeholder('to')),
      ),
    )
    .orderBy(asc(hotelInventory.roomTypeId), asc(hotelInventory.date))
    .prepare();
  const byId = db
    .select(listColumns)
    .from(hotelInventory)
    .innerJoin(hotels, eq(hotels.id, hotelInventory.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, hotelInventory.roomTypeId))
    .where(eq(hotelInventory.id, sql.placeholder('id')))
    .prepare();
  // Every quote and booking reads these: only the columns a price needs, no Drizzle row mapping.
  const stayNights = sqlite.prepare(`
    SELECT date, available_rooms AS availableRooms, blocked, base_price_cents AS basePriceCents, price_modifier AS priceModifier,
      seasonal_adjustment AS seasonalAdjustment, promotion_discount AS promotionDiscount
    FROM hotel_inventory WHERE room_type_id = ? AND date >= ? AND date < ? ORDER BY date`);
  const reserve = sqlite.prepare(`
    UPDATE hotel_inventory SET available_rooms = available_rooms - 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE room_type_id = ? AND date = ? AND blocked = 0 AND available_rooms >= 1`);
  const release = sqlite.prepare(`
    UPDATE hotel_inventory SET available_rooms = available_rooms + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE room_type_id = ? AND date = ? AND available_rooms < total_rooms`);
  const insertNight = sqlite.prepare(`
    INSERT INTO hotel_inventory (id, hotel_id, room_type_id, date, total_rooms, available_rooms, base_price_cents,
      price_modifier, seasonal_adjustment, promotion_discount, promotion_code, blocked, block_reason, notes)
    VALUES (@id, @hotelId, @roomTypeId, @date, @totalRooms, @availableRooms, @basePriceCents,
      @priceModifier, @seasonalAdjustment, @promotionDiscount, @promotionCode, @blocked, @blockReason, @notes)`);
  const bookingsOverlapping = sqlite.prepare(`
    SELECT start_date AS checkIn, end_date AS checkOut FROM bookings
    WHERE type = 'hotel' AND status IN ${HOLDING}
      AND start_date < @to AND end_date > @from
      AND json_extract(details, '$.roomTypeId') = @roomTypeId`);
  const holdingBookingsOfHotel = sqlite.prepare(`
    SELECT count(*) AS n FROM bookings
    WHERE type = 'hotel' AND status IN ('pending','confirmed') AND end_date > @today
      AND json_extract(details, '$.hotelId') = @hotelId`);
  const mostGuestsOfRoom = sqlite.prepare(`
    SELECT coalesce(max(guests), 0) AS n FROM bookings
    WHERE type = 'hotel' AND status IN ('pending','confirmed') AND end_date > @today
      AND json_extract(details, '$.roomTypeId') = @roomTypeId`);
  const holdingBookingsOfRoom = sqlite.prepare(`
    SELECT count(*) AS n FROM bookings
    WHERE type = 'hotel' AND status IN ('pending','confirmed') AND end_date > @today
      AND json_extract(details, '$.roomTypeId') = @roomTypeId`);

  /**
   * Inserts many nights with one prepared statement (call inside a transaction: 17,500 rows take
   * a few tens of milliseconds). Nights that exist already are an error.
   */
  function insertNights(rows: Iterable<Omit<NewInventoryRow, 'id' | 'updatedAt'>>): number {
    let n = 0;
    for (const row of rows) {
      insertNight.run({
        id: randomUUID(),
        hotelId: row.hotelId,
        roomTypeId: row.roomTypeId,
        date: row.date,
        totalRooms: row.totalRooms,
        availableRooms: row.availableRooms,
        basePriceCents: row.basePriceCents,
        priceModifier: row.priceModifier ?? 1,
        seasonalAdjustment: row.seasonalAdjustment ?? 0,
        promotionDiscount: row.promotionDiscount ?? 0,
        promotionCode: row.promotionCode ?? null,
        blocked: row.blocked ? 1 : 0,
        blockReason: row.blockReason ?? null,
        notes: row.notes ?? null,
      });
      n++;
    }
    return n;
  }

  /**
   * Rooms held by bookings (pending, confirmed or completed) of the room type on each night
   * from `from` up to, not including, `to`: the count the admin cannot go below.
   */
  function bookedByNight(roomTypeId: string, from: string, to: string): Map<string, number> {
    const booked = new Map<string, number>();
    const rows = bookingsOverlapping.all({ roomTypeId, from, to }) as { checkIn: string; checkOut: string | null }[];
    for (const row of rows) {
      if (!row.checkOut) continue;
      for (const night of nightsOf(row.checkIn < from ? from : row.checkIn, row.checkOut > to ? to : row.checkOut)) {
        booked.set(night, (booked.get(night) ?? 0) + 1);
      }
    }
    return booked;
  }

  return {
    /** The records of the nights from `from` up to, not including, `to`, by date. */
    nights(roomTypeId: string, from: string, to: string): InventoryRow[] {
      return nights.all({ roomTypeId, from, to });
    },

    /** The nights' records as a stay's price reads them (see `nights` for the whole records). */
    stayNights(roomTypeId: string, from: string, to: string): NightRecord[] {
      const rows = stayNights.all(roomTypeId, from, to) as (Omit<NightRecord, 'blocked'> & { blocked: number | boolean })[];
      for (const row of rows) row.blocked = row.blocked === 1;
      return rows as NightRecord[];
    },

    /** Every room type's records of the nights from `from` up to, not including, `to`: one query for a hotel page. */
    nightsOfHotel(hotelId: string, from: string, to: string): InventoryRow[] {
      return nightsOfHotel.all({ hotelId, from, to });
    },

    /** Takes one room of the night; false when it is blocked, sold out or has no record. */
    reserveNight(roomTypeId: string, date: string): boolean {
      return reserve.run(roomTypeId, date).changes === 1;
    },

    /** Gives one room of the night back (never above the total); false when nothing changed. */
    releaseNight(roomTypeId: string, date: string): boolean {
      return release.run(roomTypeId, date).changes === 1;
    },

    find(id: string): InventoryListRow | undefined {
      return byId.get({ id });
    },

    /** Records by hotel, room type and date range (inclusive), by date then room type. */
    list(filter: { hotelId?: string; roomTypeId?: string; from?: string; to?: string }, limit: number, offset: number) {
      const conditions: SQL[] = [];
      if (filter.hotelId) conditions.push(eq(hotelInventory.hotelId, filter.hotelId));
      if (filter.roomTypeId) conditions.push(eq(hotelInventory.roomTypeId, filter.roomTypeId));
      if (filter.from) conditions.push(gte(hotelInventory.date, filter.from));
      if (filter.to) conditions.push(lte(hotelInventory.date, filter.to));
      const where = conditions.length ? and(...conditions) : undefined;
      const rows = db
        .select(listColumns)
        .from(hotelInventory)
        .innerJoin(hotels, eq(hotels.id, hotelInventory.hotelId))
        .innerJoin(roomTypes, eq(roomTypes.id, hotelInventory.roomTypeId))
        .where(where)
        .orderBy(asc(hotelInventory.date), asc(roomTypes.sortOrder), asc(hotelInventory.roomTypeId))
        .limit(limit)
        .offset(offset)
        .all();
      const total = db.select({ n: count() }).from(hotelInventory).where(where).get()?.n ?? 0;
      return { rows, total };
    },

    /** @throws InventoryExistsError */
    insert(values: Omit<NewInventoryRow, 'id'>): string {
      const id = randomUUID();
      try {
        db.insert(hotelInventory)
          .values({ ...values, id })
          .run();
      } catch (error) {
        if (isUniqueViolation(error)) throw new InventoryExistsError();
        throw error;
      }
      return id;
    },

    update(id: string, changes: Partial<NewInventoryRow>): void {
      db.update(hotelInventory)
        .set({ ...changes, updatedAt: new Date().toISOString() })
        .where(eq(hotelInventory.id, id))
        .run();
    },

    delete(id: string): boolean {
      return db.delete(hotelInventory).where(eq(hotelInventory.id, id)).run().changes === 1;
    },

    insertNights,

    /** `days` nights from `from` for a new room type, all at its price and total. */
    createNightsFor(
      room: { id: string; hotelId: string; totalRooms: number; pricePerNightCents: number },
      from: string,
      days: number,
    ): number {
      const rows = [];
      for (let i = 0; i < days; i++) {
        rows.push({
          hotelId: room.hotelId,
          roomTypeId: room.id,
          date: addDays(from, i),
          totalRooms: room.totalRooms,
          availableRooms: room.totalRooms,
          basePriceCents: room.pricePerNightCents,
        });
      }
      return insertNights(rows);
    },

    bookedByNight,

    bookedOn(roomTypeId: string, date: string): number {
      return bookedByNight(roomTypeId, date, addDays(date, 1)).get(date) ?? 0;
    },

    /** Pending or confirmed hotel bookings of the hotel (or room type) that have not ended by `today`. */
    openBookingsOfHotel(hotelId: string, today: string): number {
      return (holdingBookingsOfHotel.get({ hotelId, today }) as { n: number }).n;
    },

    /** The most guests of one pending or confirmed booking of the room type not ended by `today` (0: none). */
    mostGuestsBooked(roomTypeId: string, today: string): number {
      return (mostGuestsOfRoom.get({ roomTypeId, today }) as { n: number }).n;
    },

    openBookingsOfRoomType(roomTypeId: string, today: string): number {
      return (holdingBookingsOfRoom.get({ roomTypeId, today }) as { n: number }).n;
    },
  };
}

export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
