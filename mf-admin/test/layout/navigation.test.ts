import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, loginPathFor } from '../../src/layout/navigation';
import { addDays, dayOfWeek, defaultRange, isIsoDate, todayIso } from '../../src/features/inventory/model/dates';
import { STAT_KEYS, UNKNOWN_STATS } from '../../src/features/dashboard/stats';

describe('admin sidebar', () => {
  it('links every named admin child of the spec, once, in the menu order', () => {
    expect(ADMIN_NAV.map((item) => [item.id, item.to])).toEqual([
      ['admin-dashboard', '/admin'],
      ['admin-packages', '/admin/packages'],
      ['admin-hotels', '/admin/hotels'],
      ['admin-hotel-inventory', '/admin/hotel-inventory'],
      ['admin-restaurants', '/admin/restaurants'],
      ['admin-restaurant-tables', '/admin/restaurant-tables'],
      ['admin-restaurant-availability', '/admin/restaurant-availability'],
      ['admin-transfers', '/admin/transfers'],
      ['admin-destinations', '/admin/destinations'],
      ['admin-hero-settings', '/admin/hero-settings'],
      ['admin-bookings', '/admin/bookings'],
      ['admin-users', '/admin/users'],
      ['admin-settings', '/admin/settings'],
    ]);
    expect(ADMIN_NAV.filter((item) => item.end).map((item) => item.to)).toEqual(['/admin']);
  });

  it('sends a failed profile check to sign in with the full path to come back to', () => {
    expect(loginPathFor('/admin/hotel-inventory?hotel=a&from=2026-12-01')).toBe(
      '/login?redirect=%2Fadmin%2Fhotel-inventory%3Fhotel%3Da%26from%3D2026-12-01',
    );
  });
});

describe('dashboard', () => {
  it('shows the four statistics of the spec, unknown until the API offers them', () => {
    expect(STAT_KEYS).toEqual(['totalBookings', 'totalUsers', 'totalRevenue', 'activeListings']);
    expect(Object.values(UNKNOWN_STATS)).toEqual([null, null, null, null]);
  });
});

describe('inventory dates', () => {
  it('defaults to the next 30 days in hotel time', () => {
    // 22:30 UTC on 30 Nov is already 1 December in Istanbul (UTC+3).
    const now = new Date('2026-11-30T22:30:00Z');
    expect(todayIso(now)).toBe('2026-12-01');
    expect(defaultRange(now)).toEqual({ from: '2026-12-01', to: '2026-12-30' });
  });

  it('adds days across months and years and knows the weekday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(dayOfWeek('2026-12-05')).toBe(6);
    expect(dayOfWeek('2026-12-06')).toBe(0);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
  });
});
