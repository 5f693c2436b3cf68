import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { conflict } from './http-error';

/**
 * Optimistic concurrency for the back office's item updates. An item's version is its
 * `updated_at` (ISO, milliseconds); an editor sends back the one it loaded as `expectedUpdatedAt`.
 * Call this inside the update's transaction, with the row as it is there, so the check and the
 * write are one (no other write can come between them).
 *
 * @returns the version the write must set: now, or one millisecond after the current version when
 *   that is not earlier (two saves within one millisecond still get different versions)
 * @throws 409 EDIT_CONFLICT when `expected` is given and is not the current version
 */
export function nextEditVersion(current: string, expected: string | undefined, now: Date = new Date()): string {
  if (expected !== undefined && expected !== current) throw conflict(ADMIN_REFUSALS.editConflict, 'EDIT_CONFLICT');
  const previous = Date.parse(current);
  const at = Number.isNaN(previous) ? now.getTime() : Math.max(now.getTime(), previous + 1);
  return new Date(at).toISOString();
}
