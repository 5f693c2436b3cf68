import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AdminDashboard, type DashboardDay, type LowStockAlert } from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';
import { toBooking } from '../bookings/present';
import { LOW_STOCK_DAYS } from './low-stock';
import { createDashboardRepository } from './repository';

export const DASHBOARD_DAYS = 30;
const LATEST = 8;

/** YYYY-MM-DD of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const DashboardQuery = Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('tr'), Type.Literal('ar')])) });

/**
 * GET /api/admin/dashboard: bookings made and revenue (confirmed and completed bookings, as the
 * total-revenue figure counts it) per day of the last 30 days in the site's time zone, bookings by
 * type, the latest bookings, and low-stock alerts from every registered source.
 */
export const adminDashboardRoutes: FastifyPluginAsyncTypebox<{ now?: () => Date }> = async (app, options) => {
  const repo = createDashboardRepository(app.db);
  const now = options.now ?? (() => new Date());

  // The hotels' nights: the built-in source.
  app.lowStock.register({ kind: 'hotel-night', find: (_db, window) => repo.lowHotelNights(window, 'en') });

  app.get(
    '/admin/dashboard',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: DashboardQuery, response: { 200: AdminDashboard, ...errorResponses(400, 401, 403) } },
    },
    async (request) => {
      const lang = request.query.lang ?? 'en';
      const timeZone = app.repos.siteSettings.app().timezone;
      const at = now();
      const today = dayIn(at, timeZone);
      const first = addDays(today, -(DASHBOARD_DAYS - 1));
      const days = new Map<string, DashboardDay>();
      for (let i = 0; i < DASHBOARD_DAYS; i += 1) {
        const date = addDays(first, i);
        days.set(date, { date, bookings: 0, revenue: 0 });
      }
      // A day earlier in UTC covers every zone's first day; bucketing drops what falls before it.
      const since = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString();
      const revenueCents = new Map<string, number>();
      for (const row of repo.createdSince(since)) {
        const date = dayIn(new Date(row.createdAt), timeZone);
        const day = days.get(date);
        if (!day) continue;
        day.bookings += 1;
        if (row.status === 'confirmed' || row.status === 'completed')
          revenueCents.set(date, (revenueCents.get(date) ?? 0) + row.totalCents);
      }
      for (const [date, cents] of revenueCents) days.get(date)!.revenue = cents / 100;

      const window = { from: today, to: addDays(today, LOW_STOCK_DAYS - 1) };
      const lowStock: LowStockAlert[] = [];
      for (const source of app.lowStock.all()) {
        lowStock.push(...(source.kind === 'hotel-night' ? repo.lowHotelNights(window, lang) : source.find(app.db, window)));
      }
      lowStock.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.left - b.left));

      const latest = repo
        .latestIds(LATEST)
        .map((id) => app.repos.bookings.findById(id))
        .filter((row) => row !== undefined)
        .map((row) => toBooking(row, at));
      return { days: [...days.values()], byType: repo.byType(), latest, lowStock };
    },
  );
};
