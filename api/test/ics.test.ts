import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine } from '../src/features/notifications/ics';

const now = new Date('2026-11-23T10:00:00Z');

describe('iCalendar attachment', () => {
  it('escapes text values and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeIcsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const long = `SUMMARY:${'Ş'.repeat(60)}`;
    const folded = foldIcsLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(long);
  });

  it('an all-day stay runs from check-in to check-out (DTEND exclusive), CRLF line ends', () => {
    const ics = buildIcs({
      uid: 'TZN-000001@x',
      summary: 'Hotel',
      description: 'Two nights',
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      startsAt: null,
      cancelled: false,
      now,
    });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261201\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20261203\r\n');
    expect(ics).toContain('DTSTAMP:20261123T100000Z\r\n');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('a timed service starts at its instant; a one-day service ends the next day; a cancellation says so', () => {
    const timed = buildIcs({
      uid: 'TR-1@x',
      summary: 'Dinner',
      description: '',
      startDate: '2026-12-01',
      endDate: null,
      startsAt: '2026-12-01T16:30:00.000Z',
      cancelled: true,
      now,
    });
    expect(timed).toContain('DTSTART:20261201T163000Z');
    expect(timed).toContain('DTEND:20261201T183000Z');
    expect(timed).toContain('METHOD:CANCEL');
    expect(timed).toContain('STATUS:CANCELLED');
    const day = buildIcs({
      uid: 'TF-1@x',
      summary: 'Flight',
      description: '',
      startDate: '2026-12-31',
      endDate: null,
      startsAt: null,
      cancelled: false,
      now,
    });
    expect(day).toContain('DTEND;VALUE=DATE:20270101');
  });

  it('a timed service ends when it says it ends; a booking stored without an end keeps the old guess', () => {
    const event = {
      uid: 'TF-2@x',
      summary: 'Flight',
      description: '',
      startDate: '2026-12-01',
      endDate: '2026-12-08',
      startsAt: '2026-12-01T05:30:00.000Z',
      cancelled: false,
      now,
    };
    expect(buildIcs({ ...event, endsAt: '2026-12-08T21:10:00.000Z' })).toContain('DTEND:20261208T211000Z');
    expect(buildIcs(event)).toContain('DTEND:20261208T053000Z');
    // An end that is not after the start is ignored rather than written as a negative event.
    expect(buildIcs({ ...event, endDate: null, endsAt: '2026-12-01T05:00:00.000Z' })).toContain('DTEND:20261201T073000Z');
  });
});
