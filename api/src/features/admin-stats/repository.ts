import type { AdminStats } from '@trabzon/contracts';
import type { Db } from '../../db/client';

/**
 * The four figures of the admin dashboard, read in one statement. A listing is what the catalogue
 * screens manage and visitors browse: an active hotel, restaurant or package.
 */
export function createAdminStatsRepository(db: Db) {
  const query = db.$client.prepare(`
    SELECT
      (SELECT count(*) FROM bookings) AS totalBookings,
      (SELECT count(*) FROM users) AS totalUsers,
      (SELECT coalesce(sum(total_cents), 0) FROM bookings WHERE status IN ('confirmed', 'completed')) AS revenueCents,
      (SELECT count(*) FROM hotels WHERE active = 1) + (SELECT count(*) FROM restaurants WHERE active = 1)
        + (SELECT count(*) FROM packages WHERE active = 1) AS activeListings
  `);
  return {
    read(): AdminStats {
      const row = query.get() as { totalBookings: number; totalUsers: number; revenueCents: number; activeListings: number };
      return {
        totalBookings: row.totalBookings,
        totalUsers: row.totalUsers,
        totalRevenue: row.revenueCents / 100,
        activeListings: row.activeListings,
      };
    },
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
