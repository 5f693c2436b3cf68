import { NIGHT_BOUNDS, NIGHT_PRICE_MAX } from '@trabzon/contracts/inventory-messages';
import { parseNumber } from './numbers';

/** The numbers of a night (as typed) that the API bounds. */
export type BoundedField = 'totalRooms' | 'availableRooms' | 'basePrice' | 'priceModifier' | 'seasonalAdjustment' | 'promotionDiscount';

/** The message of a number outside its bounds (`inventory.bounds.<key>`, with {{min}} and {{max}}). */
export type InventoryBoundKey = 'roomsRange' | 'basePriceRange' | 'modifierRange' | 'seasonalRange' | 'discountRange';

export interface Bound {
  min: number;
  max: number;
  /** Whole numbers only (room counts). */
  whole?: boolean;
  key: InventoryBoundKey;
}

/** Most rooms a night may count (the contracts' `Count`). */
export const ROOMS_MAX = NIGHT_BOUNDS.rooms.max;

/** The API's bounds of each number (NIGHT_BOUNDS, which the API's schema uses too). */
export const INVENTORY_BOUNDS: Record<BoundedField, Bound> = {
  totalRooms: { ...NIGHT_BOUNDS.rooms, whole: true, key: 'roomsRange' },
  availableRooms: { ...NIGHT_BOUNDS.rooms, whole: true, key: 'roomsRange' },
  basePrice: { ...NIGHT_BOUNDS.basePrice, key: 'basePriceRange' },
  priceModifier: { ...NIGHT_BOUNDS.priceModifier, key: 'modifierRange' },
  seasonalAdjustment: { ...NIGHT_BOUNDS.seasonalAdjustment, key: 'seasonalRange' },
  promotionDiscount: { ...NIGHT_BOUNDS.promotionDiscount, key: 'discountRange' },
};

export const BOUND_KEYS: readonly InventoryBoundKey[] = ['roomsRange', 'basePriceRange', 'modifierRange', 'seasonalRange', 'discountRange'];

export const isBoundKey = (key: string): key is InventoryBoundKey => (BOUND_KEYS as readonly string[]).includes(key);

/** The bounds a message key speaks of (for its {{min}} and {{max}}). */
export function boundOf(key: InventoryBoundKey): Bound {
  return Object.values(INVENTORY_BOUNDS).find((bound) => bound.key === key) as Bound;
}

/** True when a typed number is given and outside its field's bounds (blank is the required check's business). */
function outOfBounds(text: string, bound: Bound): boolean {
  const value = parseNumber(text);
  if (value === null) return false;
  return value < bound.min || value > bound.max || (bound.whole === true && !Number.isInteger(value));
}

/** One message per number outside the API's bounds, checked in the browser before anything is sent. */
export function boundErrors(values: Record<BoundedField, string>): Partial<Record<BoundedField, InventoryBoundKey>> {
  const errors: Partial<Record<BoundedField, InventoryBoundKey>> = {};
  for (const [field, bound] of Object.entries(INVENTORY_BOUNDS) as Array<[BoundedField, Bound]>) {
    if (outOfBounds(values[field], bound)) errors[field] = bound.key;
  }
  return errors;
}

/**
 * True when the night, before its promotion, would cost more than NIGHT_PRICE_MAX (the API's
 * `priceTooHigh`): base price × modifier × (1 + seasonal / 100). A blank modifier or adjustment
 * counts as the API's default (1 and 0).
 */
export function nightTooExpensive(
  values: Pick<Record<BoundedField, string>, 'basePrice' | 'priceModifier' | 'seasonalAdjustment'>,
): boolean {
  const base = parseNumber(values.basePrice);
  if (base === null) return false;
  const modifier = parseNumber(values.priceModifier) ?? 1;
  const seasonal = parseNumber(values.seasonalAdjustment) ?? 0;
  return Math.round(base * 100 * modifier * (1 + seasonal / 100)) > NIGHT_PRICE_MAX * 100;
}
