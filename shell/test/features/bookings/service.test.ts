import { describe, expect, it } from 'vitest';
import { serviceName } from '../../../src/features/bookings/components/service';

describe('serviceName', () => {
  it('names the hotel and room, the package, the restaurant or the vehicle; nothing for a flight', () => {
    expect(serviceName({ details: { hotelName: 'Zigana Inn', roomTypeName: 'Double Room' } })).toBe('Zigana Inn · Double Room');
    expect(serviceName({ details: { hotelName: 'Zigana Inn' } })).toBe('Zigana Inn');
    expect(serviceName({ details: { packageName: 'Rize Tea Trail' } })).toBe('Rize Tea Trail');
    expect(serviceName({ details: { restaurantName: 'Hamsiköy Sofrası' } })).toBe('Hamsiköy Sofrası');
    expect(serviceName({ details: { vehicleName: 'Midsize sedan' } })).toBe('Midsize sedan');
    expect(serviceName({ details: { offer: {}, hotelName: ' ' } })).toBeNull();
  });
});
