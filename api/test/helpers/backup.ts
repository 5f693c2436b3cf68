import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';

/** Anything that sends a request as the test clients do (helpers/auth's Client, helpers/bookings'). */
interface Caller {
  call(request: {
    method: string;
    url: string;
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
}

/** POST /api/admin/restore of a backup file's bytes, as the admin whose token is given. */
export function restoreAs(client: Caller, token: string): (body: Buffer) => Promise<LightMyRequestResponse> {
  return (body) =>
    client.call({ method: 'POST', url: '/api/admin/restore', body, token, headers: { 'content-type': 'application/octet-stream' } });
}

/** The bytes of a copy of the backup `good` after `change` ran on it (its own connection, closed after). */
export function tamperedBackup(good: Buffer, change: (copy: Database.Database) => void): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tampered-'));
  try {
    const file = path.join(dir, 'backup.db');
    fs.writeFileSync(file, good);
    const copy = new Database(file);
    try {
      change(copy);
    } finally {
      copy.close();
    }
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
