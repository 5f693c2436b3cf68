import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../src/db/client';
import { createBookingsRepository, type NewBookingRow } from '../../../src/features/bookings/repository';

const minimal: NewBookingRow = {
  reference: 'TZH-100001',
  type: 'hotel',
  contactFirstName: 'Ayşe',
  contactLastName: 'Yılmaz',
  contactEmail: 'ayse@example.com',
  contactPhone: '+90 462 555 12 34',
  startDate: '2027-03-01',
  details: { hotelId: 'h1', roomTypeId: 'r1', nights: 2, localizedNames: { tr: { hotelName: 'Otel' } } },
  lineItems: [{ label: 'Deluxe Room, night of Mar 1, 2027', quantity: 1, unitPriceCents: 15000, totalCents: 15000 }],
  subtotalCents: 30000,
  taxRate: 0.1,
  taxCents: 3000,
  totalCents: 33000,
  paymentMethod: 'payAtHotel',
};

describe('bookings repository: insert', () => {
  let db: Db | undefined;
  afterEach(() => db?.$client.close());

  // insert answers the row it wrote without reading it back: it must be what a read gives.
  it('answers the row exactly as a read of it gives it, defaults included', () => {
    db = openDatabase(':memory:');
    const repo = createBookingsRepository(db);
    const inserted = repo.insert(minimal);
    expect(inserted).toStrictEqual(repo.findById(inserted.id));
    expect(inserted).toMatchObject({ guests: 1, currency: 'USD', status: 'pending', language: 'en', userId: null, endDate: null });
  });

  it('answers every given field as a read gives it back', () => {
    db = openDatabase(':memory:');
    const repo = createBookingsRepository(db);
    const inserted = repo.insert({
      ...minimal,
      id: 'b-given',
      endDate: '2027-03-03',
      startTime: '14:00',
      guests: 2,
      status: 'confirmed',
      specialRequests: 'A quiet room',
      cardBrand: 'visa',
      cardLast4: '1111',
      paymentMethod: 'creditCard',
      idempotencyKey: 'key-1',
      createdAt: '2026-11-27T10:00:00.000Z',
      updatedAt: '2026-11-27T10:00:00.000Z',
      holdExpiresAt: '2026-11-27T10:30:00.000Z',
      language: 'ar',
    });
    expect(inserted.id).toBe('b-given');
    expect(inserted).toStrictEqual(repo.findById('b-given'));
  });
});
