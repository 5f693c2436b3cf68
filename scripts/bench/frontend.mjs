// Front-end figures in Chromium through Playwright: the JavaScript each public page downloads
// (gzipped bytes and files), and how many sequential requests a vertical not yet visited needs
// to open after the pointer has rested on its link.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, atMost, row, sequentialDepth, sleep } from './lib.mjs';

const KB = 1000;
const isCode = (request) => request.resourceType() === 'script' || /\.(m?js)(\?|$)/.test(new URL(request.url()).pathname);

/** Waits until no request has been in flight for `quietMs` (at most `timeoutMs`). */
async function settle(page, inflight, quietMs = 700, timeoutMs = 20_000) {
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (inflight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await sleep(50);
  }
}

/** Tracks every request of a page with its start and end times (ms, performance clock of this process). */
function track(page) {
  const inflight = new Set();
  const log = [];
  page.on('request', (request) => {
    inflight.add(request);
    log.push({ request, url: request.url(), code: isCode(request), start: performance.now(), end: null, failed: false });
  });
  const done = (failed) => (request) => {
    inflight.delete(request);
    const entry = log.find((e) => e.request === request);
    if (entry) Object.assign(entry, { end: performance.now(), failed });
  };
  page.on('requestfinished', done(false));
  page.on('requestfailed', done(true));
  return { inflight, log };
}

/** JavaScript downloaded to show each page in a fresh browser context (empty cache). */
async function pageWeights(browser, base, pages) {
  const results = [];
  for (const { name, path } of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (!isCode(response.request()) || response.status() >= 400) return;
      scripts.push(
        response
          .body()
          .then(async (body) => ({
            url: response.url(),
            body,
            sizes: await response
              .request()
              .sizes()
              .catch(() => null),
          }))
          .catch(() => null),
      );
    });
    const tracked = track(page);
    let error = null;
    try {
      await page.goto(base + path, { waitUntil: 'load', timeout: 30_000 });
      await settle(page, tracked.inflight);
    } catch (e) {
      error = e.message.split('\n')[0];
    }
    const files = (await Promise.all(scripts)).filter(Boolean);
    let gzip = 0;
    let raw = 0;
    let transferred = 0;
    for (const f of files) {
      gzip += zlib.gzipSync(f.body, { level: 9 }).length;
      raw += f.body.length;
      transferred += f.sizes?.responseBodySize ?? 0;
    }
    results.push({ name, path, files: files.length, gzip, raw, transferred, error, urls: files.map((f) => f.url.replace(base, '')) });
    await context.close();
  }
  return results;
}

/**
 * On `/`, rest the pointer on the first visible link to a vertical the page has not loaded (header,
 * else footer), wait one second and until the network is quiet (time to prefetch), click, and look
 * at what is requested after the click until the page is quiet again. The figure is the longest
 * chain of requests on the critical path, JavaScript and API data (images and fonts left out),
 * each starting only after the one before it finished: with nothing prefetched that is
 * remoteEntry.js → the exposed module's chunks → the vertical's first API call.
 */
async function hoverThenOpen(browser, base, to) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const tracked = track(page);
  try {
    await page.goto(base + '/', { waitUntil: 'load', timeout: 30_000 });
    await settle(page, tracked.inflight);
    const link = page.locator(`a[href="${to}"]:visible`).first();
    const hoverAt = performance.now();
    await link.hover({ timeout: 10_000 });
    await sleep(1000); // the pointer rests on the link
    await settle(page, tracked.inflight);
    const duringHover = tracked.log.filter((e) => e.start >= hoverAt && e.code).length;
    const clickAt = performance.now();
    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith(to), { timeout: 10_000 });
    await settle(page, tracked.inflight);
    const afterClick = tracked.log.filter((e) => e.start >= clickAt);
    const code = afterClick.filter((e) => e.code);
    // What the vertical needs before it can show its content: its code and its API data (not images or fonts).
    const critical = afterClick.filter((e) => e.code || new URL(e.url).pathname.startsWith('/api/'));
    const requests = afterClick.map((e) => ({
      url: e.url.replace(base, ''),
      code: e.code,
      startMs: Math.round(e.start - clickAt),
      endMs: e.end === null ? null : Math.round(e.end - clickAt),
    }));
    return {
      to,
      duringHover,
      codeFiles: code.length,
      apiCalls: critical.length - code.length,
      depth: sequentialDepth(critical),
      codeDepth: sequentialDepth(code),
      allRequests: afterClick.length,
      requests,
      error: null,
    };
  } catch (e) {
    return {
      to,
      duringHover: null,
      codeFiles: null,
      apiCalls: null,
      depth: null,
      codeDepth: null,
      allRequests: null,
      error: e.message.split('\n')[0],
    };
  } finally {
    await context.close();
  }
}

export async function measureFrontend({ base, ids, log }) {
  const pages = [
    { name: '/', path: '/' },
    { name: '/hotels', path: '/hotels' },
    { name: '/hotels/:id', path: `/hotels/${ids.hotel}` },
    { name: '/trabzon-hotels', path: '/trabzon-hotels' },
    { name: '/flights', path: '/flights' },
    { name: '/car-transfers', path: '/car-transfers' },
    { name: '/taxis', path: '/taxis' },
    { name: '/restaurants', path: '/restaurants' },
    ...(ids.restaurant ? [{ name: '/restaurants/:id', path: `/restaurants/${ids.restaurant}` }] : []),
    { name: '/packages', path: '/packages' },
    ...(ids.packageSlug ? [{ name: '/packages/:slug', path: `/packages/${ids.packageSlug}` }] : []),
    { name: '/login', path: '/login' },
    { name: '/register', path: '/register' },
  ];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows = [];
  const details = {};
  try {
    log('front end: JavaScript per page');
    const weights = await pageWeights(browser, base, pages);
    details.pages = weights;
    for (const w of weights) {
      const budget = w.name === '/' ? atMost(160) : atMost(200);
      const note = w.error
        ? `error: ${w.error}`
        : `${w.files} files, ${(w.raw / KB).toFixed(0)} kB raw, ${(w.transferred / KB).toFixed(1)} kB sent`;
      rows.push(row('front end', `${w.name} JS gzipped`, w.error ? null : w.gzip / KB, 'kB', budget, note));
    }
    log('front end: hover, then open a vertical');
    details.hover = [];
    for (const to of ['/flights', '/restaurants', '/car-transfers']) {
      const h = await hoverThenOpen(browser, base, to);
      details.hover.push(h);
      const note = h.error
        ? `error: ${h.error}`
        : `after the click: ${h.codeFiles} JS files (${h.codeDepth} deep) + ${h.apiCalls} API calls, ${h.allRequests} requests in all; ${h.duringHover} JS files while hovering`;
      rows.push(row('front end', `hover → open ${to}: sequential requests`, h.depth, '', atMost(2), note));
    }
  } finally {
    await browser.close();
  }
  return { rows, details };
}
