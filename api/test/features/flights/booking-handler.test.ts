import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@trabzon/contracts';
import { parseDetails } from '../../../src/features/bookings/details';
import { createFlightBookingHandler } from '../../../src/features/flights/booking-handler';
import { createCarrierNames } from '../../../src/features/flights/carrier-names';
import type { ProviderClient } from '../../../src/features/provider/client';
import type { FlightOffer } from '../../../src/features/provider/types';

/** A leg as the provider gives it: local times at each airport ("2030-06-10T09:10:00"). */
const leg = (from: string, to: string, departureAt: string, arrivalAt: string, number: string) => ({
  departure: { iataCode: from, at: departureAt },
  arrival: { iataCode: to, at: arrivalAt },
  carrierCode: 'TK',
  number,
});

function offerOf(...itineraries: ReturnType<typeof leg>[][]): FlightOffer {
  return {
    type: 'flight-offer',
    id: '1',
    itineraries: itineraries.map((segments) => ({ duration: 'PT2H', segments })),
    price: { currency: 'USD', total: '120.00', base: '100.00', grandTotal: '120.00' },
    travelerPricings: [
      {
        travelerId: '1',
        travelerType: 'ADULT',
        price: { currency: 'USD', total: '120.00', base: '100.00' },
        fareDetailsBySegment: [{ segmentId: '1', cabin: 'ECONOMY' }],
      },
    ],
  } as unknown as FlightOffer;
}

/** The provider's pricing answers the offer as it was searched. */
const client = { priceFlightOffers: async (offers: FlightOffer[]) => ({ data: { flightOffers: offers } }) } as unknown as ProviderClient;

async function quoteOf(offer: FlightOffer, documentExpiry = '2035-01-01', dateOfBirth = '1990-01-16') {
  const handler = createFlightBookingHandler(client, createCarrierNames());
  const details = {
    offer,
    traveller: {
      dateOfBirth,
      nationality: 'TR',
      documentType: 'passport',
      documentNumber: 'U12345678',
      documentExpiry,
    },
    billingAddress: 'Kemerkaya Mah. 1, 61100 Trabzon, Türkiye',
    agreeTerms: true,
  };
  return handler.quote(details, {
    db: undefined as never,
    now: new Date('2030-06-01T09:00:00Z'),
    request: { query: { lang: 'en' } } as never,
  });
}

describe('the flight booking type: when the trip ends', () => {
  it('a one-way flight ends at its last arrival: that day and its time at the arrival airport', async () => {
    const quote = await quoteOf(
      offerOf([
        leg('TZX', 'IST', '2030-06-10T09:10:00', '2030-06-10T11:05:00', '2858'),
        leg('IST', 'ESB', '2030-06-10T23:30:00', '2030-06-11T00:40:00', '2160'),
      ]),
    );
    expect(quote).toMatchObject({ startDate: '2030-06-10', startTime: '09:10', endDate: '2030-06-11' });
    expect(quote.details).toMatchObject({ tripType: 'oneWay', endTime: '00:40' });
  });

  it('a same-day one-way flight ends that day, at its arrival time', async () => {
    const quote = await quoteOf(offerOf([leg('TZX', 'IST', '2030-06-10T09:10:00', '2030-06-10T11:05:00', '2858')]));
    expect(quote).toMatchObject({ startDate: '2030-06-10', endDate: '2030-06-10' });
    expect(quote.details.endTime).toBe('11:05');
  });

  it('a return flight ends at the last leg of the way back, with its time', async () => {
    const quote = await quoteOf(
      offerOf(
        [leg('TZX', 'IST', '2030-06-10T09:10:00', '2030-06-10T11:05:00', '2858')],
        [leg('IST', 'TZX', '2030-06-17T20:50:00', '2030-06-17T22:45:00', '2869')],
      ),
    );
    expect(quote).toMatchObject({ startDate: '2030-06-10', endDate: '2030-06-17' });
    expect(quote.details).toMatchObject({ tripType: 'roundTrip', endTime: '22:45' });
  });
});

/** The fields of a refused quote (a FieldValidationError), or null when it was taken. */
async function refusedFields(offer: FlightOffer, documentExpiry: string, dateOfBirth?: string): Promise<Record<string, string> | null> {
  try {
    await quoteOf(offer, documentExpiry, dateOfBirth);
    return null;
  } catch (error) {
    return (error as { fields?: Record<string, string> }).fields ?? { unexpected: String(error) };
  }
}

