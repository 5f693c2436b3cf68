import { describe, expect, it } from 'vitest';
import { catalogueApp, seededHotel, testTokens } from '../../helpers/hotels';

const ONLY_IMAGES = 'must be a path of this site starting with /images/ (without ..) or an address starting with https://';

/** Every picture of the site is served under /images/: any other path is a page, which showed as a broken image. */
describe('picture addresses outside /images/', () => {
  it('a hero slide showing "/hotels" is a 400 with the rule, and the slides stay as they were', async () => {
    const { client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const slides = async () => (await client.call({ method: 'GET', url: '/api/settings/homepage?admin=true', token: admin })).json();
    const before = await slides();
    for (const url of ['/hotels', '/', '/images/../x']) {
      const res = await client.call({ method: 'PUT', url: '/api/settings/homepage', token: admin, body: { heroSlideshow: [{ url }] } });
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({
        url,
        status: 400,
        message: `heroSlideshow.0.url ${ONLY_IMAGES}`,
      });
    }
    expect(await slides()).toEqual(before);
    const saved = await client.call({
      method: 'PUT',
      url: '/api/settings/homepage',
      token: admin,
      body: { heroSlideshow: [{ url: '/images/uploads/a.webp' }, { url: 'https://cdn.example.com/b.jpg' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('a hotel picture "/hotels" is a 400 with the rule, and the hotel keeps its pictures', async () => {
    const { app, client } = await catalogueApp();
    const { admin } = await testTokens(client);
    const { id } = seededHotel(app, 'meydan-boutique-hotel');
    const pictures = () => app.db.$client.prepare('SELECT featured_image, images FROM hotels WHERE id = ?').get(id);
    const before = pictures();
    for (const [body, field] of [
      [{ featuredImage: '/hotels' }, 'featuredImage'],
      [{ images: ['/images/a.webp', '/hotels'] }, 'images.1'],
    ] as const) {
      const res = await client.call({ method: 'PUT', url: `/api/hotels/${id}`, token: admin, body });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: `${field} ${ONLY_IMAGES}` });
    }
    expect(pictures()).toEqual(before);
  });
});
