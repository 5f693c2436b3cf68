// Blocking time of a first visit from the main thread's CPU time, for comparing builds on a busy machine.
// Lighthouse's mobile figure runs the page unthrottled and multiplies each task by 4; wall-clock task
// lengths swing with whatever else the machine runs, so this reads each task's thread time (the trace's
// `tdur`) instead, multiplies it by 4 and sums the part over 50 ms, as Lighthouse's TBT does. Visits of
// the given sites are interleaved so both see the same load; the median of --runs visits is printed.
//
//   node scripts/bench/main-thread-cpu.mjs http://127.0.0.1:3000 [http://127.0.0.1:3001] --pages /,/hotels --runs 7
import { chromium } from 'playwright-core';
import { CHROMIUM } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const runs = Number(option('runs', '5'));
const pages = option('pages', '/').split(',');
const sites = args.filter((a, i) => !a.startsWith('--') && !['--runs', '--pages'].includes(args[i - 1]));
if (sites.length === 0) sites.push('http://127.0.0.1:3000');
const SLOWDOWN = 4;

/** The renderer main thread that ran the most: the page's, not an extension's or a blank tab's. */
function pageTasks(traceEvents) {
  const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (thread) => traceEvents.filter((e) => e.name === 'RunTask' && e.pid === thread.pid && e.tid === thread.tid && e.tdur);
  const busy = (tasks) => tasks.reduce((sum, t) => sum + t.tdur, 0);
  return mains.map(tasksOf).sort((a, b) => busy(b) - busy(a))[0] ?? [];
}

async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const tasks = pageTasks(traceEvents).map((t) => (t.tdur / 1000) * SLOWDOWN);
  return {
    blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    longest: Math.max(0, ...tasks),
    cpu: tasks.reduce((sum, d) => sum + d, 0),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const path of pages) {
    const results = sites.map(() => []);
    for (let i = 0; i < runs; i++) for (const [k, site] of sites.entries()) results[k].push(await visit(browser, site + path));
    for (const [k, site] of sites.entries()) {
      const r = results[k];
      console.log(
        `${(site + path).padEnd(40)} blocking ${median(r.map((x) => x.blocking)).toFixed(0)} ms, longest task ${median(r.map((x) => x.longest)).toFixed(0)} ms, ` +
          `main thread ${median(r.map((x) => x.cpu)).toFixed(0)} ms (×${SLOWDOWN} CPU time; runs: ${r.map((x) => x.blocking.toFixed(0)).join(' ')})`,
      );
    }
  }
} finally {
  await browser.close();
}
