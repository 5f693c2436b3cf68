#!/usr/bin/env node
// Prints the JavaScript a browser downloads to show a page of the built site: each file, its raw
// size and its gzip size, and the totals. Usage: npm run bench:bundle [-- /path ...] (default /).
// Needs a build (npm run build) and Chromium at /usr/bin/chromium (scripts/ensure-chromium.sh).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Checked before the server starts: a missing browser otherwise left the script waiting without a word.
if (!fs.existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: install it with \`bash scripts/ensure-chromium.sh\` (or set CHROMIUM_PATH).`);
  process.exit(1);
}

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-size-'));
const server = spawn(process.execPath, ['api/dist/server.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: path.join(tmp, 'db.sqlite'), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/auth/status`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 100) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const pagePath of paths) {
    // A fresh context per page: each figure is a first visit with an empty cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then(
          (body) => ({ url: response.url(), body }),
          () => ({ url: response.url(), body: Buffer.alloc(0) }),
        ),
      );
    });
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    // The remotes' screens load after the registry and the shell boot; let every script arrive.
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(scripts);
    let raw = 0;
    let gzip = 0;
    console.log(`\nJavaScript downloaded to show ${pagePath}:`);
    for (const { url, body } of files) {
      const gz = zlib.gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gzip += gz;
      console.log(
        `  ${(gz / 1024).toFixed(1).padStart(7)} KiB gz  ${(body.length / 1024).toFixed(1).padStart(7)} KiB  ${url.replace(base, '')}`,
      );
    }
    console.log(`  total: ${files.length} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzipped`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
  fs.rmSync(tmp, { recursive: true, force: true });
}
