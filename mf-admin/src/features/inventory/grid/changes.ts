import type { InventoryChanges } from '@trabzon/contracts';
import { NIGHT_BOUNDS } from '@trabzon/contracts/inventory-messages';

/** The editor's blocking choice: a range may leave each night's blocking as it is. */
export type BlockChoice = 'unchanged' | 'block' | 'unblock';

/** The grid editor's fields as typed; a blank number means "leave as it is". */
export interface GridFields {
  available: string;
  price: string;
  blocked: BlockChoice;
  reason: string;
}

/** A range (or a night without a record): nothing filled in, every field left as it is. */
export const UNCHANGED_FIELDS: GridFields = { available: '', price: '', blocked: 'unchanged', reason: '' };

/** One night's record as the editor shows it, so that only what the admin then changes is sent. */
export function fieldsOfNight(night: {
  availableRooms: number;
  basePrice: number;
  blocked: boolean;
  blockReason?: string | null;
}): GridFields {
  return {
    available: String(night.availableRooms),
    price: String(night.basePrice),
    blocked: night.blocked ? 'block' : 'unblock',
    reason: night.blockReason ?? '',
  };
}

export type GridChangesResult =
  | { changes: InventoryChanges }
  /** `field`: the number field to mark (the first wrong one). */
  | { problem: 'numbers'; field: 'available' | 'price' }
  | { problem: 'blockReasonRequired' | 'nothingChanged' };

/** A number field's change: undefined when blank or equal to what the editor was filled with, NaN when not a number. */
function changedNumber(value: string, before: string): number | undefined {
  const typed = value.trim();
  if (typed === '') return undefined;
  const number = Number(typed);
  if (!Number.isFinite(number)) return Number.NaN;
  if (before.trim() !== '' && Number(before) === number) return undefined;
  return number;
}

/**
 * The changes to send: only the fields that differ from the values the editor was filled with
 * (`initial`), so a range edit never copies one night's values onto the others nor unblocks them.
 */
export function gridChanges(fields: GridFields, initial: GridFields): GridChangesResult {
  const changes: InventoryChanges = {};
  const available = changedNumber(fields.available, initial.available);
  const price = changedNumber(fields.price, initial.price);
  // Rooms are whole and not negative, a price within the night's bounds (the browser's own check said nothing).
  const wrongRooms = available !== undefined && (Number.isNaN(available) || !Number.isInteger(available) || available < 0);
  if (wrongRooms) return { problem: 'numbers', field: 'available' };
  const { min, max } = NIGHT_BOUNDS.basePrice;
  if (price !== undefined && (Number.isNaN(price) || price < min || price > max)) return { problem: 'numbers', field: 'price' };
  if (available !== undefined) changes.availableRooms = available;
  if (price !== undefined) changes.basePrice = price;
  const reason = fields.reason.trim();
  if (fields.blocked === 'block') {
    if (reason === '') return { problem: 'blockReasonRequired' };
    if (initial.blocked !== 'block') {
      changes.blocked = true;
      changes.blockReason = reason;
    } else if (reason !== initial.reason.trim()) {
      changes.blockReason = reason;
    }
  } else if (fields.blocked === 'unblock' && initial.blocked !== 'unblock') {
    changes.blocked = false;
  }
  if (Object.keys(changes).length === 0) return { problem: 'nothingChanged' };
  return { changes };
}
