/** The dashboard's four figures (spec section 2; how they are computed is not specified). */
export const STAT_KEYS = ['totalBookings', 'totalUsers', 'totalRevenue', 'activeListings'] as const;
export type StatKey = (typeof STAT_KEYS)[number];
export type DashboardStats = Record<StatKey, number | null>;

/**
 * The API has no statistics route yet (GET /api/admin/stats answers 404), so every figure is
 * unknown: the cards show a dash rather than numbers made up here. When the route exists, load it
 * where the dashboard reads `UNKNOWN_STATS`.
 */
export const UNKNOWN_STATS: DashboardStats = { totalBookings: null, totalUsers: null, totalRevenue: null, activeListings: null };

export const isMoney = (key: StatKey): boolean => key === 'totalRevenue';
