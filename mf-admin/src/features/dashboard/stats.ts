/** The dashboard's four figures (spec section 2; how they are computed is not specified). */
export const STAT_KEYS = ['totalBookings', 'totalUsers', 'totalRevenue', 'activeListings'] as const;
export type StatKey = (typeof STAT_KEYS)[number];
export type DashboardStats = Record<StatKey, number | null>;

/** While loading, or when GET /api/admin/stats fails: the cards show a dash, never made-up numbers. */
export const UNKNOWN_STATS: DashboardStats = { totalBookings: null, totalUsers: null, totalRevenue: null, activeListings: null };

export const isMoney = (key: StatKey): boolean => key === 'totalRevenue';
