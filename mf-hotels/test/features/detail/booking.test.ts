import { describe, expect, it } from 'vitest';
import { bookingLink, guestOptions, parseGuests, roomForGuests, summarize } from '../../../src/features/detail/booking';
import { mergeReviews, validateReview } from '../../../src/features/detail/reviews';
import { knownMessage } from '../../../src/lib/apiMessages';

describe('bookingLink', () => {
  it("gives the shell's checkout exactly its parameters", () => {
    const link = bookingLink({ hotelId: 'h 1', roomTypeId: 'r1', checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 2 });
    expect(link).toBe('/booking?type=hotel&hotelId=h+1&roomTypeId=r1&checkIn=2026-12-01&checkOut=2026-12-03&guests=2');
    const params = new URL(link, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      type: 'hotel',
      hotelId: 'h 1',
      roomTypeId: 'r1',
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      guests: '2',
    });
  });
});

describe('summarize', () => {
  const night = (date: string, price: number, originalPrice = price, roomsLeft = 5) => ({
    date,
    price,
    originalPrice,
    roomsLeft,
    blocked: false,
  });

  it('totals the stay, averages a night and counts the saving', () => {
    const summary = summarize([night('2026-12-01', 100, 125), night('2026-12-02', 110)], 210);
    expect(summary).toEqual({ nights: 2, total: 210, average: 105, originalTotal: 235, roomsLeft: 5, lowAvailability: false });
  });

  it('tells when few rooms are left on any night', () => {
    expect(summarize([night('2026-12-01', 100, 100, 9), night('2026-12-02', 100, 100, 2)], 200)).toMatchObject({
      roomsLeft: 2,
      lowAvailability: true,
    });
    expect(summarize([{ ...night('2026-12-01', 100), blocked: true }], 100)).toMatchObject({ roomsLeft: 0, lowAvailability: false });
  });
});

describe('room and guests choice', () => {
  const rooms = [
    { _id: 'single', capacity: 1 },
    { _id: 'double', capacity: 2 },
    { _id: 'family', capacity: 4 },
  ];

  it('keeps the chosen room when it sleeps the guests, else the first that does', () => {
    expect(roomForGuests(rooms, 'double', 2)?._id).toBe('double');
    expect(roomForGuests(rooms, 'single', 3)?._id).toBe('family');
    expect(roomForGuests(rooms, null, 1)?._id).toBe('single');
    expect(roomForGuests(rooms, 'double', 9)?._id).toBe('double');
    expect(roomForGuests([], null, 2)).toBeUndefined();
  });

  it('offers guests up to the largest room, and reads the URL within that', () => {
    expect(guestOptions(rooms)).toEqual([1, 2, 3, 4]);
    expect(guestOptions([])).toEqual([1]);
    expect(parseGuests('3', 4)).toBe(3);
    expect(parseGuests('9', 4)).toBe(4);
    expect(parseGuests(null, 4)).toBe(2);
    expect(parseGuests('x', 1)).toBe(1);
  });
});

describe('reviews', () => {
  it('needs a rating of 1 to 5 and 10 to 2000 characters of text', () => {
    expect(validateReview({ rating: '5', text: 'A lovely stay by the sea.' })).toEqual({});
    expect(validateReview({ rating: '', text: '' })).toEqual({ rating: 'reviews.ratingRequired', text: 'reviews.textRequired' });
    expect(validateReview({ rating: '6', text: '   short   ' })).toEqual({ rating: 'reviews.ratingRequired', text: 'reviews.textShort' });
    expect(validateReview({ rating: '3', text: 'x'.repeat(2001) })).toEqual({ text: 'reviews.textLong' });
  });

  it('merges pages newest first without duplicates', () => {
    const review = (id: string, date: string) => ({ _id: id, userId: null, userName: id, rating: 4, text: 'text text', date });
    const merged = mergeReviews(
      [review('a', '2026-11-20'), review('b', '2026-11-10')],
      [review('b', '2026-11-10'), review('c', '2026-11-01')],
    );
    expect(merged.map((r) => r._id)).toEqual(['a', 'b', 'c']);
  });
});

describe('knownMessage', () => {
  it("maps the API's English reasons to translation keys", () => {
    expect(knownMessage('You have already reviewed this hotel')).toEqual({ key: 'apiErrors.reviewTwice' });
    expect(knownMessage('Only guests who have stayed at this hotel can review it')).toEqual({ key: 'apiErrors.reviewNeedsStay' });
    expect(knownMessage('This room type sleeps at most 2 guests')).toEqual({
      key: 'apiErrors.tooManyGuests',
      values: { value: 2, count: 2 },
    });
    expect(knownMessage('A stay can be at most 30 nights')).toEqual({ key: 'apiErrors.tooLong', values: { value: 30, count: 30 } });
    expect(knownMessage('Please choose between 1 and 20 guests')).toEqual({ key: 'apiErrors.guestsRange', values: { value: 20 } });
    expect(knownMessage('Bookings open at most 365 days ahead')).toEqual({
      key: 'apiErrors.tooFarAhead',
      values: { value: 365, count: 365 },
    });
    expect(knownMessage('Something else')).toBeNull();
    expect(knownMessage(null)).toBeNull();
  });
});
