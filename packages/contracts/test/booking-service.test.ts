import { describe, expect, it } from 'vitest';
import {
  countsPassengers,
  flightCabin,
  flightSegments,
  hasParty,
  isBookingReference,
  otherTravellers,
  routeOf,
  serviceName,
} from '../src/booking-service';

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

describe("a booking's names in the reader's language", () => {
  const details = {
    vehicleName: 'Standard transfer',
    pickup: { code: 'TZX', name: 'Trabzon Airport (TZX)' },
    dropoff: { code: 'UZUNGOL', name: 'Uzungöl' },
    localizedNames: {
      tr: { vehicleName: 'Standart transfer', pickup: 'Trabzon Havalimanı (TZX)' },
      ar: { vehicleName: 'نقل عادي', pickup: 'مطار طرابزون (TZX)', dropoff: 'أوزنجول' },
    },
  };

  it('takes each name in the language asked for, English where that language has none', () => {
    expect(serviceName(details, 'tr')).toBe('Standart transfer');
    expect(routeOf(details, 'tr')).toBe('Trabzon Havalimanı (TZX) → Uzungöl');
    expect(serviceName(details, 'ar')).toBe('نقل عادي');
    // Arabic reads from the right: the pickup first at the right, the arrow pointing left to the drop-off.
    expect(routeOf(details, 'ar')).toBe('\u2068مطار طرابزون (TZX)\u2069 ← \u2068أوزنجول\u2069');
  });

  it("draws a flight's route in the reading direction of the language", () => {
    expect(serviceName({ origin: 'TZX', destination: 'IST' }, 'en')).toBe('TZX → IST');
    expect(serviceName({ origin: 'TZX', destination: 'IST' }, 'ar')).toBe('\u2068TZX\u2069 ← \u2068IST\u2069');
  });

  it('names a round trip with its way back, as the admin drawer and the CSV both should', () => {
    expect(serviceName({ origin: 'TZX', destination: 'IST', tripType: 'roundTrip' }, 'en')).toBe('TZX → IST → TZX');
    expect(serviceName({ origin: 'TZX', destination: 'IST', tripType: 'oneWay' }, 'en')).toBe('TZX → IST');
  });

  it('is English without a language, for an unknown one, and for bookings made before names were kept', () => {
    expect(serviceName(details)).toBe('Standard transfer');
    expect(routeOf(details, 'de')).toBe('Trabzon Airport (TZX) → Uzungöl');
    expect(serviceName({ hotelName: 'Zigana Inn', roomTypeName: 'Double Room' }, 'tr')).toBe('Zigana Inn · Double Room');
    // A translation never names a part the English details lack.
    expect(serviceName({ localizedNames: { tr: { hotelName: 'Zigana Han' } } }, 'tr')).toBeNull();
  });
});

describe('routeOf and otherTravellers', () => {
  it("a car or transfer's route from its stored places; nothing when one is missing", () => {
    const pickup = { code: 'TZX', name: 'Trabzon Airport', lat: 41, lng: 39.7 };
    expect(routeOf({ pickup, dropoff: { code: 'UZG', name: 'Uzungöl' } })).toBe('Trabzon Airport → Uzungöl');
    expect(routeOf({ pickup })).toBeNull();
    expect(routeOf({ pickup: 'TZX', dropoff: 'UZG' })).toBeNull();
  });

  it("a flight's other passengers by name, skipping malformed entries", () => {
    expect(
      otherTravellers({
        otherTravellers: [{ firstName: 'Can', lastName: 'Yılmaz', dateOfBirth: '2015-03-02' }, null, { firstName: ' ', lastName: 'Ay' }],
      }),
    ).toEqual(['Can Yılmaz', 'Ay']);
    expect(otherTravellers({})).toEqual([]);
  });
});

describe('isBookingReference', () => {
  it('accepts a reference as a guest may type it: any case, a space or no hyphen, Arabic digits', () => {
    for (const typed of ['TZN-413248', 'tr 356185', 'TF855297', ' tt-123789 ', 'TR-٣٥٦١٨٥'])
      expect(isBookingReference(typed), typed).toBe(true);
  });

  it('refuses what no booking can have: too few or many digits or letters, other signs, an e-mail', () => {
    for (const typed of ['', 'TR-35618', 'TR-3561850', 'T-356185', 'TRZN-356185', 'TR_356185', 'x@y.com', '356185']) {
      expect(isBookingReference(typed), typed).toBe(false);
    }
  });
});

describe("a booking's party", () => {
  it('is passengers on a flight or a ride, guests elsewhere, and none for a car rental (the driver rents a car)', () => {
    expect(['flight', 'transfer'].map((type) => countsPassengers({ type }))).toEqual([true, true]);
    expect(['hotel', 'restaurant', 'package'].map((type) => countsPassengers({ type }))).toEqual([false, false, false]);
    expect(hasParty({ type: 'car-rental' })).toBe(false);
    expect(['hotel', 'flight', 'transfer', 'restaurant', 'package'].every((type) => hasParty({ type }))).toBe(true);
  });
});

describe("a flight's legs and cabin as stored", () => {
  const stored = {
    cabin: 'PREMIUM_ECONOMY',
    outbound: {
      segments: [
        {
          carrierCode: 'TK',
          carrier: ' Turkish Airlines ',
          flightNumber: 'TK2858',
          from: 'TZX',
          to: 'IST',
          departureAt: '2030-12-13T13:45:00',
          arrivalAt: '2030-12-13T15:50:00',
        },
        { carrierCode: 'PC', flightNumber: 'PC1', from: 'IST', to: 'AYT' },
        'not a leg',
      ],
    },
  };

  it('reads each leg, the airline by name where stored, else by code, and leaves a missing field empty', () => {
    expect(flightSegments(stored, 'outbound')).toEqual([
      {
        flightNumber: 'TK2858',
        airline: 'Turkish Airlines',
        from: 'TZX',
        to: 'IST',
        departureAt: '2030-12-13T13:45:00',
        arrivalAt: '2030-12-13T15:50:00',
      },
      { flightNumber: 'PC1', airline: 'PC', from: 'IST', to: 'AYT', departureAt: '', arrivalAt: '' },
      { flightNumber: '', airline: '', from: '', to: '', departureAt: '', arrivalAt: '' },
    ]);
    expect(flightSegments(stored, 'inbound')).toEqual([]);
    expect(flightSegments({ outbound: { segments: 'TK1' } }, 'outbound')).toEqual([]);
    expect(flightSegments(null, 'outbound')).toEqual([]);
  });

  it('gives a cabin class the site sells, and nothing for another value', () => {
    expect(flightCabin(stored)).toBe('PREMIUM_ECONOMY');
    expect(flightCabin({ cabin: 'PREMIUM' })).toBeNull();
    expect(flightCabin({ cabin: 7 })).toBeNull();
    expect(flightCabin(undefined)).toBeNull();
  });
});
