import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../../../src/features/bookings/repository';
import { endTimeOf, toBooking } from '../../../src/features/bookings/present';

const row = (details: Record<string, unknown>) =>
  ({
    id: 'b1',
    reference: 'TZN-123456',
    type: 'hotel',
    status: 'confirmed',
    startDate: '2030-06-10',
    endDate: '2030-06-12',
    startTime: '14:00',
    details: { serviceStartsAt: '2030-06-10T11:00:00.000Z', ...details },
    lineItems: [],
  }) as unknown as BookingRow;

describe('a booking’s end time', () => {
  it('is the one `endTime` every type stores; a stay stored with only its check-out time keeps that', () => {
    expect(endTimeOf(row({ endTime: '11:05' }))).toBe('11:05');
    expect(endTimeOf(row({ checkOutTime: '12:00' }))).toBe('12:00');
    expect(endTimeOf(row({ endTime: '11:00', checkOutTime: '12:00' }))).toBe('11:00');
  });

  it('is null when unknown or not a time (a booking stored before it)', () => {
    expect(endTimeOf(row({}))).toBeNull();
    expect(endTimeOf(row({ endTime: 'noon', checkOutTime: 12 }))).toBeNull();
  });

  it('is part of the booking every answer shows', () => {
    expect(toBooking(row({ checkOutTime: '12:00' }), new Date('2030-06-01T00:00:00Z')).endTime).toBe('12:00');
    expect(toBooking(row({}), new Date('2030-06-01T00:00:00Z')).endTime).toBeNull();
  });
});
