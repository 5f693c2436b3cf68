import { describe, expect, it } from 'vitest';
import { bookingRefusalOf } from '../src/booking-refusals';
import { FLIGHT_MESSAGES } from '../src/flights';
import { STAY_MESSAGES } from '../src/stay-messages';
import { fillTemplate } from '../src/templates';

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

  it("knows a hotel stay's refusals, with the limit it broke", () => {
    expect(bookingRefusalOf('This room is no longer available for the selected dates')).toEqual({ key: 'stay.unavailable', values: {} });
    expect(bookingRefusalOf('Check-in cannot be in the past')).toEqual({ key: 'stay.pastCheckIn', values: {} });
    expect(bookingRefusalOf('Hotel not found')).toEqual({ key: 'stay.hotelNotFound', values: {} });
    expect(bookingRefusalOf('A stay can be at most 30 nights')).toEqual({ key: 'stay.tooLong', values: { value: '30' } });
    expect(bookingRefusalOf('This room type sleeps at most 3 guests')).toEqual({ key: 'stay.tooManyGuests', values: { value: '3' } });
    expect(bookingRefusalOf('This room type sleeps only 1 guest')).toEqual({ key: 'stay.singleGuest', values: {} });
    // The stay's guests (1 to 20, HotelBookingDetails) are its own range...
    expect(bookingRefusalOf(fillTemplate(STAY_MESSAGES.guestsRange, { value: 20 }))).toEqual({
      key: 'stay.guestsRange',
      values: { value: '20' },
    });
    expect(bookingRefusalOf('Bookings open at most 200 days ahead')).toEqual({ key: 'stay.tooFarAhead', values: { value: '200' } });
  });

  it("a stay's templates do not take the other kinds' fixed texts that they would read too", () => {
    expect(bookingRefusalOf('Please choose between 1 and 12 guests')?.key).toBe('restaurant.partySize');
    expect(bookingRefusalOf('Please choose between 1 and 10 guests')?.key).toBe('package.guests');
    expect(bookingRefusalOf('Bookings open at most 365 days ahead')?.key).toBe('transfer.tooFarAhead');
  });

  it("knows a flight's refusals at its checkout, in the words the API answers them", () => {
    expect(bookingRefusalOf('This flight can no longer be booked. Please search again.')).toEqual({
      key: 'flight.notAvailable',
      values: {},
    });
    expect(bookingRefusalOf(FLIGHT_MESSAGES.priceChanged)).toEqual({ key: 'flight.priceChanged', values: {} });
    expect(bookingRefusalOf(FLIGHT_MESSAGES.currency)).toEqual({ key: 'flight.currency', values: {} });
  });

  it("knows a provider hotel's offer refusals (/trabzon-hotels), in the words the API answers them", () => {
    expect(bookingRefusalOf('This offer is no longer available. Please search again.')).toEqual({ key: 'offer.gone', values: {} });
    expect(bookingRefusalOf('This offer can no longer be booked. Please search again.')).toEqual({ key: 'offer.notBookable', values: {} });
    expect(bookingRefusalOf('This offer belongs to another hotel.')).toEqual({ key: 'offer.otherHotel', values: {} });
  });

  it('is null for any other message or none', () => {
    expect(bookingRefusalOf('This room is no longer available')).toBeNull();
    expect(bookingRefusalOf('')).toBeNull();
    expect(bookingRefusalOf(null)).toBeNull();
    expect(bookingRefusalOf(undefined)).toBeNull();
  });
});

describe('bookingRefusalOf with the kind of booking a screen is about', () => {
  it('reads that kind first: a text two kinds share is the screen’s own', () => {
    const shared = 'Bookings open at most 365 days ahead';
    expect(bookingRefusalOf(shared)).toEqual({ key: 'transfer.tooFarAhead', values: {} });
    expect(bookingRefusalOf(shared, 'stay')).toEqual({ key: 'stay.tooFarAhead', values: { value: '365' } });
    expect(bookingRefusalOf(shared, 'transfer')).toEqual({ key: 'transfer.tooFarAhead', values: {} });
  });

  it('still finds another kind’s refusal', () => {
    expect(bookingRefusalOf('The pickup time has already passed', 'stay')).toEqual({ key: 'transfer.timeInPast', values: {} });
  });
});
