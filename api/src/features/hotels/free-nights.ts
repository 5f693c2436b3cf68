import type { Db } from '../../db/client';
import { nightPriceCents } from './pricing';

/** Days since 1970-01-01 of an ISO date (YYYY-MM-DD). */
function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
}

interface RoomTypeNights {
  hotelId: string;
  capacity: number;
  /** Day number of the first night the arrays below count from. */
  first: number;
  /**
   * Running totals from `first`: `freeBefore[d]` free nights and `centsBefore[d]` their prices in
   * cents (nightPriceCents) before night d, so a stay [a, b) is free on every night when
   * freeBefore[b] − freeBefore[a] = b − a and costs centsBefore[b] − centsBefore[a]: two reads
   * whatever its length. Float64 keeps a year of the dearest nights exact.
   */
  freeBefore: Int32Array;
  centsBefore: Float64Array;
}

/** A free night as the index reads it: its date and the terms of its price. */
interface FreeNightRow {
  date: string;
  base_price_cents: number;
  price_modifier: number;
  seasonal_adjustment: number;
  promotion_discount: number;
}
const NIGHT_COLUMNS = 'date, base_price_cents, price_modifier, seasonal_adjustment, promotion_discount';

/** Stays whose answers are kept (about 10 kB each at 200 hotels). */
const MAX_ANSWERS = 1_000;

/** Consumed changes are deleted from the log once this many have piled up. */
const PRUNE_AFTER = 1_000;

/**
 * Which room types can sell every night of a stay, answered from memory: the hotel search with dates
 * asked SQLite to count each room type's free nights (one index walk per room type, several ms per
 * search over 800 room types); here it is a few array reads. Triggers on hotel_inventory and
 * room_types (migration 0010) log every changed room type, whoever changed it and however, so each
 * search first reloads just those (usually none) and can never answer from stale stock. The log is
 * written in the changing transaction, so a rolled-back change leaves no entry and needs none.
 */
