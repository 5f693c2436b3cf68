import { expect } from 'vitest';
import type { Client } from '../helpers/auth';

/** One back-office item type for the optimistic-concurrency scenario below. */
export interface EditedItem {
  client: Client;
  admin: string;
  /** GET of the admin view of the item (answers `updatedAt`). */
  read: () => Promise<Record<string, unknown>>;
  /** The item's PUT url. */
  url: string;
  /** Two edits of the same field, as two staff members would save them. */
  first: Record<string, unknown>;
  second: Record<string, unknown>;
  /** The edited field as the admin view answers it. */
  field: (item: Record<string, unknown>) => unknown;
}

/**
 * Two staff members edit the same loaded version: the first save passes, the second gets 409
 * EDIT_CONFLICT and writes nothing; a save from the new version passes, and so does one without
 * a version (other API clients).
 */
export async function expectLostUpdateRefused({ client, admin, read, url, first, second, field }: EditedItem): Promise<void> {
  const loaded = await read();
  const version = loaded.updatedAt as string;
  expect(version).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

  const put = (body: Record<string, unknown>) => client.call({ method: 'PUT', url, token: admin, body });
  const saved = await put({ ...first, expectedUpdatedAt: version });
  expect(saved.statusCode, saved.body).toBe(200);
  const newVersion = saved.json().updatedAt as string;
  expect(newVersion > version).toBe(true);

  const stale = await put({ ...second, expectedUpdatedAt: version });
  expect(stale.statusCode, stale.body).toBe(409);
  expect(stale.json()).toMatchObject({
    code: 'EDIT_CONFLICT',
    message: 'Someone else saved this item after you opened it; reload it to see their version',
  });
  const after = await read();
  expect(field(after)).toEqual(field(saved.json()));
  expect(after.updatedAt).toBe(newVersion);

  const again = await put({ ...second, expectedUpdatedAt: newVersion });
  expect(again.statusCode, again.body).toBe(200);
  expect(again.json().updatedAt > newVersion).toBe(true);

  const unversioned = await put(first);
  expect(unversioned.statusCode, unversioned.body).toBe(200);
  expect(field(unversioned.json())).toEqual(field(saved.json()));
}

/** A stale version on an item that is gone still answers 404, not 409. */
export async function expectGoneIsNotFound(client: Client, admin: string, url: string, body: Record<string, unknown>): Promise<void> {
  const res = await client.call({ method: 'PUT', url, token: admin, body: { ...body, expectedUpdatedAt: '2020-01-01T00:00:00.000Z' } });
  expect(res.statusCode, res.body).toBe(404);
}
