import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ROUTE_TABLE, rowKey, type RouteRow } from '../src/security/route-table';
import { craftToken, decodePayload, storedJwtSecret } from './helpers/auth';

/**
 * The authorisation matrix (api/src/security/route-table.ts): every registered route has a row,
 * and every row's route answers each kind of caller as its `access` says.
 */
const registered: string[] = [];
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-matrix-'));
  app = await buildApp(
    {
      ...loadConfig({}),
      databasePath: path.join(dir, 'test.db'),
      // The built front end too when it is there, so its routes are checked as well.
      staticRoot: path.resolve(import.meta.dirname, '../..'),
      enableTestUsers: true,
    },
    {
      logger: false,
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(rowKey(method, route.url));
      },
    },
  );
  await app.ready();
  const users = [
    { email: 'matrix-user@example.com', role: 'user' as const },
    { email: 'matrix-admin@example.com', role: 'admin' as const },
    { email: 'matrix-gone@example.com', role: 'user' as const },
  ];
  for (const user of users) app.repos.users.create({ name: user.email, email: user.email, role: user.role, passwordHash: 'x' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Caller = 'anonymous' | 'user' | 'admin' | 'expired' | 'tampered' | 'alg-none' | 'deactivated';
const CALLERS: Caller[] = ['anonymous', 'user', 'admin', 'expired', 'tampered', 'alg-none', 'deactivated'];

/** A fresh token of each kind (a route such as logout may have ended the earlier ones). */
function tokenOf(caller: Caller): string | null {
  const fresh = (email: string) => app.issueToken(app.repos.users.findByEmail(email)!);
  switch (caller) {
    case 'anonymous':
      return null;
    case 'user':
      return fresh('matrix-user@example.com');
    case 'admin':
      return fresh('matrix-admin@example.com');
    case 'expired': {
      const user = app.repos.users.findByEmail('matrix-admin@example.com')!;
      const now = Math.floor(Date.now() / 1000);
      return craftToken({ sub: user.id, role: 'admin', ver: user.tokenVersion, iat: now - 7200, exp: now - 3600 }, storedJwtSecret(app));
    }
    case 'tampered': {
      // A user's real token with the payload changed to admin; the signature no longer matches.
      const [head, , signature] = fresh('matrix-user@example.com').split('.');
      const payload = {
        ...decodePayload(fresh('matrix-user@example.com')),
        role: 'admin',
        sub: app.repos.users.findByEmail('matrix-admin@example.com')!.id,
      };
      return `${head}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    }
    case 'alg-none': {
      const admin = app.repos.users.findByEmail('matrix-admin@example.com')!;
      return craftToken({ sub: admin.id, role: 'admin', ver: admin.tokenVersion }, '', { alg: 'none', typ: 'JWT' });
    }
    case 'deactivated': {
      const gone = app.repos.users.findByEmail('matrix-gone@example.com')!;
      const token = app.issueToken(gone);
      app.repos.users.update(gone.id, { active: false });
      return token;
    }
  }
}

/** What each access level allows: 'ok' = anything but 401/403. */
function expected(access: RouteRow['access'], caller: Caller): 401 | 403 | 'ok' {
  const badToken = caller === 'expired' || caller === 'tampered' || caller === 'alg-none' || caller === 'deactivated';
  switch (access) {
    case 'public':
      return 'ok';
    case 'optional':
      return badToken ? 401 : 'ok';
    case 'user':
      return caller === 'user' || caller === 'admin' ? 'ok' : 401;
    case 'admin':
      return caller === 'admin' ? 'ok' : caller === 'user' ? 403 : 401;
    default:
      return 'ok';
  }
}

const sampleUrl = (row: RouteRow) =>
  row.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'token' ? 'a'.repeat(32) : `matrix-${name}`));

describe('the route table', () => {
  it('has a row for every registered route', () => {
    const rows = new Set(ROUTE_TABLE.map((row) => `${row.method} ${row.path}`));
    const missing = [...new Set(registered)].filter((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return !rows.has(key) && !rows.has(`ANY ${url}`) && method !== 'HEAD';
    });
    expect(
      missing.map((key) => {
        const [method, url] = key.split(' ');
        return `${key} is registered but has no row in api/src/security/route-table.ts: add { method: '${method}', path: '${url}', access: 'public' | 'optional' | 'user' | 'admin' }`;
      }),
    ).toEqual([]);
  });

  it('has no row without a route (a removed or renamed route)', () => {
    const seen = new Set(registered);
    const seenPaths = new Set(registered.map((key) => key.split(' ')[1]));
    const stale = ROUTE_TABLE.filter((row) => (row.method === 'ANY' ? !seenPaths.has(row.path) : !seen.has(`${row.method} ${row.path}`)))
      // The front end's routes exist only when it is built.
      .filter((row) => !(row.access === 'static' && (row.path === '/' || row.path === '/*' || row.path.startsWith('/remotes/'))));
    expect(stale.map((row) => `${row.method} ${row.path} has a row in api/src/security/route-table.ts but no route`)).toEqual([]);
  });
});

describe('every route answers each caller as its row says', () => {
  for (const row of ROUTE_TABLE.filter((r) => r.access !== 'static')) {
    it(`${row.method} ${row.path} (${row.access})`, async () => {
      const results: string[] = [];
      for (const caller of CALLERS) {
        const token = tokenOf(caller);
        const res = await app.inject({
          method: row.method as 'GET',
          url: sampleUrl(row),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(row.method === 'GET' || row.method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = expected(row.access, caller);
        const ok = want === 'ok' ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500 : res.statusCode === want;
        if (!ok) results.push(`${caller}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        // Re-activate the deactivated user for the next route.
        if (caller === 'deactivated') app.repos.users.update(app.repos.users.findByEmail('matrix-gone@example.com')!.id, { active: true });
      }
      expect(results).toEqual([]);
    });
  }
});
