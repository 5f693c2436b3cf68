import { describe, expect, it } from 'vitest';
import { InventoryCreate } from '@trabzon/contracts';
import en from '../../../../src/locales/en.json';
import tr from '../../../../src/locales/tr.json';
import ar from '../../../../src/locales/ar.json';
import { BOUND_KEYS, INVENTORY_BOUNDS, type BoundedField } from '../../../../src/features/inventory/model/bounds';
import { INVENTORY_FIELD_ORDER, validateInventory } from '../../../../src/features/inventory/model/form';
import { validateBulk } from '../../../../src/features/inventory/model/bulk';
import { firstInvalid } from '../../../../src/lib/forms';
import { valid, validBulk } from './values';

describe('the bounds of the inventory numbers', () => {
  it('are the API schema bounds', () => {
    const schema = InventoryCreate.properties as unknown as Record<BoundedField, { minimum: number; maximum: number }>;
    for (const [field, bound] of Object.entries(INVENTORY_BOUNDS) as Array<[BoundedField, { min: number; max: number }]>) {
      expect({ field, min: bound.min, max: bound.max }).toEqual({ field, min: schema[field].minimum, max: schema[field].maximum });
    }
  });

  it('have a message with {{min}} and {{max}} in English, Turkish and Arabic', () => {
    for (const locale of [en, tr, ar]) {
      expect(Object.keys(locale.inventory.bounds).sort()).toEqual([...BOUND_KEYS].sort());
      for (const key of BOUND_KEYS) expect(locale.inventory.bounds[key]).toMatch(/\{\{min\}\}.*\{\{max\}\}/);
    }
    for (const key of BOUND_KEYS) {
      expect(tr.inventory.bounds[key]).not.toBe(en.inventory.bounds[key]);
      expect(ar.inventory.bounds[key]).not.toBe(en.inventory.bounds[key]);
    }
  });
});

describe('validateInventory: the API bounds, checked before anything is sent', () => {
  it('puts a negative base price and a discount over 100 % at their fields (the tester’s case)', () => {
    const errors = validateInventory(valid({ basePrice: '-20', promotionDiscount: '150' }));
    expect(errors).toEqual({ basePrice: 'basePriceRange', promotionDiscount: 'discountRange' });
    expect(firstInvalid(errors, INVENTORY_FIELD_ORDER)).toBe('basePrice');
  });

  it.each([
    ['totalRooms', { totalRooms: '-1', availableRooms: '-1' }, 'roomsRange'],
    ['totalRooms', { totalRooms: '10001' }, 'roomsRange'],
    ['totalRooms', { totalRooms: '2.5', availableRooms: '1' }, 'roomsRange'],
    ['availableRooms', { availableRooms: '-1' }, 'roomsRange'],
    ['basePrice', { basePrice: '100000.01' }, 'basePriceRange'],
    ['priceModifier', { priceModifier: '-0.5' }, 'modifierRange'],
    ['priceModifier', { priceModifier: '101', basePrice: '1' }, 'modifierRange'],
    ['seasonalAdjustment', { seasonalAdjustment: '-101' }, 'seasonalRange'],
    ['seasonalAdjustment', { seasonalAdjustment: '1001', basePrice: '1' }, 'seasonalRange'],
    ['promotionDiscount', { promotionDiscount: '-1' }, 'discountRange'],
    ['promotionDiscount', { promotionDiscount: '100.5' }, 'discountRange'],
    // A night always costs something: no $0 base, no ×0, no −100 % season, no 100 % promotion.
    ['basePrice', { basePrice: '0' }, 'basePriceRange'],
    ['priceModifier', { priceModifier: '0' }, 'modifierRange'],
    ['seasonalAdjustment', { seasonalAdjustment: '-100' }, 'seasonalRange'],
    ['promotionDiscount', { promotionDiscount: '100' }, 'discountRange'],
  ] as const)('%s: %o → %s', (field, overrides, key) => {
    expect(validateInventory(valid(overrides))[field]).toBe(key);
  });

  it('accepts every bound itself', () => {
    expect(validateInventory(valid({ totalRooms: '10000', availableRooms: '10000', basePrice: '0.01' }))).toEqual({});
    expect(validateInventory(valid({ basePrice: '100000', promotionDiscount: '99' }))).toEqual({});
    expect(validateInventory(valid({ basePrice: '1', priceModifier: '100', seasonalAdjustment: '1000', promotionDiscount: '0' }))).toEqual(
      {},
    );
    expect(validateInventory(valid({ priceModifier: '0.01', seasonalAdjustment: '-99' }))).toEqual({});
  });

  it('keeps the spec message of a missing number before its bounds', () => {
    expect(validateInventory(valid({ basePrice: '' })).basePrice).toBe('basePriceRequired');
    expect(validateInventory(valid({ totalRooms: '5', availableRooms: '6' })).availableRooms).toBe('availableAboveTotal');
  });

  it('says at the base price when the modifier and season take a night over 100000', () => {
    expect(validateInventory(valid({ basePrice: '100000', priceModifier: '1.15' }))).toEqual({ basePrice: 'priceTooHigh' });
    expect(validateInventory(valid({ basePrice: '50000', priceModifier: '', seasonalAdjustment: '100.01' }))).toEqual({
      basePrice: 'priceTooHigh',
    });
    expect(validateInventory(valid({ basePrice: '50000', priceModifier: '2', seasonalAdjustment: '' }))).toEqual({});
  });
});

describe('validateBulk: the API bounds of the numbers given', () => {
  it('leaves blank numbers alone and checks the ones filled in', () => {
    expect(validateBulk(validBulk())).toEqual({});
    expect(validateBulk(validBulk({ basePrice: '-5', promotionDiscount: '150', totalRooms: '1.5' }))).toEqual({
      totalRooms: 'roomsRange',
      basePrice: 'basePriceRange',
      promotionDiscount: 'discountRange',
    });
  });
});
