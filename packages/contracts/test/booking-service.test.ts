import { describe, expect, it } from 'vitest';
import { serviceName } from '../src/booking-service';

describe('serviceName: what a booking is for, from its stored details', () => {
  it('names the hotel and room, the package, the restaurant, the vehicle or a flight route', () => {
    expect(serviceName({ hotelName: 'Zigana Inn', roomTypeName: 'Double Room' })).toBe('Zigana Inn · Double Room');
    expect(serviceName({ hotelName: 'Novotel Trabzon', roomType: 'STANDARD_ROOM' })).toBe('Novotel Trabzon');
    expect(serviceName({ packageName: 'Rize Tea Trail' })).toBe('Rize Tea Trail');
    expect(serviceName({ restaurantName: 'Balıkçı Sabri' })).toBe('Balıkçı Sabri');
    expect(serviceName({ vehicleName: 'Minivan' })).toBe('Minivan');
    expect(serviceName({ origin: 'TZX', destination: 'IST' })).toBe('TZX → IST');
  });

  it('is null when the details name nothing', () => {
    expect(serviceName({ hotelName: '  ' })).toBeNull();
    expect(serviceName({ offer: {} })).toBeNull();
    expect(serviceName(undefined)).toBeNull();
  });
});
