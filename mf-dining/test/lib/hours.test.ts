import { describe, expect, it } from 'vitest';
import { openState } from '../../src/lib/hours';

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
