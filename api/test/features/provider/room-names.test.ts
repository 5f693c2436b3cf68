import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@trabzon/dates';
import { serviceName } from '@trabzon/contracts/booking-service';
import { lineText } from '@trabzon/contracts/line-labels';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, startSandbox, type RunningSandbox } from '@trabzon/provider-sandbox';
import type { HotelOffer } from '../../../src/features/provider/types';
import { buildTestApp } from '../../helpers/build';
import { BookingsClient, CVV, expiry } from '../../helpers/bookings';

const sandboxes: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
});

const day = (n: number) => addDays(todayIso(), n);

/** The room categories' names as the booking window writes them (mf-hotels), written out here. */
const NAMES: Record<string, Record<'en' | 'tr' | 'ar', string>> = {
  ROOM: { en: 'Room', tr: 'Oda', ar: 'غرفة' },
  STANDARD_ROOM: { en: 'Standard Room', tr: 'Standart Oda', ar: 'غرفة قياسية' },
  SUPERIOR_ROOM: { en: 'Superior Room', tr: 'Superior Oda', ar: 'غرفة سوبيريور' },
  DELUXE_ROOM: { en: 'Deluxe Room', tr: 'Deluxe Oda', ar: 'غرفة ديلوكس' },
  FAMILY_ROOM: { en: 'Family Room', tr: 'Aile Odası', ar: 'غرفة عائلية' },
  JUNIOR_SUITE: { en: 'Junior Suite', tr: 'Junior Suit', ar: 'جناح صغير' },
  SUITE: { en: 'Suite', tr: 'Suit', ar: 'جناح' },
  EXECUTIVE_ROOM: { en: 'Executive Room', tr: 'Executive Oda', ar: 'غرفة تنفيذية' },
};

async function setup() {
  const sandbox = await startSandbox({ port: 0 });
  sandboxes.push(sandbox);
  const { app } = await buildTestApp({
    providerBaseUrl: sandbox.baseUrl,
    providerClientId: SANDBOX_CLIENT_ID,
    providerClientSecret: SANDBOX_CLIENT_SECRET,
  });
  return { app, client: new BookingsClient(app) };
}

const checkout = (offerId: string) => ({
  type: 'provider-hotel',
  offerId,
  hotelId: 'RTTZX001',
  contact: { firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', phone: '+90 532 123 45 67' },
  payment: { method: 'creditCard', cardNumber: '4111 1111 1111 1111', cardName: 'AYSE YILMAZ', expiryDate: expiry(24), cvv: CVV },
});

interface Shown {
  details: Record<string, unknown>;
  lineItems: { label: string; parts?: { key: string } }[];
}

describe('a provider-hotel booking names its room in the reader’s language', () => {
  it('booked from a Turkish page, /bookings and its detail read the room category in tr, ar and en, not the provider’s English words', async () => {
    const { app, client } = await setup();
    const ayse = await client.user('ayse@example.com');
    const search = await app.inject({
      url: `/v3/shopping/hotel-offers?hotelIds=RTTZX001&checkInDate=${day(30)}&checkOutDate=${day(32)}&adults=2&currency=USD`,
    });
    const offer = search.json().data[0].offers[0] as HotelOffer;
    const description = offer.room!.description!.text!;
    const names = NAMES[offer.room!.typeEstimated!.category!]!;
    expect(names).toBeDefined();

    const booked = await client.call({ method: 'POST', url: '/api/bookings?lang=tr', body: checkout(offer.id), token: ayse.token });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().booking._id as string;

    for (const lang of ['tr', 'ar', 'en'] as const) {
      const detail = await client.call({ method: 'GET', url: `/api/bookings/${id}?lang=${lang}`, token: ayse.token });
      expect(detail.statusCode).toBe(200);
      const listed = await client.call({ method: 'GET', url: `/api/bookings?lang=${lang}`, token: ayse.token });
      const fromList = listed.json().results as ({ _id: string } & Shown)[];
      for (const booking of [detail.json() as Shown, fromList.find((b) => b._id === id)!]) {
        expect(serviceName(booking.details, lang)).toBe(`Novotel Trabzon · ${names[lang]}`);
        expect(booking.lineItems.map((line) => lineText(line, lang)).every((text) => text.startsWith(names[lang]!))).toBe(true);
      }
    }
    // The provider's own words are kept, as detail.
    const stored = (await client.call({ method: 'GET', url: `/api/bookings/${id}`, token: ayse.token })).json() as Shown;
    expect(stored.details.roomDescription).toBe(description);
    expect(stored.details.roomTypeName).toBe(names.en);
  });

  it('a booking stored before (the provider’s words as its room name, no translations) still shows what it stored', async () => {
    const { app, client } = await setup();
    const ayse = await client.user('ayse@example.com');
    const search = await app.inject({
      url: `/v3/shopping/hotel-offers?hotelIds=RTTZX001&checkInDate=${day(30)}&checkOutDate=${day(31)}&adults=1&currency=USD`,
    });
    const offer = search.json().data[0].offers[0] as HotelOffer;
    const booked = await client.call({ method: 'POST', url: '/api/bookings', body: checkout(offer.id), token: ayse.token });
    const id = booked.json().booking._id as string;
    app.db.$client
      .prepare("UPDATE bookings SET details = json_set(json_remove(details, '$.localizedNames'), '$.roomTypeName', ?) WHERE id = ?")
      .run('Standard Room, 2 single beds, partial sea view', id);

    const detail = (await client.call({ method: 'GET', url: `/api/bookings/${id}?lang=tr`, token: ayse.token })).json() as Shown;
    expect(serviceName(detail.details, 'tr')).toBe('Novotel Trabzon · Standard Room, 2 single beds, partial sea view');
  });
});
