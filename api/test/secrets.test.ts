import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CLIENT_SECRET } from '@trabzon/provider-sandbox';
import { buildBookingsApp, bookingBody, CARD, CVV } from './helpers/bookings';
import { Client, storedJwtSecret } from './helpers/auth';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** What a secret looks like: private keys, cloud and API tokens, signed JWTs, long literal secrets. */
const SECRET_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'private key', pattern: /-----BEGIN (?:RSA |EC |OPENSSH |DSA |ENCRYPTED )?PRIVATE KEY-----/ },
  { name: 'AWS access key', pattern: /\bAKIA[0-9A-Z]{16}\b/ },
  { name: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36}\b/ },
  { name: 'Slack token', pattern: /\bxox[baprs]-[A-Za-z0-9-]{10,}/ },
  { name: 'Stripe key', pattern: /\b[sr]k_live_[A-Za-z0-9]{16,}/ },
  { name: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/ },
  { name: 'signed JWT', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}/ },
  {
    name: 'literal secret',
    pattern: /(?:secret|api[_-]?key|client[_-]?secret|jwt[_-]?secret)['"]?\s*[:=]\s*['"][A-Za-z0-9+/_=-]{24,}['"]/i,
  },
];

/** Obvious placeholders in tests and docs (e.g. 'first-secret-0123456789-...') are not secrets. */
const PLACEHOLDER = /0123456789|example|changeme|placeholder/i;

function findSecrets(text: string): string[] {
  return SECRET_PATTERNS.filter(({ pattern }) => {
    const global = new RegExp(pattern.source, `${pattern.flags}g`);
    return [...text.matchAll(global)].some((match) => !PLACEHOLDER.test(match[0]));
  }).map(({ name }) => name);
}

describe('no secrets in the repository, the bundles or the logs', () => {
  it('the committed files hold no keys, tokens or literal secrets', { timeout: 60_000 }, () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean);
    const found: string[] = [];
    for (const file of files) {
      if (/\.(png|jpe?g|webp|gif|ico|woff2?|ttf|db|sqlite)$/i.test(file) || file.endsWith('package-lock.json')) continue;
      const full = path.join(repoRoot, file);
      if (!fs.existsSync(full) || fs.statSync(full).size > 2_000_000) continue;
      for (const name of findSecrets(fs.readFileSync(full, 'utf8'))) found.push(`${file}: ${name}`);
    }
    expect(found).toEqual([]);
  });

  it('the built front-end bundles (when built) hold no secrets and no server credentials', () => {
    const found: string[] = [];
    for (const app of ['shell', 'mf-hotels', 'mf-flights', 'mf-transfers', 'mf-dining', 'mf-packages', 'mf-admin']) {
      const dist = path.join(repoRoot, app, 'dist');
      if (!fs.existsSync(dist)) continue;
      for (const file of fs.readdirSync(dist, { recursive: true }) as string[]) {
        if (!/\.(js|html|json|css|map)$/.test(file)) continue;
        const text = fs.readFileSync(path.join(dist, file), 'utf8');
        for (const name of findSecrets(text)) found.push(`${app}/dist/${file}: ${name}`);
        if (text.includes(SANDBOX_CLIENT_SECRET)) found.push(`${app}/dist/${file}: the provider client secret`);
        if (/PROVIDER_CLIENT_SECRET|JWT_SECRET/.test(text)) found.push(`${app}/dist/${file}: a server setting name`);
      }
    }
    expect(found).toEqual([]);
  });

  it('the logs never show a password, a card number, a CVV, a token or the signing key', { timeout: 120_000 }, async () => {
    let log = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const { app } = await buildBookingsApp({ logStream, config: { logLevel: 'trace' } });
    const client = new Client(app);
    const password = 'my very private passphrase';
    const { token } = await client.signUp('logged@example.com', password);
    await client.login('logged@example.com', 'a wrong guess here');
    await client.call({ method: 'POST', url: '/api/bookings', body: bookingBody(), token });
    await client.call({
      method: 'POST',
      url: '/api/bookings',
      body: bookingBody({ payment: { method: 'creditCard', cardNumber: CARD, cardName: 'X', expiryDate: '01/20', cvv: CVV } }),
    });
    await client.call({ method: 'POST', url: '/api/auth/forgotpassword', body: { email: 'logged@example.com' } });
    await client.call({
      method: 'PUT',
      url: '/api/users/profile',
      token,
      body: { currentPassword: password, newPassword: 'another private passphrase' },
    });
    expect(log.length).toBeGreaterThan(100); // something was logged
    const leaks = [
      ['password', password],
      ['new password', 'another private passphrase'],
      ['card number', CARD],
      ['card number (spaced)', '4111 1111 1111 1111'],
      ['token', token],
      ['signing key', storedJwtSecret(app)],
    ].filter(([, secret]) => log.includes(secret!));
    expect(leaks.map(([name]) => name)).toEqual([]);
    expect(log).not.toMatch(new RegExp(`"cvv"\\s*:\\s*"${CVV}"`));
    expect(log).not.toMatch(/\/reset-password\/[A-Za-z0-9_-]{20,}/);
  });
});
