#!/usr/bin/env node
// `npm run bench`: the performance budgets of issue 16, measured on the built site.
//
// 1. builds what is out of date (turbo, cached), like `npm start`;
// 2. seeds a temporary database (a temp dir, never data/) with 200 hotels × 4 room types × 365
//    nights, then starts the built API + site (api/dist/server.js, NODE_ENV=production, the
//    provider sandbox in-process) and a bare Fastify hello world, each on a free port;
// 3. measures the front end (Playwright + Chromium), Lighthouse (mobile, median of 5), the API
//    (autocannon, 50 connections, as ratios to the hello world) and bookings (50 clients);
// 4. prints one table (figure, value, budget, pass/FAIL) and writes it as JSON.
//
// Options:
//   --only fe,lighthouse,api,bookings   run only these parts (comma-separated)
//   --no-lighthouse                      skip Lighthouse (the slowest part)
//   --no-build                           use the dist/ folders as they are
//   --duration N                         seconds per API figure and for bookings (default 5)
//   --lighthouse-runs N                  Lighthouse runs per page (default 5; the median is reported)
//   --hotels N                           hotels to seed (default 200; 4 room types × 365 nights each)
//   --out FILE                           where to write the JSON (default bench-results/latest.json)
//   --compare OLD.json [NEW.json]        after the run, compare it with OLD; with NEW too, only compare the two files
//   --keep                               keep the temporary directory (database, server log)
//   --api-server FILE                    the API bundle to start (default api/dist/server.js; a copy kept
//                                        in api/dist/ lets two builds be run in turn, A/B)
// Exit code: 0 when every budget passes, 1 when one fails, 2 when the bench itself could not run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureApi, measureBookings, fixtures } from './api.mjs';
import { compare } from './compare.mjs';
import { freePort, root, startNode, stop, table, tail, waitForHttp } from './lib.mjs';

const PARTS = ['fe', 'lighthouse', 'api', 'bookings'];

