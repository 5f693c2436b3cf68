import { describe, expect, it } from 'vitest';
import { reservationStarts, type OpeningHours } from '../src/restaurant-rules';

const closed: OpeningHours = null;
/** Sunday..Saturday. */
const week = (...days: OpeningHours[]) => days;
const daily = (open: string, close: string) => week(...Array.from({ length: 7 }, () => ({ open, close })));
const clock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const times = (...list: string[]) => list.map(clock);

// 2026-12-04 is a Friday, 2026-12-05 a Saturday, 2026-12-06 a Sunday, 2026-12-07 a Monday.
describe('reservationStarts: the start times of a date from the weekly hours (API and screens alike)', () => {
  it('starts every slot length from opening; the last start leaves a whole seating before closing', () => {
    const hours = week(closed, closed, closed, closed, closed, { open: '18:00', close: '21:00' }, closed);
    expect(reservationStarts({ hours, slotMinutes: 30, seatingMinutes: 90 }, '2026-12-04')).toEqual(
      times('18:00', '18:30', '19:00', '19:30'),
    );
    expect(reservationStarts({ hours, slotMinutes: 60, seatingMinutes: 120 }, '2026-12-04')).toEqual(times('18:00', '19:00'));
    // Closed weekdays give nothing.
    expect(reservationStarts({ hours, slotMinutes: 30, seatingMinutes: 90 }, '2026-12-05')).toEqual([]);
  });

  it('a day that closes after midnight: its late slots fall on the next calendar date, in order', () => {
    // Friday 20:00 to 02:00, Saturday 12:00 to 14:00.
    const plan = {
      hours: week(closed, closed, closed, closed, closed, { open: '20:00', close: '02:00' }, { open: '12:00', close: '14:00' }),
      slotMinutes: 30,
      seatingMinutes: 90,
    };
    expect(reservationStarts(plan, '2026-12-04')).toEqual(times('20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30'));
    expect(reservationStarts(plan, '2026-12-05')).toEqual(times('00:00', '00:30', '12:00', '12:30'));
    // Nothing spills into Sunday, as Saturday closes at 14:00.
    expect(reservationStarts(plan, '2026-12-06')).toEqual([]);
  });

  it('a close equal to midnight counts as the end of the day', () => {
    expect(reservationStarts({ hours: daily('22:00', '00:00'), slotMinutes: 30, seatingMinutes: 60 }, '2026-12-04')).toEqual(
      times('22:00', '22:30', '23:00'),
    );
  });

  it('an opening shorter than one seating has no slot', () => {
    expect(reservationStarts({ hours: daily('12:00', '13:00'), slotMinutes: 30, seatingMinutes: 90 }, '2026-12-04')).toEqual([]);
  });

  describe('a week where Friday runs past midnight', () => {
    // Slots every 30 minutes, a 90-minute seating: Monday's last starts at 20:30, Friday's at 00:30 on Saturday.
    const open = { open: '12:00', close: '22:00' };
    const plan = {
      hours: week(closed, open, open, open, open, { open: '18:00', close: '02:00' }, open),
      slotMinutes: 30,
      seatingMinutes: 90,
    };

    it('starts every slotMinutes from opening; the last seating ends by closing', () => {
      const monday = reservationStarts(plan, '2026-12-07');
      expect(monday[0]).toBe(12 * 60);
      expect(monday.at(-1)).toBe(20 * 60 + 30);
    });

    it("a day after one that closes past midnight starts with that night's late slots", () => {
      // Saturday 2026-12-05: 00:00 and 00:30 from Friday's opening, then its own from 12:00.
      expect(reservationStarts(plan, '2026-12-05').slice(0, 3)).toEqual([0, 30, 12 * 60]);
      // Friday itself keeps only its slots before midnight.
      expect(reservationStarts(plan, '2026-12-04').at(-1)).toBe(23 * 60 + 30);
    });
  });

  it('a late eve that meets the next opening gives each time once, in order', () => {
    // Friday 18:00 to 03:00, Saturday from 01:00: Saturday's 01:00 and 01:30 come from both openings.
    const hours = week(closed, closed, closed, closed, closed, { open: '18:00', close: '03:00' }, { open: '01:00', close: '03:00' });
    expect(reservationStarts({ hours, slotMinutes: 30, seatingMinutes: 90 }, '2026-12-05')).toEqual(
      times('00:00', '00:30', '01:00', '01:30'),
    );
  });
});