export function createFreeNightsIndex(db: Db) {
  const sqlite = db.$client;
  const lastChange = sqlite.prepare('SELECT coalesce(max(seq), 0) AS seq FROM inventory_changes');
  const changesSince = sqlite.prepare('SELECT seq, room_type_id FROM inventory_changes WHERE seq > ? ORDER BY seq');
  const pruneUpTo = sqlite.prepare('DELETE FROM inventory_changes WHERE seq <= ?');
  const allRoomTypes = sqlite.prepare('SELECT id, hotel_id, capacity FROM room_types');
  const oneRoomType = sqlite.prepare('SELECT id, hotel_id, capacity FROM room_types WHERE id = ?');
  const allFreeNights = sqlite.prepare(
    `SELECT room_type_id, ${NIGHT_COLUMNS} FROM hotel_inventory WHERE blocked = 0 AND available_rooms >= 1 ORDER BY room_type_id, date`,
  );
  const freeNightsOf = sqlite.prepare(
    `SELECT ${NIGHT_COLUMNS} FROM hotel_inventory WHERE room_type_id = ? AND blocked = 0 AND available_rooms >= 1 ORDER BY date`,
  );

  type RoomTypeRow = { id: string; hotel_id: string; capacity: number };
  let roomTypes: Map<string, RoomTypeNights> | null = null;
  let seenSeq = 0;
  let unpruned = 0;

  function entry(row: RoomTypeRow, nights: FreeNightRow[]): RoomTypeNights {
    const first = nights.length > 0 ? dayNumber(nights[0]!.date) : 0;
    const length = nights.length > 0 ? dayNumber(nights[nights.length - 1]!.date) - first + 1 : 0;
    const freeBefore = new Int32Array(length + 1);
    const centsBefore = new Float64Array(length + 1);
    const free = new Uint8Array(length);
    const cents = new Float64Array(length);
    for (const night of nights) {
      const day = dayNumber(night.date) - first;
      free[day] = 1;
      cents[day] = nightPriceCents({
        basePriceCents: night.base_price_cents,
        priceModifier: night.price_modifier,
        seasonalAdjustment: night.seasonal_adjustment,
        promotionDiscount: night.promotion_discount,
      });
    }
    for (let day = 0; day < length; day += 1) {
      freeBefore[day + 1] = freeBefore[day]! + free[day]!;
      centsBefore[day + 1] = centsBefore[day]! + cents[day]!;
    }
    return { hotelId: row.hotel_id, capacity: row.capacity, first, freeBefore, centsBefore };
  }

  function loadAll(): Map<string, RoomTypeNights> {
    seenSeq = (lastChange.get() as { seq: number }).seq;
    const dates = new Map<string, FreeNightRow[]>();
    for (const row of allFreeNights.iterate() as IterableIterator<FreeNightRow & { room_type_id: string }>) {
      const list = dates.get(row.room_type_id);
      if (list) list.push(row);
      else dates.set(row.room_type_id, [row]);
    }
    const map = new Map<string, RoomTypeNights>();
    for (const row of allRoomTypes.all() as RoomTypeRow[]) map.set(row.id, entry(row, dates.get(row.id) ?? []));
    return map;
  }

  /** Brings the changed room types up to date (a deleted one is dropped); false when nothing changed. */
  function refresh(map: Map<string, RoomTypeNights>): boolean {
    const changes = changesSince.all(seenSeq) as { seq: number; room_type_id: string }[];
    if (changes.length === 0) return false;
    for (const id of new Set(changes.map((change) => change.room_type_id))) {
      const row = oneRoomType.get(id) as RoomTypeRow | undefined;
      if (!row) map.delete(id);
      else map.set(id, entry(row, freeNightsOf.all(id) as FreeNightRow[]));
    }
    seenSeq = changes[changes.length - 1]!.seq;
    unpruned += changes.length;
    // Only this process reads the log; outside a transaction, so the delete commits on its own.
    if (unpruned >= PRUNE_AFTER && !sqlite.inTransaction) {
      pruneUpTo.run(seenSeq);
      unpruned = 0;
    }
    return true;
  }

  /** Hotel id → the stay's lowest price per night (see eligibleHotelsJson), from the index as it is. */
  function compute(index: Map<string, RoomTypeNights>, checkIn: string, checkOut: string, guests: number): Map<string, number> {
    const start = dayNumber(checkIn);
    const end = dayNumber(checkOut);
    const eligible = new Map<string, number>();
    for (const room of index.values()) {
      if (room.capacity < guests) continue;
      const from = start - room.first;
      const to = end - room.first;
      if (from < 0 || to >= room.freeBefore.length || to <= from) continue;
      if (room.freeBefore[to]! - room.freeBefore[from]! !== to - from) continue;
      const perNight = Math.round((room.centsBefore[to]! - room.centsBefore[from]!) / (to - from));
      const best = eligible.get(room.hotelId);
      if (best === undefined || perNight < best) eligible.set(room.hotelId, perNight);
    }
    return eligible;
  }

  /** The index, brought up to date; says whether anything changed since the last call. */
  function current(): { index: Map<string, RoomTypeNights>; changed: boolean } {
    if (roomTypes) return { index: roomTypes, changed: refresh(roomTypes) };
    roomTypes = loadAll();
    return { index: roomTypes, changed: true };
  }

  // The JSON answers of recent stays, until the stock changes: the same stay asked again (a page,
  // another sort) costs a map read instead of a walk over every room type and a stringify.
  const answers = new Map<string, string>();

  return {
    /**
     * A JSON object of hotel id → the lowest price per night of the stay (cents) among its room
     * types that sleep `guests` and have every night from `checkIn` up to `checkOut` (exclusive)
     * free, for hotels that have one. A room type's price per night is the average of those nights'
     * prices (weekends, seasons and promotions included), rounded to the cent, as the hotel's page
     * shows it. Kept per stay until the stock changes.
     */
    eligibleHotelsJson(checkIn: string, checkOut: string, guests: number): string {
      const { index, changed } = current();
      if (changed) answers.clear();
      const key = `${checkIn}|${checkOut}|${guests}`;
      let json = answers.get(key);
      if (json === undefined) {
        json = JSON.stringify(Object.fromEntries(compute(index, checkIn, checkOut, guests)));
        // Oldest first out (a Map keeps insertion order).
        if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
        answers.set(key, json);
      }
      return json;
    },
  };
}

export type FreeNightsIndex = ReturnType<typeof createFreeNightsIndex>;