function parseArgs(argv) {
  const options = {
    parts: new Set(PARTS),
    build: true,
    duration: 5,
    lighthouseRuns: 5,
    hotels: 200,
    out: path.join(root, 'bench-results', 'latest.json'),
    compare: [],
    keep: false,
    apiServer: 'api/dist/server.js',
  };
  const number = (name, value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} needs a whole number of at least 1, got "${value}"`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--only') {
      const wanted = value()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const w of wanted) if (!PARTS.includes(w)) throw new Error(`--only: unknown part "${w}" (parts: ${PARTS.join(', ')})`);
      options.parts = new Set(wanted);
    } else if (arg === '--no-lighthouse') options.parts.delete('lighthouse');
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--duration') options.duration = number(arg, value());
    else if (arg === '--lighthouse-runs') options.lighthouseRuns = number(arg, value());
    else if (arg === '--hotels') options.hotels = number(arg, value());
    else if (arg === '--out') options.out = path.resolve(value());
    else if (arg === '--keep') options.keep = true;
    else if (arg === '--api-server') options.apiServer = path.relative(root, path.resolve(value()));
    else if (arg === '--compare') {
      options.compare.push(path.resolve(value()));
      if (argv[i + 1] && !argv[i + 1].startsWith('--')) options.compare.push(path.resolve(argv[++i]));
    } else if (arg === '--help' || arg === '-h') {
      console.log(
        fs
          .readFileSync(new URL(import.meta.url), 'utf8')
          .split('\n')
          .filter((l) => l.startsWith('//'))
          .map((l) => l.slice(3))
          .join('\n'),
      );
      process.exit(0);
    } else throw new Error(`unknown option ${arg} (see --help)`);
  }
  return options;
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`bench: ${error.message}`);
  process.exit(2);
}

// Only comparing two files already written.
if (options.compare.length === 2) {
  console.log(compare(JSON.parse(fs.readFileSync(options.compare[0], 'utf8')), JSON.parse(fs.readFileSync(options.compare[1], 'utf8'))));
  process.exit(0);
}

const started = Date.now();
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const children = [];
let tmp = null;

async function cleanUp() {
  await Promise.all(children.map(stop));
  if (tmp && !options.keep) fs.rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

async function main() {
  const baseEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const needsSite = options.parts.has('fe') || options.parts.has('lighthouse');

  if (options.build) {
    log('building what is out of date (turbo run build, cached)');
    const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit', env: baseEnv });
    if (build.status !== 0) throw new Error(`the build failed (exit ${build.status})`);
  }
  for (const file of [options.apiServer, ...(needsSite ? ['shell/dist/index.html'] : [])]) {
    if (!fs.existsSync(path.join(root, file))) throw new Error(`${file} is missing: build first (npx turbo run build) or drop --no-build`);
  }

  const [load1] = os.loadavg();
  if (load1 > os.cpus().length) {
    log(`warning: this machine is busy (load ${load1.toFixed(1)} on ${os.cpus().length} CPUs); figures will be lower than on a quiet one`);
  }

  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trabzon-bench-'));
  const databasePath = path.join(tmp, 'bench.db');
  const serverLog = path.join(tmp, 'server.log');

  log(`seeding ${options.hotels} hotels × 4 room types × 365 nights in ${databasePath}`);
  const seeded = spawnSync(process.execPath, ['scripts/bench/seed.mjs', databasePath, String(options.hotels), '4', '365'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stderr}${seeded.stdout}`);
  const seed = JSON.parse(seeded.stdout.trim().split('\n').pop());
  log(`seeded ${seed.hotels} hotels, ${seed.roomTypes} room types, ${seed.inventory} inventory rows in ${seed.seedMs} ms`);

  const [port, helloPort] = [await freePort(), await freePort()];
  const serverEnv = { ...baseEnv };
  // The bench's own settings: never the developer's data/ nor a real provider; the sandbox runs in-process.
  for (const key of Object.keys(serverEnv)) if (key.startsWith('PROVIDER_')) delete serverEnv[key];
  Object.assign(serverEnv, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: path.join(tmp, 'uploads'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Each bench client sends its own X-Forwarded-For, so the per-address limit on pay-at-hotel
    // bookings (5 a day) counts clients as they would be counted in real life, not the bench machine.
    TRUST_PROXY: 'true',
    // The real provider allows 10 calls a second; the sandbox has no such limit, and the flight
    // search figure is meant to show the API's own cost around it.
    PROVIDER_RATE_PER_SECOND: '100000',
  });
  log(`starting the built site on :${port} and a bare Fastify hello world on :${helloPort}`);
  const server = startNode([options.apiServer], { env: serverEnv, logFile: serverLog });
  children.push(server);
  const hello = startNode(['scripts/bench/hello.mjs'], {
    env: { ...baseEnv, PORT: String(helloPort) },
    logFile: path.join(tmp, 'hello.log'),
  });
  children.push(hello);
  const base = `http://127.0.0.1:${port}`;
  const helloBase = `http://127.0.0.1:${helloPort}`;
  await waitForHttp(`${base}/api/auth/status`, { child: server, logFile: serverLog, timeoutMs: 120_000 });
  await waitForHttp(helloBase, { child: hello });
  const ids = await fixtures(base);
  if (ids.hotels.length < options.hotels) throw new Error(`the API lists ${ids.hotels.length} hotels, expected ${options.hotels}`);

  const rows = [];
  const details = {};
  if (options.parts.has('fe')) {
    const { measureFrontend } = await import('./frontend.mjs');
    const fe = await measureFrontend({ base, ids, log });
    rows.push(...fe.rows);
    details.frontend = fe.details;
  }
  if (options.parts.has('lighthouse')) {
    const { measureLighthouse } = await import('./lighthouse.mjs');
    const lh = await measureLighthouse({ base, ids, runs: options.lighthouseRuns, log });
    rows.push(...lh.rows);
    details.lighthouse = lh.details;
  }
  if (options.parts.has('api')) {
    const api = await measureApi({
      base,
      helloBase,
      databasePath,
      ids,
      seconds: options.duration,
      log,
      serverPid: server.pid,
      helloPid: hello.pid,
    });
    rows.push(...api.rows);
    details.api = api.details;
  }
  if (options.parts.has('bookings')) {
    const bookings = await measureBookings({ base, databasePath, seconds: options.duration, log, serverPid: server.pid });
    rows.push(...bookings.rows);
    details.bookings = bookings.details;
  }
  if (server.exitCode !== null) throw new Error(`the server stopped during the bench:\n${tail(serverLog)}`);

  const cpus = os.cpus();
  const result = {
    when: new Date().toISOString(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() || null,
    machine: {
      node: process.version,
      cpus: cpus.length,
      cpu: cpus[0]?.model ?? null,
      loadAtStart: Math.round(load1 * 100) / 100,
      load: os.loadavg().map((l) => Math.round(l * 100) / 100),
    },
    options: { parts: [...options.parts], duration: options.duration, lighthouseRuns: options.lighthouseRuns, hotels: options.hotels },
    seed,
    seconds: Math.round((Date.now() - started) / 1000),
    rows,
    details,
  };
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  const ignore = path.join(root, 'bench-results', '.gitignore');
  if (options.out.startsWith(path.dirname(ignore)) && !fs.existsSync(ignore))
    fs.writeFileSync(ignore, '# bench results are per machine: never committed\n*\n');
  fs.writeFileSync(options.out, `${JSON.stringify(result, null, 2)}\n`);

  console.log(
    `\nPerformance bench, ${result.when} (commit ${result.commit}, node ${process.version}, ${cpus.length} CPUs, load ${result.machine.loadAtStart} at the start, ${result.machine.load.join(' ')} at the end), ${result.seconds} s`,
  );
  console.log(`${seed.hotels} hotels × 4 room types × 365 nights; API at 50 connections, ${options.duration} s per figure\n`);
  console.log(table(rows));
  const failed = rows.filter((r) => r.pass === false).length;
  const budgets = rows.filter((r) => r.pass !== null).length;
  console.log(`\n${budgets - failed} of ${budgets} budgets pass. JSON: ${path.relative(process.cwd(), options.out)}`);
  if (options.keep) console.log(`Kept ${tmp} (database, server log).`);
  if (options.compare.length === 1) console.log(`\n${compare(JSON.parse(fs.readFileSync(options.compare[0], 'utf8')), result)}`);
  return failed ? 1 : 0;
}

let code = 2;
try {
  code = await main();
} catch (error) {
  console.error(`bench: ${error.stack ?? error.message}`);
  code = 2;
} finally {
  await cleanUp();
}
process.exit(code);
