// Small helpers the bench's parts share: free ports, child processes, waiting for a server, the
// result rows and their table.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 2xx; throws after `timeoutMs` or when `child` exits first. */
export async function waitForHttp(url, { timeoutMs = 60_000, child, logFile } = {}) {
  const started = Date.now();
  for (;;) {
    if (child && child.exitCode !== null) {
      throw new Error(`${url}: the server exited with code ${child.exitCode}${logFile ? `\n${tail(logFile)}` : ''}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`${url} did not answer within ${timeoutMs} ms${logFile ? `\n${tail(logFile)}` : ''}`);
    await sleep(200);
  }
}

/** The last lines of a log file, for error messages. */
export function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Starts `node <args>` with its output in `logFile`; answers the child. */
export function startNode(args, { env, logFile, cwd = root }) {
  const out = fs.openSync(logFile, 'a');
  const extra =
    args[0].startsWith('api/dist/') && process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROFILE] : [];
  const child = spawn(process.execPath, [...extra, ...args], { cwd, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return child;
}

/** Stops a child we started (SIGTERM, then SIGKILL after 5 s); resolves when it has exited. */
export function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The length of the longest chain of requests where each one starts only after the previous one
 * has finished: how many round trips lie on the critical path.
 */
export function sequentialDepth(entries) {
  const sorted = [...entries].sort((a, b) => a.start - b.start);
  const depth = new Map();
  for (const e of sorted) {
    let d = 1;
    for (const q of sorted) {
      if (q === e || q.end === null) continue;
      if (q.end <= e.start) d = Math.max(d, (depth.get(q) ?? 1) + 1);
    }
    depth.set(e, d);
  }
  return Math.max(0, ...depth.values());
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * One figure of the table. `budget` is { op: '<=' | '>=', value } or null (reported only);
 * `value` null means it could not be measured (the row says n/a and fails when it has a budget).
 */
export function row(section, figure, value, unit, budget = null, note = '') {
  let pass = null;
  if (budget) pass = value === null || value === undefined ? false : budget.op === '<=' ? value <= budget.value : value >= budget.value;
  return { section, figure, value: value ?? null, unit, budget, pass, note };
}

export const atMost = (value) => ({ op: '<=', value });
export const atLeast = (value) => ({ op: '>=', value });

export function formatValue(value, unit) {
  if (value === null || value === undefined) return 'n/a';
  switch (unit) {
    case '%':
      return `${value.toFixed(1)} %`;
    case 'score':
      return value.toFixed(2);
    case 'cls':
      return value.toFixed(3);
    case 'kB':
      return `${value.toFixed(1)} kB`;
    case 'ms':
      return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
    case 'req/s':
    case '/s':
      return `${Math.round(value).toLocaleString('en-US')} ${unit}`;
    default:
      return `${Number.isInteger(value) ? value : value.toFixed(2)}${unit ? ` ${unit}` : ''}`;
  }
}

export function formatBudget(budget, unit) {
  if (!budget) return '—';
  return `${budget.op === '<=' ? '≤' : '≥'} ${formatValue(budget.value, unit)}`;
}

/** The rows as a Markdown table (it reads well in a terminal and pastes into the README). */
export function table(rows) {
  const lines = [['figure', 'value', 'budget', 'result', 'note']];
  for (const r of rows) {
    lines.push([
      r.figure,
      formatValue(r.value, r.unit),
      formatBudget(r.budget, r.unit),
      r.pass === null ? 'report' : r.pass ? 'pass' : 'FAIL',
      r.note || '',
    ]);
  }
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  const fmt = (l) => `| ${l.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [fmt(lines[0]), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...lines.slice(1).map(fmt)].join('\n');
}

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux); null elsewhere.
 * Requests per second depend on what else the machine runs; CPU per request much less so.
 */
export function processCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}
