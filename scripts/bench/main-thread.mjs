// Main-thread figures of a first visit in Chromium at 4x CPU slowdown (Lighthouse's mobile factor):
// first contentful paint, the longest task and the time blocked by long tasks (their part over 50 ms),
// median of --runs visits each in a fresh context. With --compare-js-flags, every visit is repeated in
// a second browser started with those V8 flags, interleaved, so both see the same machine load
// (e.g. --compare-js-flags=--no-compile-hints-magic to see what the compile hints buy).
//
//   npm start   (or any running build)
//   node scripts/bench/main-thread.mjs http://127.0.0.1:3000 / /hotels --runs 5 [--compare-js-flags=...]
import { chromium } from 'playwright-core';
import { CHROMIUM } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  const at = args.indexOf(`--${name}`);
  return hit ? hit.slice(name.length + 3) : at >= 0 ? args[at + 1] : fallback;
};
const runs = Number(option('runs', '5'));
const compareFlags = option('compare-js-flags', null);
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && ['--runs', '--compare-js-flags'].includes(args[i - 1])));
const [base = 'http://127.0.0.1:3000', ...pages] = positional;
if (pages.length === 0) pages.push('/');

const launch = (extra = []) => chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', ...extra] });

async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const { fcp, tasks } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    tasks: globalThis.__longTasks,
  }));
  await context.close();
  return { fcp, longest: Math.max(0, ...tasks), blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (label, results) =>
  `${label.padEnd(28)} FCP ${median(results.map((r) => r.fcp)).toFixed(0)} ms, longest task ${median(results.map((r) => r.longest)).toFixed(0)} ms, ` +
  `blocking ${median(results.map((r) => r.blocking)).toFixed(0)} ms (runs: ${results.map((r) => r.blocking.toFixed(0)).join(' ')})`;

const browsers = [await launch(), ...(compareFlags ? [await launch([`--js-flags=${compareFlags}`])] : [])];
try {
  for (const path of pages) {
    const results = browsers.map(() => []);
    for (let i = 0; i < runs; i++) for (const [k, browser] of browsers.entries()) results[k].push(await visit(browser, base + path));
    console.log(summary(path, results[0]));
    if (compareFlags) console.log(summary(`${path} with ${compareFlags}`, results[1]));
  }
} finally {
  await Promise.all(browsers.map((b) => b.close()));
}
