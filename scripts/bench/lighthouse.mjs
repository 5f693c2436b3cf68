// Lighthouse (mobile, the default simulated throttling) on the public pages, with Debian's
// Chromium through chrome-launcher. Lighthouse 12 is pinned: 13 needs Node 22.19 and the machines
// run Node 20. One Chromium serves every run; each run resets the page's storage itself.
import { atLeast, atMost, CHROMIUM, median, row } from './lib.mjs';

/**
 * The five metrics the performance score is made of (FCP, SI, LCP, TBT, CLS, with their weights):
 * auditing only these gives the same score in about half the time (no diagnostics).
 */
const SCORED_AUDITS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

/** Runs Lighthouse `runs` times on every page; answers rows (median score, median CLS) and the raw runs. */
export async function measureLighthouse({ base, ids, runs, log }) {
  const pages = [
    { name: '/', path: '/' },
    { name: '/hotels', path: '/hotels' },
    { name: '/hotels/:id', path: `/hotels/${ids.hotel}` },
    { name: '/flights', path: '/flights' },
    { name: '/restaurants', path: '/restaurants' },
    { name: '/packages', path: '/packages' },
  ];
  const unavailable = (why) => {
    const rows = [];
    for (const p of pages) {
      rows.push(row('lighthouse', `${p.name} mobile performance (median of ${runs})`, null, 'score', atLeast(0.95), why));
      rows.push(row('lighthouse', `${p.name} CLS (median)`, null, 'cls', atMost(0.02), why));
    }
    return { rows, details: { error: why } };
  };

  let lighthouse;
  let chromeLauncher;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
    chromeLauncher = await import('chrome-launcher');
  } catch (error) {
    return unavailable(`Lighthouse could not be loaded: ${error.message.split('\n')[0]}`);
  }

  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      logLevel: 'silent',
    });
  } catch (error) {
    return unavailable(`Chromium could not be started for Lighthouse: ${error.message.split('\n')[0]}`);
  }

  const rows = [];
  const details = {};
  try {
    for (const p of pages) {
      const scores = [];
      const cls = [];
      const lcp = [];
      const tbt = [];
      const benchmarkIndex = [];
      const errors = [];
      for (let i = 0; i < runs; i++) {
        log(`lighthouse ${p.name} run ${i + 1}/${runs}`);
        try {
          const result = await lighthouse(
            base + p.path,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              onlyAudits: process.env.BENCH_LH_ALL ? undefined : SCORED_AUDITS,
            },
            undefined,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error('no report');
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          const score = lhr.categories.performance.score;
          if (typeof score !== 'number') throw new Error(`no score (${(lhr.runWarnings ?? []).join('; ') || 'unknown reason'})`);
          scores.push(score);
          cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? null);
          lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? null);
          tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? null);
          benchmarkIndex.push(lhr.environment?.benchmarkIndex ?? null);
        } catch (error) {
          errors.push(error.message.split('\n')[0]);
        }
      }
      const m = { score: median(scores), cls: median(cls), lcp: median(lcp), tbt: median(tbt), benchmarkIndex: median(benchmarkIndex) };
      details[p.name] = { scores, cls, lcp, tbt, benchmarkIndex, errors };
      const errorNote = errors.length ? `${errors.length} run(s) failed: ${errors[0]}` : '';
      const scoreNote = [
        m.lcp !== null ? `LCP ${(m.lcp / 1000).toFixed(1)} s` : '',
        m.tbt !== null ? `TBT ${Math.round(m.tbt)} ms` : '',
        scores.length ? `runs ${scores.map((s) => s.toFixed(2)).join(' ')}` : '',
        // Lighthouse's CPU yardstick of this machine at the time (a busy machine scores lower, and so does the page).
        m.benchmarkIndex !== null ? `CPU index ${Math.round(m.benchmarkIndex)}` : '',
        errorNote,
      ]
        .filter(Boolean)
        .join(', ');
      rows.push(row('lighthouse', `${p.name} mobile performance (median of ${runs})`, m.score, 'score', atLeast(0.95), scoreNote));
      rows.push(row('lighthouse', `${p.name} CLS (median)`, m.cls, 'cls', atMost(0.02), errorNote));
    }
  } finally {
    await chrome.kill();
  }
  return { rows, details };
}
