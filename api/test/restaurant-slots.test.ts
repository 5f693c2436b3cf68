import { describe, expect, it } from 'vitest';
import type { StoredDayHours } from '../src/db/schema';
import { nearestTimes, nowMinutes, slotsOn, startsLateEnough } from '../src/features/restaurants/slots';

const closed: StoredDayHours = null;
/** Sunday..Saturday. */
const week = (...days: StoredDayHours[]) => days;

// 2026-12-04 is a Friday, 2026-12-05 a Saturday, 2026-12-06 a Sunday.
describe('reservation slots from the opening hours', () => {
  it('starts every slot length from opening; the last start leaves a whole seating before closing', () => {
    const hours = week(closed, closed, closed, closed, closed, { open: '18:00', close: '21:00' }, closed);
    expect(slotsOn(hours, '2026-12-04', 30, 90).map((s) => s.time)).toEqual(['18:00', '18:30', '19:00', '19:30']);
    expect(slotsOn(hours, '2026-12-04', 60, 120).map((s) => s.time)).toEqual(['18:00', '19:00']);
    // Closed weekdays give nothing.
    expect(slotsOn(hours, '2026-12-05', 30, 90)).toEqual([]);
  });

  it('a day that closes after midnight: its late slots fall on the next calendar date, in order', () => {
    // Friday 20:00 to 02:00, Saturday 12:00 to 14:00.
    const hours = week(closed, closed, closed, closed, closed, { open: '20:00', close: '02:00' }, { open: '12:00', close: '14:00' });
    expect(slotsOn(hours, '2026-12-04', 30, 90).map((s) => s.time)).toEqual([
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ]);
    expect(slotsOn(hours, '2026-12-05', 30, 90).map((s) => s.time)).toEqual(['00:00', '00:30', '12:00', '12:30']);
    // Nothing spills into Sunday, as Saturday closes at 14:00.
    expect(slotsOn(hours, '2026-12-06', 30, 90)).toEqual([]);
    // The spilled slot is 24 hours after Friday's 00:00, and its seating runs 90 minutes.
    const friday2000 = slotsOn(hours, '2026-12-04', 30, 90)[0]!;
    const saturday0030 = slotsOn(hours, '2026-12-05', 30, 90)[1]!;
    expect(saturday0030.startsAt - friday2000.startsAt).toBe(4 * 60 + 30);
    expect(saturday0030.endsAt - saturday0030.startsAt).toBe(90);
  });

  it('a close equal to midnight counts as the end of the day', () => {
    const hours = week(...Array.from({ length: 7 }, () => ({ open: '22:00', close: '00:00' })));
    expect(slotsOn(hours, '2026-12-04', 30, 60).map((s) => s.time)).toEqual(['22:00', '22:30', '23:00']);
  });

  it('an opening shorter than one seating has no slot', () => {
    const hours = week(...Array.from({ length: 7 }, () => ({ open: '12:00', close: '13:00' })));
    expect(slotsOn(hours, '2026-12-04', 30, 90)).toEqual([]);
  });

  it('a slot today is bookable only from 60 minutes after now, Istanbul time', () => {
    const hours = week(...Array.from({ length: 7 }, () => ({ open: '10:00', close: '23:00' })));
    const slots = slotsOn(hours, '2026-12-04', 30, 90);
    // 2026-12-04 16:10 in Istanbul (UTC+3) is 13:10 UTC.
    const now = new Date('2026-12-04T13:10:00Z');
    const times = slots.filter((s) => startsLateEnough(s.startsAt, nowMinutes(now))).map((s) => s.time);
    expect(times[0]).toBe('17:30');
    expect(times).not.toContain('17:00');
  });

  it('the nearest free times are the closest three, listed in order', () => {
    expect(nearestTimes(['12:00', '18:00', '19:30', '20:00', '22:00'], '19:00')).toEqual(['18:00', '19:30', '20:00']);
    expect(nearestTimes([], '19:00')).toEqual([]);
  });
});
