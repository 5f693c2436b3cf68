import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfWeek,
  daysBetween,
  daysOfWeekIn,
  isDayOfType,
  isIsoDate,
  isIsoTime,
  nightsOf,
  nowTimeIso,
  pickupNoticeProblem,
  todayIso,
  zonedDateTimeToIso,
} from '../src/index';

describe('dates', () => {
  it('knows real calendar days', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
    expect(isIsoTime('23:59')).toBe(true);
    expect(isIsoTime('24:00')).toBe(false);
  });

  it("takes today from Istanbul's clock, not the machine's zone", () => {
    // 21:30 UTC on 31 December is already 00:30 on 1 January in Istanbul (UTC+3).
    const lateNightUtc = new Date('2026-12-31T21:30:00Z');
    expect(todayIso(lateNightUtc)).toBe('2027-01-01');
    expect(nowTimeIso(lateNightUtc)).toBe('00:30');
    expect(todayIso(new Date('2026-12-31T20:59:00Z'))).toBe('2026-12-31');
    expect(todayIso(lateNightUtc, 'UTC')).toBe('2026-12-31');
  });

  it("writes another zone's day and time, padded, on both sides of its daylight-saving change", () => {
    // New York: UTC-4 until 1 November 2026 at 02:00, UTC-5 after.
    expect(todayIso(new Date('2026-11-01T05:59:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(nowTimeIso(new Date('2026-11-01T05:59:00Z'), 'America/New_York')).toBe('01:59');
    expect(nowTimeIso(new Date('2026-11-01T06:05:00Z'), 'America/New_York')).toBe('01:05');
    expect(todayIso(new Date('2026-11-01T03:59:00Z'), 'America/New_York')).toBe('2026-10-31');
    expect(nowTimeIso(new Date('0999-01-02T03:04:00Z'), 'UTC')).toBe('03:04');
    expect(todayIso(new Date('0999-01-02T03:04:00Z'), 'UTC')).toBe('0999-01-02');
  });

  it('refuses an invalid time rather than writing NaN', () => {
    expect(() => todayIso(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => nowTimeIso(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // Europe's spring change
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26'); // and autumn's
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(-1);
  });

  it('lists the nights of a stay', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(nightsOf('2026-12-30', '2026-12-30')).toEqual([]);
  });

  it('names days of the week', () => {
    expect(dayOfWeek('2026-11-23')).toBe(1); // a Monday
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect([...daysOfWeekIn(['weekends'])].sort()).toEqual([0, 6]);
    expect([...daysOfWeekIn(['weekdays'])].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...daysOfWeekIn(['monday', 'sunday'])].sort()).toEqual([0, 1]);
    expect(daysOfWeekIn(['all']).size).toBe(7);
    expect(isDayOfType('2026-11-28', ['weekdays'])).toBe(false); // Saturday
    expect(isDayOfType('2026-11-27', ['weekdays'])).toBe(true);
  });

  it('turns an Istanbul wall-clock time into the UTC instant', () => {
    expect(zonedDateTimeToIso('2026-07-01', '14:00')).toBe('2026-07-01T11:00:00.000Z');
    expect(zonedDateTimeToIso('2026-01-01', '00:30')).toBe('2025-12-31T21:30:00.000Z');
  });
});

describe('pickupNoticeProblem', () => {
  const now = new Date('2030-06-01T09:00:00Z'); // 12:00 in Istanbul

  it('says a pickup already passed (or this very minute) is in the past', () => {
    expect(pickupNoticeProblem('2030-06-01T08:59:00Z', 30, now)).toBe('timeInPast');
    expect(pickupNoticeProblem('2030-06-01T09:00:00Z', 30, now)).toBe('timeInPast');
  });

  it('says a pickup within the notice is too soon, and one at the notice or later is fine', () => {
    expect(pickupNoticeProblem('2030-06-01T09:29:00Z', 30, now)).toBe('tooSoon');
    expect(pickupNoticeProblem('2030-06-01T09:30:00Z', 30, now)).toBeNull();
    expect(pickupNoticeProblem('2030-06-01T10:59:00Z', 120, now)).toBe('tooSoon');
    expect(pickupNoticeProblem('2030-06-01T11:00:00Z', 120, now)).toBeNull();
  });

  it("reads a day and time on Istanbul's clock (12:20 there is 09:20 UTC: too soon for a taxi)", () => {
    expect(pickupNoticeProblem(zonedDateTimeToIso('2030-06-01', '12:20'), 30, now)).toBe('tooSoon');
    expect(pickupNoticeProblem(zonedDateTimeToIso('2030-06-01', '11:50'), 30, now)).toBe('timeInPast');
  });
});
