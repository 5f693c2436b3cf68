import { describe, expect, it } from 'vitest';
import { mayHaveReservationTime, openState } from '../../src/lib/hours';

const closed = null;
// Sunday..Saturday; Friday (5) runs past midnight.
const hours = [
  closed,
  { open: '12:00', close: '22:00' },
  { open: '12:00', close: '22:00' },
  { open: '12:00', close: '22:00' },
  { open: '12:00', close: '22:00' },
  { open: '18:00', close: '02:00' },
  { open: '12:00', close: '22:00' },
];

describe('open now, in Istanbul time whatever the visitor’s zone', () => {
  it('is open within the day’s hours and says until when', () => {
    // Monday 2026-12-07 13:00 in Istanbul = 10:00 UTC.
    expect(openState(hours, new Date('2026-12-07T10:00:00Z'))).toEqual({ open: true, until: '22:00', today: 1 });
    // 22:00 sharp is closed.
    expect(openState(hours, new Date('2026-12-07T19:00:00Z')).open).toBe(false);
  });

  it('a day that closes after midnight is still open early the next calendar day', () => {
    // Saturday 2026-12-05 01:30 in Istanbul = Friday 22:30 UTC: Friday's hours still run.
    expect(openState(hours, new Date('2026-12-04T22:30:00Z'))).toEqual({ open: true, until: '02:00', today: 6 });
    // Saturday 02:30: closed (Saturday opens at 12:00).
    expect(openState(hours, new Date('2026-12-04T23:30:00Z')).open).toBe(false);
  });

  it('a closed weekday is closed all day', () => {
    // Sunday 2026-12-06 15:00 Istanbul.
    expect(openState(hours, new Date('2026-12-06T12:00:00Z'))).toEqual({ open: false, until: null, today: 0 });
  });
});

// The start times themselves (reservationStarts) are tested with the rule, in packages/contracts.
describe('reservation times the hours alone rule out (no need to ask the slots API)', () => {
  // Slots every 30 minutes, a 90-minute seating: Monday's last starts at 20:30, Friday's at 00:30 on Saturday.
  const plan = { hours, slotMinutes: 30, seatingMinutes: 90 };

  it('a closed weekday has no time, unless the eve runs past midnight', () => {
    const saturdayClosed = { ...plan, hours: hours.map((day, i) => (i === 6 ? null : day)) };
    // Sunday 2026-12-06 (closed, Saturday closes at 22:00).
    expect(mayHaveReservationTime(plan, '2026-12-06', new Date('2026-12-01T09:00:00Z'))).toBe(false);
    // Saturday 2026-12-05, closed here, still has Friday night's 00:00 and 00:30.
    expect(mayHaveReservationTime(saturdayClosed, '2026-12-05', new Date('2026-12-01T09:00:00Z'))).toBe(true);
  });

  it('today, Istanbul time: none once the last seating starts less than the lead time from now', () => {
    // Monday 2026-12-07, last seating 20:30, 60 minutes' lead: 19:30 Istanbul still books it, 19:31 does not.
    expect(mayHaveReservationTime(plan, '2026-12-07', new Date('2026-12-07T16:30:00Z'))).toBe(true);
    expect(mayHaveReservationTime(plan, '2026-12-07', new Date('2026-12-07T16:31:00Z'))).toBe(false);
    // The same instant leaves the next day's times alone.
    expect(mayHaveReservationTime(plan, '2026-12-08', new Date('2026-12-07T16:31:00Z'))).toBe(true);
  });
});
