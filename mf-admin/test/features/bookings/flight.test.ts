import { describe, expect, it } from 'vitest';
import { flightRoute, travellerDocuments } from '../../../src/features/bookings/flight';

describe("a flight booking's stored details, read for the drawer", () => {
  it('names the route, coming back for a round trip, and nothing without both airports', () => {
    expect(flightRoute({ origin: ' TZX ', destination: 'IST' }, 'en')).toBe('TZX → IST');
    expect(flightRoute({ origin: 'TZX', destination: 'IST', tripType: 'roundTrip' }, 'en')).toBe('TZX → IST → TZX');
    expect(flightRoute({ origin: 'TZX', destination: '  ' }, 'en')).toBeNull();
    expect(flightRoute({ origin: 42, destination: 'IST' }, 'en')).toBeNull();
    expect(flightRoute(null, 'en')).toBeNull();
  });

  it('lists the lead traveller then the others, with what is stored of their documents', () => {
    const details = {
      traveller: {
        dateOfBirth: '1990-04-02',
        nationality: ' TR ',
        documentType: 'passport',
        documentNumberLast4: '1234',
        documentExpiry: '',
      },
      otherTravellers: [
        { firstName: ' Ayşe ', lastName: 'Kaya', dateOfBirth: '2015-06-01', documentType: 'idCard', documentNumberLast4: 5678 },
        { firstName: 'Nobody', lastName: 'Stored' },
        'not a traveller',
      ],
    };
    expect(travellerDocuments(details, 'Ali Kaya')).toEqual([
      { name: 'Ali Kaya', lead: true, dateOfBirth: '1990-04-02', nationality: 'TR', documentType: 'passport', documentNumberLast4: '1234' },
      { name: 'Ayşe Kaya', dateOfBirth: '2015-06-01', documentType: 'idCard' },
    ]);
    expect(travellerDocuments({ otherTravellers: 'none' }, 'Ali Kaya')).toEqual([]);
    expect(travellerDocuments(undefined, 'Ali Kaya')).toEqual([]);
  });
});
