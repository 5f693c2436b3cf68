import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/**
 * Injects requests into an app and keeps every response body, so a test file can check that no
 * password hash ever left the server (see expectNoSecretsIn).
 */
export class Client {
  readonly bodies: string[] = [];
  /** Every password hash stored at any time this client looked (hashes change with passwords). */
  private readonly hashes = new Set<string>();

  constructor(readonly app: FastifyInstance) {}

  async call({ method, url, body, token, ip, headers = {} }: Call): Promise<LightMyRequestResponse> {
    const options: InjectOptions = {
      method,
      url,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      ...(ip ? { remoteAddress: ip } : {}),
    };
    const res = await this.app.inject(options);
    this.bodies.push(res.body);
    this.collectHashes();
    return res;
  }

  register(user: { name?: string; email: string; password: string }) {
    return this.call({ method: 'POST', url: '/api/auth/register', body: { name: 'Ada Lovelace', ...user } });
  }

  login(email: string, password: string, ip?: string) {
    return this.call({ method: 'POST', url: '/api/auth/login', body: { email, password }, ...(ip ? { ip } : {}) });
  }

  me(token?: string) {
    return this.call({ method: 'GET', url: '/api/auth/me', ...(token ? { token } : {}) });
  }

  /** Registers and logs in; answers the token and the login body. */
  async signUp(email = 'ada@example.com', password = 'correct horse', name = 'Ada Lovelace') {
    expect((await this.register({ name, email, password })).statusCode).toBe(201);
    const res = await this.login(email, password);
    expect(res.statusCode).toBe(200);
    return { token: res.json().token as string, body: res.json(), email, password };
  }

  private collectHashes(): void {
    const sqlite = this.app.db.$client;
    if (!sqlite.open) return;
    for (const row of sqlite.prepare('SELECT password_hash AS h FROM users').all() as { h: string }[]) {
      if (row.h.startsWith('$argon2')) this.hashes.add(row.h);
    }
  }

  /** No stored password hash (nor the argon2 marker) appears in any body seen so far. */
  expectNoSecretsIn(): void {
    this.collectHashes();
    for (const body of this.bodies) {
      expect(body).not.toContain('$argon2');
      expect(body).not.toMatch(/password_?hash/i);
      for (const hash of this.hashes) expect(body).not.toContain(hash);
    }
  }
}

const b64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT built by hand, to try what @fastify/jwt would never sign (other algorithms, other keys, past expiry). */
export function craftToken(
  payload: Record<string, unknown>,
  secret: string,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): string {
  const head = `${b64url(header)}.${b64url(payload)}`;
  const alg = header.alg;
  if (alg === 'none') return `${head}.`;
  const digest = alg === 'HS512' ? 'sha512' : alg === 'HS384' ? 'sha384' : 'sha256';
  return `${head}.${createHmac(digest, secret).update(head).digest('base64url')}`;
}

/** The payload of a token, unverified. */
export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** The generated signing key kept in the settings table. */
export function storedJwtSecret(app: FastifyInstance): string {
  const row = app.db.$client.prepare("SELECT value FROM settings WHERE key = 'jwt_secret'").get() as { value: string };
  return JSON.parse(row.value) as string;
}
