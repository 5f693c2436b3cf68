import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_REFUSALS, bookingStatusRefusalOf } from '../src/admin-refusals';
import { BOOKING_MESSAGES } from '../src/bookings';
import { BOOKING_STATUSES } from '../src/constants';

describe("bookingStatusRefusalOf: the bookings core's refusals of a staff status change", () => {
  it('keeps the texts the API throws (BOOKING_MESSAGES), so none passes through unrecognised', () => {
    expect(BOOKING_STATUS_REFUSALS.notFound).toBe(BOOKING_MESSAGES.notFound);
    expect(BOOKING_STATUS_REFUSALS.notStarted).toBe(BOOKING_MESSAGES.notStarted);
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        expect(bookingStatusRefusalOf(BOOKING_MESSAGES.badTransition(from, to))).toEqual({ key: 'raced', values: { from, to } });
      }
    }
  });

  it('knows the fixed texts, and no other message', () => {
    expect(bookingStatusRefusalOf('Booking not found')).toEqual({ key: 'notFound', values: {} });
    expect(bookingStatusRefusalOf(BOOKING_MESSAGES.notStarted)).toEqual({ key: 'notStarted', values: {} });
    expect(bookingStatusRefusalOf('Hotel not found')).toBeNull();
  });
});
