import { describe, expect, it } from 'vitest';
import type { DestinationListResponse } from '@trabzon/contracts';
import { adminRefusalOf } from '@trabzon/contracts/admin-refusals';
import { catalogueApp, testTokens } from '../../helpers/hotels';

describe('destinations', () => {
  it('lists every destination with its property count, in the asked language', async () => {
    const { client } = await catalogueApp();
    const body = (await client.call({ method: 'GET', url: '/api/destinations?lang=tr' })).json() as DestinationListResponse;
    expect(body.total).toBe(6);
    const trabzon = body.results.find((d) => d.slug === 'trabzon')!;
    expect(trabzon).toEqual({
      _id: expect.any(String),
      slug: 'trabzon',
      name: 'Trabzon',
      country: 'Türkiye',
      description: expect.stringMatching(/^Bizans kiliseleri/),
      image: '/images/destinations/trabzon.svg',
      propertyCount: 12, // 4 hotels + 6 restaurants + 2 packages
      hotelCount: 4,
      featured: true,
      popular: true,
      coordinates: { lat: 41.0027, lng: 39.7168 },
    });
    expect(body.results.find((d) => d.slug === 'hamsikoy')!.propertyCount).toBe(2); // 1 hotel + 1 package
    const featured = (await client.call({ method: 'GET', url: '/api/destinations/featured' })).json() as DestinationListResponse;
    expect(featured.results.map((d) => d.slug).sort()).toEqual(['ayder', 'sumela', 'trabzon', 'uzungol']);
    const popular = (await client.call({ method: 'GET', url: '/api/destinations/popular?lang=ar' })).json() as DestinationListResponse;
    expect(popular.results.map((d) => d.slug).sort()).toEqual(['ayder', 'rize', 'trabzon', 'uzungol']);
    expect(popular.results.find((d) => d.slug === 'rize')!.name).toBe('ريزه');
    expect(
      ((await client.call({ method: 'GET', url: '/api/destinations?q=ayd' })).json() as DestinationListResponse).results.map((d) => d.slug),
    ).toEqual(['ayder']);
  });

  it('counts the places to stay apart: the hotels /hotels lists for the destination, active ones only', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const hotelsIn = async (slug: string) =>
      (await client.call({ method: 'GET', url: `/api/hotels?destination=${slug}&limit=50` })).json() as {
        total: number;
        results: { _id: string }[];
      };
    const featured = (await client.call({ method: 'GET', url: '/api/destinations/featured' })).json() as DestinationListResponse;
    for (const d of featured.results) {
      expect({ slug: d.slug, hotelCount: d.hotelCount }).toEqual({ slug: d.slug, hotelCount: (await hotelsIn(d.slug)).total });
    }
    expect(featured.results.find((d) => d.slug === 'trabzon')).toMatchObject({ hotelCount: 4, propertyCount: 12 });
    // A hotel taken off the site leaves the count as it leaves /hotels; the listings' count (the back office's) too.
    const [first] = (await hotelsIn('uzungol')).results;
    const off = await client.call({ method: 'PUT', url: `/api/hotels/${first!._id}`, token: admin, body: { active: false } });
    expect(off.statusCode).toBe(200);
    const uzungol = await client.call({ method: 'GET', url: '/api/destinations/slug/uzungol' });
    expect(uzungol.json()).toMatchObject({ hotelCount: 2, propertyCount: 5 });
  });

  it('answers one destination by id or by slug; 404 otherwise', async () => {
    const { client } = await catalogueApp();
    const bySlug = await client.call({ method: 'GET', url: '/api/destinations/slug/uzungol' });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ name: 'Uzungöl', propertyCount: 6 }); // 3 hotels + 2 restaurants + 1 package
    const byId = await client.call({ method: 'GET', url: `/api/destinations/${bySlug.json()._id}?lang=ar` });
    expect(byId.json()).toMatchObject({ slug: 'uzungol', name: 'أوزنجول' });
    expect((await client.call({ method: 'GET', url: '/api/destinations/slug/atlantis' })).statusCode).toBe(404);
    expect((await client.call({ method: 'GET', url: '/api/destinations/atlantis' })).statusCode).toBe(404);
  });

  it('refuses a second destination of the same English name, whatever its case or Turkish letters (409); a rename to its own name is fine', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const taken = { statusCode: 409, message: 'A destination with this name already exists' };
    for (const en of ['Trabzon', 'TRABZON', ' trabzon ']) {
      const res = await client.call({ method: 'POST', url: '/api/destinations', body: { name: { en } }, token: admin });
      expect({ en, status: res.statusCode, body: res.json() }).toEqual({ en, status: 409, body: taken });
    }
    const uzungol = await client.call({
      method: 'POST',
      url: '/api/destinations',
      body: { name: { en: 'Uzungöl Plateau' } },
      token: admin,
    });
    expect(uzungol.statusCode).toBe(201);
    const again = await client.call({ method: 'POST', url: '/api/destinations', body: { name: { en: 'UZUNGOL plateau' } }, token: admin });
    expect(again.json()).toEqual(taken);
    const rename = (en: string) =>
      client.call({ method: 'PUT', url: `/api/destinations/${uzungol.json()._id}`, body: { name: { en } }, token: admin });
    expect((await rename('Rize')).json()).toEqual(taken);
    expect((await rename('Uzungöl Plateau')).statusCode).toBe(200);
    const total = (await client.call({ method: 'GET', url: '/api/destinations' })).json().total;
    expect(total).toBe(7);
  });

  it('admin create, update and delete: 401 without a token, 403 for a user', async () => {
    const { app, client } = await catalogueApp();
    const { admin, user } = await testTokens(client);
    const body = {
      name: { en: 'Sera Lake', tr: 'Sera Gölü', ar: 'بحيرة سيرا' },
      description: 'A lake west of Trabzon.',
      featured: true,
      coordinates: { lat: 41.0, lng: 39.62 },
    };
    for (const token of [undefined, user]) {
      const status = token ? 403 : 401;
      expect((await client.call({ method: 'POST', url: '/api/destinations', body, ...(token ? { token } : {}) })).statusCode).toBe(status);
      expect(
        (await client.call({ method: 'PUT', url: '/api/destinations/trabzon', body: { featured: false }, ...(token ? { token } : {}) }))
          .statusCode,
      ).toBe(status);
      expect((await client.call({ method: 'DELETE', url: '/api/destinations/trabzon', ...(token ? { token } : {}) })).statusCode).toBe(
        status,
      );
    }
    const created = await client.call({ method: 'POST', url: '/api/destinations', body, token: admin });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'sera-lake',
      name: body.name,
      country: { en: 'Turkey', tr: 'Türkiye' },
      description: { en: 'A lake west of Trabzon.' },
      propertyCount: 0,
      featured: true,
    });
    expect(
      (await client.call({ method: 'POST', url: '/api/destinations', body: { ...body, slug: 'trabzon' }, token: admin })).statusCode,
    ).toBe(409);
    const updated = await client.call({
      method: 'PUT',
      url: '/api/destinations/sera-lake',
      body: { popular: true, image: '/images/destinations/trabzon.svg' },
      token: admin,
    });
    expect(updated.json()).toMatchObject({ popular: true, image: '/images/destinations/trabzon.svg' });
    expect((await client.call({ method: 'GET', url: '/api/destinations/sera-lake?admin=true', token: admin })).json().name).toEqual(
      body.name,
    );
    expect((await client.call({ method: 'GET', url: '/api/destinations/sera-lake?admin=true', token: user })).statusCode).toBe(403);

    // A destination with listings is not deleted (issue 14): the hotels keep their destination.
    const refused = await client.call({ method: 'DELETE', url: '/api/destinations/trabzon', token: admin });
    expect(refused.statusCode).toBe(409);
    // One of the back office's fixed refusals, its counts as data it reads back to say it in the page's language.
    expect(adminRefusalOf(refused.json().message)).toEqual({
      key: 'destinationHasListings',
      values: { hotels: '4', restaurants: '6', packages: '2' },
    });
    expect((await client.call({ method: 'GET', url: '/api/hotels/karadeniz-palace-hotel' })).json().destination).toMatchObject({
      slug: 'trabzon',
    });
    const deleted = await client.call({ method: 'DELETE', url: '/api/destinations/sera-lake', token: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await client.call({ method: 'GET', url: '/api/destinations/sera-lake' })).statusCode).toBe(404);
    expect(app.db.$client.prepare("SELECT count(*) AS n FROM destinations WHERE slug = 'sera-lake'").get()).toEqual({ n: 0 });
  });
});
