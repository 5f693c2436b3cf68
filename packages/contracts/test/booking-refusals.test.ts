import { describe, expect, it } from 'vitest';
import { bookingRefusalOf } from '../src/booking-refusals';

describe("bookingRefusalOf: which visitor's booking refusal an API message is", () => {
  it('knows fixed texts of each kind of booking', () => {
    expect(bookingRefusalOf('The pickup time has already passed')).toEqual({ key: 'transfer.timeInPast', values: {} });
    expect(bookingRefusalOf('Please choose between 1 and 12 guests')).toEqual({ key: 'restaurant.partySize', values: {} });
    expect(bookingRefusalOf('Please choose between 1 and 10 guests')).toEqual({ key: 'package.guests', values: {} });
    expect(bookingRefusalOf(' The start date must be from tomorrow on ')).toEqual({ key: 'package.pastDate', values: {} });
  });

  it('reads the values of a filled-in text, and tells the two "no table" texts apart', () => {
    expect(bookingRefusalOf('No table for 4 is free on 2026-12-24 at 20:00. Nearest free times: 19:00, 21:30.')).toEqual({
      key: 'restaurant.noTable',
      values: { party: '4', date: '2026-12-24', time: '20:00', nearest: '19:00, 21:30' },
    });
    expect(
      bookingRefusalOf('No table for 2 is free on 2026-12-24 at 20:00. No other time is free that day; please try another date.'),
    ).toEqual({ key: 'restaurant.noTableThatDay', values: { party: '2', date: '2026-12-24', time: '20:00' } });
    expect(bookingRefusalOf('The restaurant takes no reservations on 2026-12-24 at 20:00. Nearest free times: 19:30, 20:30.')).toEqual({
      key: 'restaurant.timeClosed',
      values: { date: '2026-12-24', time: '20:00', nearest: '19:30, 20:30' },
    });
    expect(bookingRefusalOf('Please choose a pickup time at least 120 minutes from now')).toEqual({
      key: 'transfer.tooSoon',
      values: { minutes: '120' },
    });
    expect(
      bookingRefusalOf('This restaurant takes reservations for at most 6 guests. Please call the restaurant for larger groups.'),
    ).toEqual({ key: 'restaurant.partyTooLarge', values: { max: '6' } });
  });

  it('is null for any other message or none', () => {
    expect(bookingRefusalOf('This room is no longer available for the selected dates')).toBeNull();
    expect(bookingRefusalOf('')).toBeNull();
    expect(bookingRefusalOf(null)).toBeNull();
    expect(bookingRefusalOf(undefined)).toBeNull();
  });
});
