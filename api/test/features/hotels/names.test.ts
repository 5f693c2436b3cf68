import { describe, expect, it } from 'vitest';
import { catalogueApp, seededHotel, testTokens } from '../../helpers/hotels';

const NAME_TAKEN = 'A hotel with this name already exists in this destination';

const hotel = (name: string | { en: string; tr?: string }, destination: string) => ({
  name,
  description: 'A calm hotel by the lake.',
  starRating: 3,
  destination,
  address: { city: 'Trabzon', country: 'Turkey' },
});

/** Two hotels of one destination with one name: guests cannot tell them apart (the second only got the slug name-2). */
describe('hotel names are unique within a destination', () => {
  it('refuses a second hotel of that name there (409, nothing written), whatever its case and accents; another destination may have it', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const hotelCount = () => app.db.$client.prepare('SELECT count(*) FROM hotels').pluck().get();
    const create = (body: object) => client.call({ method: 'POST', url: '/api/hotels', token: admin, body });

    expect((await create(hotel('Sera Lake Hotel', 'trabzon'))).statusCode).toBe(201);
    const before = hotelCount();
    for (const name of ['Sera Lake Hotel', ' sera LAKE hotel ', 'Séra Lake Hotel', { en: 'SERA LAKE HOTEL', tr: 'Sera Gölü Otel' }]) {
      const res = await create(hotel(name, 'trabzon'));
      expect({ name, status: res.statusCode, message: res.json().message }).toEqual({ name, status: 409, message: NAME_TAKEN });
    }
    expect(hotelCount()).toBe(before);

    const elsewhere = await create(hotel('Sera Lake Hotel', 'uzungol'));
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.json().slug).toBe('sera-lake-hotel-2');
  });

  it('refuses renaming a hotel, or moving it, onto a name its destination has (409, unchanged); its own name may be saved again', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const meydan = seededHotel(app, 'meydan-boutique-hotel').id;
    const lakeside = seededHotel(app, 'uzungol-lakeside-lodge').id;
    const taken = app.db.$client.prepare(`SELECT json_extract(name, '$.en') FROM hotels WHERE id = ?`).pluck().get(lakeside) as string;
    const put = (id: string, body: object) => client.call({ method: 'PUT', url: `/api/hotels/${id}`, token: admin, body });
    const stored = () => app.db.$client.prepare('SELECT name, destination_id AS destination FROM hotels WHERE id = ?').get(meydan);
    const before = stored();

    for (const body of [
      { name: taken.toUpperCase(), destination: 'uzungol' },
      { destination: 'uzungol', name: { en: taken, tr: 'Başka' } },
    ]) {
      const res = await put(meydan, body);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 409, message: NAME_TAKEN });
    }
    expect(stored()).toEqual(before);

    const moved = await put(meydan, { name: { en: 'Meydan Boutique Hotel' }, destination: 'uzungol' });
    expect(moved.statusCode, moved.body).toBe(200);
    // Moved beside it, the Lakeside Lodge cannot be renamed to it either.
    expect((await put(lakeside, { name: 'meydan boutique hotel' })).statusCode).toBe(409);
    expect((await put(lakeside, { name: taken })).statusCode).toBe(200);
  });
});