describe('the flight booking type: the travel document must be valid until the last flight lands', () => {
  // Booked on 2030-06-01 (see quoteOf): out on the 10th, back on the 17th, landing after midnight on the 18th.
  const roundTrip = offerOf(
    [leg('TZX', 'IST', '2030-06-10T09:10:00', '2030-06-10T11:05:00', '2858')],
    [leg('IST', 'TZX', '2030-06-17T23:30:00', '2030-06-18T01:25:00', '2869')],
  );
  const lapses = { 'traveller.documentExpiry': CHECKOUT_MESSAGES.documentExpiry };

  it('a passport valid on the way out but not on the way back is refused; valid on the landing day is enough', async () => {
    expect(await refusedFields(roundTrip, '2030-06-12')).toEqual(lapses);
    // Valid on the day the return leaves, not on the day it lands (its airport's date).
    expect(await refusedFields(roundTrip, '2030-06-17')).toEqual(lapses);
    expect(await refusedFields(roundTrip, '2030-06-18')).toBeNull();
  });

  it('an expired one, one not a real day and one decades ahead each say what is wrong', async () => {
    expect(await refusedFields(roundTrip, '2030-05-31')).toEqual({ 'traveller.documentExpiry': CHECKOUT_MESSAGES.documentExpired });
    for (const expiry of ['9999-12-31', '2050-06-19', '2031-02-30', '2031-13-01', '0000-00-00']) {
      expect({ expiry, fields: await refusedFields(roundTrip, expiry) }).toEqual({
        expiry,
        fields: { 'traveller.documentExpiry': CHECKOUT_MESSAGES.documentExpiryDate },
      });
    }
    // Twenty years after the last flight is the furthest a document runs.
    expect(await refusedFields(roundTrip, '2050-06-18')).toBeNull();
  });
});

describe('the flight booking type: the first traveller is an adult on the day of departure', () => {
  // Booked on 2030-06-01 (see quoteOf): out on the 10th, back on the 17th.
  const roundTrip = offerOf(
    [leg('TZX', 'IST', '2030-06-10T09:10:00', '2030-06-10T11:05:00', '2858')],
    [leg('IST', 'TZX', '2030-06-17T20:50:00', '2030-06-17T22:45:00', '2869')],
  );
  const underAge = { 'traveller.dateOfBirth': CHECKOUT_MESSAGES.adultTraveller };

  it('a baby or a child is refused at their date of birth, with the rule', async () => {
    expect(await refusedFields(roundTrip, '2035-01-01', '2029-12-01')).toEqual(underAge);
    expect(await refusedFields(roundTrip, '2035-01-01', '2020-03-02')).toEqual(underAge);
  });

  it('18 on the day the first flight leaves is enough; 18 only by the way back is not', async () => {
    expect(await refusedFields(roundTrip, '2035-01-01', '2012-06-10')).toBeNull();
    expect(await refusedFields(roundTrip, '2035-01-01', '2012-06-11')).toEqual(underAge);
    expect(await refusedFields(roundTrip, '2035-01-01', '2012-06-17')).toEqual(underAge);
  });

  it('a birth date no one has is refused as such, not as a child', async () => {
    expect(await refusedFields(roundTrip, '2035-01-01', '2030-06-02')).toEqual({ 'traveller.dateOfBirth': CHECKOUT_MESSAGES.dateOfBirth });
  });
});

describe('the flight booking type: its billing address', () => {
  const detailsWith = (billingAddress: unknown) => ({
    offer: offerOf([leg('TZX', 'IST', '2030-06-10T09:10:00', '2030-06-10T11:05:00', '2858')]),
    traveller: {
      dateOfBirth: '1990-01-16',
      nationality: 'TR',
      documentType: 'passport',
      documentNumber: 'U12345678',
      documentExpiry: '2035-01-01',
    },
    billingAddress,
    agreeTerms: true,
  });
  const fieldsOf = (billingAddress: unknown) => {
    const result = parseDetails(createFlightBookingHandler(client, createCarrierNames()), detailsWith(billingAddress));
    return result.ok ? null : result.errors;
  };

  it('missing or too short asks for it; too long says how long it may be, not that it is missing', () => {
    expect(fieldsOf(undefined)?.billingAddress).toBe(CHECKOUT_MESSAGES.billingAddress);
    expect(fieldsOf('x')?.billingAddress).toBe(CHECKOUT_MESSAGES.billingAddress);
    expect(fieldsOf('Kemerkaya Mah. 1, '.repeat(20))?.billingAddress).toBe('Please use at most 300 characters');
    expect(fieldsOf('Kemerkaya Mah. 1, 61100 Trabzon, Türkiye')?.billingAddress).toBeUndefined();
  });
});

describe('the flight booking type: the other travellers’ fields', () => {
  it("a companion's field that fails says the field's own text (as the contact's does), not a generic one", () => {
    const traveller = {
      dateOfBirth: '1990-01-16',
      nationality: 'TR',
      documentType: 'passport',
      documentNumber: 'U12345678',
      documentExpiry: '2035-01-01',
    };
    const result = parseDetails(createFlightBookingHandler(client, createCarrierNames()), {
      offer: offerOf([leg('TZX', 'IST', '2030-06-10T09:10:00', '2030-06-10T11:05:00', '2858')]),
      traveller,
      billingAddress: 'Kemerkaya Mah. 1, 61100 Trabzon, Türkiye',
      agreeTerms: true,
      otherTravellers: [{ firstName: 'Ayşe', lastName: 'Yılmaz', ...traveller, documentType: 'library card', nationality: 'Turkey' }],
    });
    expect(result.ok ? null : result.errors).toEqual({
      'otherTravellers.0.documentType': 'Choose a document type',
      'otherTravellers.0.nationality': 'Choose a nationality',
    });
  });
});
