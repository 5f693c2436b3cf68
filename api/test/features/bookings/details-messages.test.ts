import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@trabzon/dates';
import { buildTestApp } from '../../helpers/build';

const day = (n: number) => addDays(todayIso(), n);

/** The field texts of POST /api/bookings/quote for these details (400 with `fields`). */
async function quoteApp() {
  const { app } = await buildTestApp();
  return async (body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/bookings/quote', payload: body });
    expect(res.statusCode, res.body).toBe(400);
    return res.json().fields as Record<string, string>;
  };
}

describe('a booking field that fails says how: missing, or not a value any screen sends', () => {
  it('car rental: a pickup date too long to be one is not a date; one left out still asks for it', async () => {
    const fieldsOf = await quoteApp();
    const rental = { type: 'car-rental', vehicleId: 'economy', pickup: { code: 'TZX' }, dropoff: { code: 'TZX_CITY' } };
    expect(await fieldsOf({ ...rental, pickupDate: '99999-01-01', dropoffDate: day(5) })).toEqual({
      pickupDate: 'Please enter a valid date (YYYY-MM-DD)',
    });
    expect(await fieldsOf({ ...rental, pickupDate: day(2), dropoffDate: 20270101 })).toEqual({
      dropoffDate: 'Please enter a valid date (YYYY-MM-DD)',
    });
    expect(await fieldsOf({ ...rental, pickupDate: '', dropoffDate: day(5) })).toEqual({ pickupDate: 'Please select a pickup date' });
    expect(await fieldsOf({ ...rental, dropoffDate: day(5) })).toEqual({ pickupDate: 'Please select a pickup date' });
    expect(await fieldsOf({ ...rental, vehicleId: 'x'.repeat(101), pickupDate: day(2), dropoffDate: day(5) })).toEqual({
      vehicleId: 'This vehicle is not offered',
    });
  });

  it('transfer, hotel, package and restaurant bookings: the same, in the texts their screens know', async () => {
    const fieldsOf = await quoteApp();
    expect(
      await fieldsOf({
        type: 'transfer',
        vehicleId: 'sedan',
        pickup: { code: 'TZX' },
        dropoff: { code: 'UZUNGOL' },
        date: '2027-01-011',
        time: '10:00',
        passengers: 2,
      }),
    ).toEqual({ date: 'Please enter a valid date (YYYY-MM-DD)' });
    const stay = { type: 'hotel', hotelId: 'h', roomTypeId: 'r', checkIn: day(3), checkOut: day(4), guests: 2 };
    expect(await fieldsOf({ ...stay, checkIn: 'x'.repeat(31), hotelId: 'x'.repeat(201) })).toEqual({
      hotelId: 'Hotel not found',
      checkIn: 'Please enter valid dates (YYYY-MM-DD)',
    });
    expect(await fieldsOf({ ...stay, roomTypeId: '', checkOut: undefined })).toEqual({
      roomTypeId: 'Please select a room type',
      checkOut: 'Please select a check-out date',
    });
    expect(await fieldsOf({ type: 'package', packageId: 'x'.repeat(201), startDate: 'x'.repeat(31), guests: 2 })).toEqual({
      packageId: 'Package not found',
      startDate: 'Please select a valid start date (YYYY-MM-DD)',
    });
    expect(await fieldsOf({ type: 'package', packageId: '', guests: 2 })).toEqual({
      packageId: 'Please select a package',
      startDate: 'Please select a start date',
    });
    expect(await fieldsOf({ type: 'restaurant', restaurantId: 'x'.repeat(201), date: day(3), time: '19:00', partySize: 2 })).toEqual({
      restaurantId: 'Restaurant not found',
    });
  });
});
