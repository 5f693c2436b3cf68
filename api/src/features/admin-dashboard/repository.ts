import type { LowStockAlert } from '@trabzon/contracts';
import type { Db } from '../../db/client';

export interface CreatedBooking {
  createdAt: string;
  totalCents: number;
  status: string;
}

/** Hotel nights with fewer than this many rooms left are "low". */
export const HOTEL_LOW_STOCK_BELOW = 2;

/** The dashboard's reads, prepared once. */
export function createDashboardRepository(db: Db) {
  const sqlite = db.$client;
  const createdSince = sqlite.prepare(
    'SELECT created_at AS createdAt, total_cents AS totalCents, status FROM bookings WHERE created_at >= ? ORDER BY created_at',
  );
  const byType = sqlite.prepare('SELECT type, count(*) AS count FROM bookings GROUP BY type ORDER BY count DESC, type');
  const latestIds = sqlite.prepare('SELECT id FROM bookings ORDER BY created_at DESC, rowid DESC LIMIT ?');
  const lowHotelNights = sqlite.prepare(`
    SELECT i.date AS date, i.available_rooms AS left, h.id AS hotelId,
      coalesce(json_extract(h.name, '$.' || @lang), json_extract(h.name, '$.en')) AS hotelName,
      coalesce(json_extract(r.name, '$.' || @lang), json_extract(r.name, '$.en')) AS roomName
    FROM hotel_inventory i
    JOIN hotels h ON h.id = i.hotel_id
    JOIN room_types r ON r.id = i.room_type_id
    WHERE i.date BETWEEN @from AND @to AND i.blocked = 0 AND i.available_rooms < @below AND h.active = 1
    ORDER BY i.date, i.available_rooms, hotelName
    LIMIT 100`);

  return {
    createdSince: (since: string) => createdSince.all(since) as CreatedBooking[],
    byType: () => byType.all() as { type: string; count: number }[],
    latestIds: (limit: number) => (latestIds.all(limit) as { id: string }[]).map((r) => r.id),
    lowHotelNights(window: { from: string; to: string }, lang: string): LowStockAlert[] {
      const rows = lowHotelNights.all({ ...window, below: HOTEL_LOW_STOCK_BELOW, lang }) as {
        date: string;
        left: number;
        hotelId: string;
        hotelName: string;
        roomName: string;
      }[];
      return rows.map((row) => ({
        kind: 'hotel-night',
        title: row.hotelName,
        detail: row.roomName,
        date: row.date,
        left: row.left,
        link: `/admin/hotel-inventory?hotel=${encodeURIComponent(row.hotelId)}&from=${row.date}`,
      }));
    },
  };
}
