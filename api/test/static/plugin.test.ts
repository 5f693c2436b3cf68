import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../helpers/build';
import { matchesPattern } from '../../src/static/patterns';

/** The catalogue's pages whose lead picture the server preloads, as their remotes declare them. */
const CATALOGUE_ROUTES = ['/hotels', '/hotels/:id', '/restaurants', '/restaurants/:id', '/packages', '/packages/:slug', '/flights'];

/** A fake built site: a shell and one remote, with hashed and entry files. */
function fakeSite(dir: string) {
  const root = path.join(dir, 'site');
  fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  fs.mkdirSync(path.join(root, 'mf-demo/dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html lang="tr"><head><title>Trabzon Travel</title></head><body><div id="root"></div><template id="hero-first-paint"><p id="first-paint"><img src="/images/hero/default.svg" alt=""></p></template></body></html>',
  );
  fs.writeFileSync(path.join(root, 'shell/dist/main.0123456789.js'), 'console.log(1);\n'.repeat(500));
  fs.writeFileSync(path.join(root, 'mf-demo/dist/remoteEntry.js'), 'var mf_demo;');
  fs.writeFileSync(path.join(root, 'mf-demo/dist/mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(root, 'mf-demo/dist/123.abcdef0123.js'), '1');
  const registry = path.join(dir, 'remotes.json');
  fs.writeFileSync(
    registry,
    JSON.stringify({
      remotes: [
        {
          name: 'mf_demo',
          entry: '/remotes/mf-demo/remoteEntry.js',
          routes: ['/demo', '/demo/:id', '/zone/*', ...CATALOGUE_ROUTES, '/trabzon-hotels'],
          heroImages: { '/flights': '/images/flights/explore.svg' },
          leadImages: { '/demo': '/images/demo/lead.svg' },
        },
      ],
    }),
  );
  return { root, registry };
}

async function siteApp() {
  const probe = await buildTestApp();
  const { root, registry } = fakeSite(probe.dir);
  await probe.app.close();
  return buildTestApp({ staticRoot: root, registryPath: registry, databasePath: path.join(probe.dir, 'site.db') });
}

describe('serving the built site', () => {
  it('serves the shell for known page paths (200) and unknown ones (404), never caching the HTML', async () => {
    const { app } = await siteApp();
    // /bookings/confirm/<token> is the hold e-mail's link: a page of its own, three segments deep.
    for (const url of [
      '/',
      '/privacy',
      '/bookings/42',
      '/bookings/confirm/Zm9vYmFyYmF6cXV4LWxpbmstdG9rZW4',
      '/demo',
      '/demo/7',
      '/zone/a/b',
    ]) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const unknown = await app.inject({ url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    expect((await app.inject({ url: '/demo/7/extra' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/bookings/42/extra' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/DEMO/7' })).statusCode).toBe(200);
  });

  it("answers a malformed page address with the site's 404 page; the API keeps its JSON answers", async () => {
    const { app } = await siteApp();
    // A broken %-escape, a NUL, a climb out of the folder: no page of the site, whatever the route.
    for (const url of [
      '/hotels/%E0%A4%A',
      '/hotels/%00',
      '/hotels/..%2F..%2Fapi',
      '/demo/%E0%A4%A?x=1',
      '/%E0%A4%A',
      '/demo/7%2F..%2F..',
    ]) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
        url,
        status: 404,
        type: 'text/html; charset=utf-8',
      });
      expect(res.body).toContain('<div id="root">');
      // The page's own headers, as any page gets them.
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const badEscape = await app.inject({ url: '/api/hotels/%E0%A4%A' });
    expect({ status: badEscape.statusCode, body: badEscape.json() }).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'The address is not valid' },
    });
    for (const url of ['/api/hotels/%00', '/api/..%2F..%2Fapi', '/remotes/mf-demo/%E0%A4%A']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect({ url, type: res.headers['content-type'] }).toEqual({ url, type: 'application/json; charset=utf-8' });
      expect(res.json().statusCode).toBe(res.statusCode);
    }
  });

  it('caches hashed files for a year and never caches entry files; remotes allow any origin', async () => {
    const { app } = await siteApp();
    const hashed = await app.inject({ url: '/main.0123456789.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await app.inject({ url: '/remotes/mf-demo/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const manifest = await app.inject({ url: '/remotes/mf-demo/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ url: '/remotes/mf-demo/123.abcdef0123.js' });
    expect(chunk.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/remotes/mf-demo/missing.js' })).statusCode).toBe(404);
  });

  it('marks the page with the theme the visitor chose (the theme cookie), for a first paint in it; nothing else', async () => {
    const { app } = await siteApp();
    const page = async (cookie?: string) => app.inject({ url: '/hotels', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const dark = await page('lang=tr; theme=dark');
    expect(dark.body).toContain('<html data-theme="dark" lang="tr">');
    expect(dark.headers.vary).toContain('Cookie');
    expect(dark.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await page('theme=light')).body).toContain('<html data-theme="light" lang="tr">');
    for (const cookie of [undefined, 'theme=red', 'theme="><script>alert(1)</script>', 'xtheme=dark', 'theme=darker']) {
      expect({ cookie, body: (await page(cookie)).body }).toEqual({ cookie, body: expect.stringContaining('<html lang="tr">') });
    }
    expect((await app.inject({ url: '/no-such-page', headers: { cookie: 'theme=dark' } })).body).toContain('data-theme="dark"');
  });

  it("puts a hero page's first screen (index.html's template) into #root for / and the heroes the registry names only; no page keeps the template", async () => {
    const { app } = await siteApp();
    app.repos.homepage.setSlides([]);
    const home = await app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'theme=dark' } });
    expect(home.body).toContain('<div id="root"><p id="first-paint"><img src="/images/hero/default.svg" alt=""></p></div>');
    expect(home.body).toContain('<html data-theme="dark" lang="tr">');
    // The settings' first slide, which the page shows first, in place of the default picture; as an attribute's text.
    const slide = (url: string) => ({ url, title: { en: '' }, subtitle: { en: '' }, action: null });
    app.repos.homepage.setSlides([slide('/images/hero/uzungol-lake.svg?v="2"&x=<b>'), slide('/images/hero/other.svg')]);
    expect((await app.inject({ url: '/' })).body).toContain(
      '<div id="root"><p id="first-paint"><img src="/images/hero/uzungol-lake.svg?v=&quot;2&quot;&amp;x=&lt;b>" alt=""></p></div>',
    );
    // A page whose remote names its hero: the same template, marked as another page's, with that picture.
    const flights = await app.inject({ url: '/flights', headers: { accept: 'text/html' } });
    expect(flights.statusCode).toBe(200);
    expect(flights.body).toContain(
      '<div id="root"><p id="first-paint" class="fp-page"><img src="/images/flights/explore.svg" alt=""></p></div>',
    );
    for (const url of ['/hotels', '/demo/7', '/no-such-page', '/flights/x']) {
      const body = (await app.inject({ url, headers: { accept: 'text/html' } })).body;
      expect({ url, root: body.includes('<div id="root"></div>'), template: body.includes('<template') }).toEqual({
        url,
        root: true,
        template: false,
      });
    }
  });

  it('preloads the picture a catalogue page shows largest first, as the screen will ask for it', async () => {
    const { app } = await siteApp();
    const api = async (url: string) => (await app.inject({ url })).json();
    const preloads = async (url: string) =>
      [
        ...(await app.inject({ url, headers: { accept: 'text/html' } })).body.matchAll(
          /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" \/>/g,
        ),
      ].map((match) => match[1]);
    // The lists' first cards, in the order the screens ask for (their default query, page 1).
    const hotels = await api('/api/hotels?lang=tr&sort=popularity&page=1&limit=12');
    const restaurants = await api('/api/restaurants?lang=tr&page=1&limit=12');
    expect(await preloads('/hotels')).toEqual([hotels.results[0].featuredImage]);
    expect(await preloads('/restaurants')).toEqual([restaurants.results[0].image]);
    // A detail's gallery opens on its first picture, whether the address names it by id or slug.
    const restaurant = restaurants.results[1];
    const detail = await api(`/api/restaurants/${restaurant._id}?lang=tr`);
    expect(await preloads(`/restaurants/${restaurant._id}`)).toEqual([detail.images[0]]);
    expect(await preloads(`/restaurants/${restaurant.slug}`)).toEqual([detail.images[0]]);
    const pack = (await api('/api/packages?lang=tr')).results[0];
    // The packages list's first card, in the screen's default order and page size.
    const packagesList = await api('/api/packages?lang=tr&sort=popularity&page=1&limit=9');
    expect(await preloads('/packages')).toEqual([packagesList.results[0].images[0]]);
    expect(await preloads(`/packages/${pack.slug}`)).toEqual([(await api(`/api/packages/${pack.slug}?lang=tr`)).images[0]]);
    expect(hotels.results[0].featuredImage).not.toBe(restaurants.results[0].image);
    // A fixed picture its remote declares in the registry.
    expect(await preloads('/demo')).toEqual(['/images/demo/lead.svg']);
    // Filters change a list's first card; pages that show text first, the pages that open with a hero
    // (their first paint has the picture), unknown and gone pages get none.
    for (const url of [
      '/hotels?destination=rize',
      '/restaurants?page=2',
      `/hotels/${hotels.results[0]._id}`,
      '/packages?sort=price',
      '/flights',
      '/flights/x',
      '/',
      '/no-such-page',
      '/restaurants/no-such-restaurant',
      '/packages/%E0%A4%A',
    ]) {
      expect({ url, preloads: await preloads(url) }).toEqual({ url, preloads: [] });
    }
  });

  it('answers the page of a hotel, restaurant or package that guests cannot see 404, as the API answers it: the same page', async () => {
    const { app } = await siteApp();
    const api = async (url: string) => (await app.inject({ url })).json();
    const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });
    const hotel = (await api('/api/hotels?lang=en&limit=2')).results[1];
    const restaurant = (await api('/api/restaurants?lang=en&limit=2')).results[1];
    const pack = (await api('/api/packages?lang=en&limit=2')).results[1];
    // By id or slug, as the API finds them (a trailing slash and the list's case too, as the router matches).
    for (const url of [
      `/hotels/${hotel._id}`,
      `/hotels/${hotel.slug}`,
      `/Hotels/${hotel.slug}/`,
      `/restaurants/${restaurant._id}`,
      `/restaurants/${restaurant.slug}`,
      `/packages/${pack.slug}`,
      `/packages/${pack._id}`,
      '/hotels',
      '/hotels/',
      '/restaurants',
      '/packages',
      '/trabzon-hotels',
    ]) {
      expect({ url, status: (await page(url)).statusCode }).toEqual({ url, status: 200 });
    }
    const sql = (text: string) => app.db.$client.prepare(text).run();
    sql(`UPDATE hotels SET active = 0 WHERE id = '${hotel._id}'`);
    sql(`UPDATE restaurants SET active = 0 WHERE id = '${restaurant._id}'`);
    sql(`UPDATE packages SET active = 0 WHERE id = '${pack._id}'`);
    app.responseCache.clear();
    const gone = [
      ['/hotels/nonexistent-slug', '/api/hotels/nonexistent-slug'],
      [`/hotels/${hotel.slug}`, `/api/hotels/${hotel.slug}`],
      [`/hotels/${hotel._id}`, `/api/hotels/${hotel._id}`],
      ['/restaurants/nonexistent-slug', '/api/restaurants/nonexistent-slug'],
      [`/restaurants/${restaurant.slug}`, `/api/restaurants/${restaurant.slug}`],
      ['/packages/nonexistent-slug', '/api/packages/nonexistent-slug'],
      [`/packages/${pack.slug}`, `/api/packages/${pack.slug}`],
      // The router's decoding: "%20" is a space, no record's key.
      [`/packages/${pack.slug}%20`, `/api/packages/${pack.slug}%20`],
    ];
    for (const [url, apiUrl] of gone) {
      const res = await page(url!);
      expect({ url, status: res.statusCode, api: (await app.inject({ url: apiUrl! })).statusCode }).toEqual({ url, status: 404, api: 404 });
      // The shell's page, whose screen shows "Hotel not found"; HTML is never cached, nor preloads the gone record's picture.
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('rel="preload"');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeUndefined();
    }
    // Other records, and pages that are no record's, are unaffected.
    expect((await page('/hotels')).statusCode).toBe(200);
    expect((await page(`/hotels/${(await api('/api/hotels?lang=en&limit=1')).results[0].slug}`)).statusCode).toBe(200);
    expect((await page('/demo/nonexistent-slug')).statusCode).toBe(200);
    expect((await page('/hotels/nonexistent-slug/extra')).statusCode).toBe(404);
    // One lookup for a record's page, of its own kind; none for any other page.
    const lookups = [
      vi.spyOn(app.repos.hotels, 'shownToGuests'),
      vi.spyOn(app.repos.restaurants, 'shownToGuests'),
      vi.spyOn(app.repos.packages, 'shownToGuests'),
    ];
    for (const url of [
      '/',
      '/hotels',
      '/restaurants/',
      '/packages?page=2',
      '/trabzon-hotels',
      '/demo/7',
      '/no-such-page',
      '/hotels/%E0%A4%A',
    ])
      await page(url);
    expect(lookups.map((lookup) => lookup.mock.calls.length)).toEqual([0, 0, 0]);
    await page(`/restaurants/${restaurant.slug}?date=2030-01-01`);
    expect(lookups.map((lookup) => lookup.mock.calls)).toEqual([[], [[restaurant.slug]], []]);
  });

  it("names the page with Settings' site name and language before the scripts run, as text", async () => {
    const { app } = await siteApp();
    expect((await app.inject({ url: '/hotels' })).body).toContain('<html lang="tr"><head><title>Trabzon Travel</title>');
    app.repos.siteSettings.setApp({ ...app.repos.siteSettings.app(), siteName: 'QA <Trips> & Co', defaultLanguage: 'ar' });
    const page = (await app.inject({ url: '/', headers: { cookie: 'theme=dark' } })).body;
    expect(page).toContain('<html data-theme="dark" lang="ar" dir="rtl"><head><title>QA &lt;Trips&gt; &amp; Co</title>');
  });

  it('compresses what it sends when the browser accepts it', async () => {
    const { app } = await siteApp();
    const br = await app.inject({ url: '/main.0123456789.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(1000);
    const gzip = await app.inject({ url: '/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's Brotli copy of a file as it is, cached as the file it stands for; others compressed per request", async () => {
    const { app, config } = await siteApp();
    const site = config.staticRoot!;
    const script = 'console.log("a script long enough to be worth compressing");\n'.repeat(100);
    const precompressed = zlib.brotliCompressSync(script);
    for (const file of ['shell/dist/main.0123456789.js', 'mf-demo/dist/remoteEntry.js', 'mf-demo/dist/123.abcdef0123.js']) {
      fs.writeFileSync(path.join(site, file), script);
      fs.writeFileSync(path.join(site, `${file}.br`), precompressed);
    }
    for (const [url, cacheControl] of [
      ['/main.0123456789.js', 'public, max-age=31536000, immutable'],
      ['/remotes/mf-demo/remoteEntry.js', 'no-cache'],
      ['/remotes/mf-demo/123.abcdef0123.js', 'public, max-age=31536000, immutable'],
    ] as const) {
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect({ url, status: br.statusCode, encoding: br.headers['content-encoding'], cacheControl: br.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        encoding: 'br',
        cacheControl,
      });
      expect(br.headers['content-type']).toMatch(/^application\/javascript/);
      expect(br.headers.vary).toMatch(/^accept-encoding$/i);
      // The build's bytes, not compressed twice.
      expect(Buffer.compare(br.rawPayload, precompressed)).toBe(0);
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.vary).toMatch(/^accept-encoding$/i);
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    }
  });

  it('reads the registry afresh on each request, uncached', async () => {
    const { app, config } = await siteApp();
    const first = await app.inject({ url: '/remotes.json' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json().remotes[0].entry).toBe('/remotes/mf-demo/remoteEntry.js');
    const moved = { remotes: [{ name: 'mf_demo', entry: 'http://127.0.0.1:9999/remoteEntry.js', routes: ['/demo'] }] };
    fs.writeFileSync(config.registryPath, JSON.stringify(moved));
    expect((await app.inject({ url: '/remotes.json' })).json()).toEqual(moved);
  });

  it('answers an over-long API path segment as the API alone does (414, no echo), not as an unknown page', async () => {
    const { app } = await siteApp();
    const long = 'x'.repeat(101);
    for (const url of [`/api/hotels/${long}`, `/api/admin/users/${long}`, `/api/restaurants/${long}/slots?date=2030-01-01`]) {
      const res = await app.inject({ url });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 414,
        body: { statusCode: 414, message: 'A part of the address is longer than 100 characters' },
      });
    }
    const unknown = await app.inject({ url: '/api/nothing-here' });
    expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({
      status: 404,
      message: 'Not found: GET /api/nothing-here',
    });
  });
});

describe('route patterns', () => {
  it('match like react-router paths', () => {
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/hotels/:id', '/hotels/5')).toBe(true);
    expect(matchesPattern('/hotels/:id', '/hotels')).toBe(false);
    expect(matchesPattern('/hotels/:id', '/hotels/5/rooms')).toBe(false);
    expect(matchesPattern('/admin/*', '/admin/users')).toBe(true);
    expect(matchesPattern('/hotels', '/hotels/')).toBe(true);
    expect(matchesPattern('/terms', '/privacy')).toBe(false);
  });
});
