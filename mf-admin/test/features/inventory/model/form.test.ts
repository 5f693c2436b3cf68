import { describe, expect, it } from 'vitest';
import en from '../../../../src/locales/en.json';
import tr from '../../../../src/locales/tr.json';
import ar from '../../../../src/locales/ar.json';
import {
  emptyInventoryValues,
  toInventoryCreate,
  toInventoryUpdate,
  validateInventory,
  valuesFromRecord,
  type InventoryFormValues,
} from '../../../../src/features/inventory/model/form';
import { validateBulk, type BulkFormValues } from '../../../../src/features/inventory/model/bulk';
import {
  INVENTORY_MESSAGES,
  INVENTORY_TOASTS,
  SPEC_VALIDATION_KEYS,
  inventoryMessageOf,
} from '../../../../src/features/inventory/model/messages';
import { firstInvalid } from '../../../../src/lib/forms';
import { INVENTORY_FIELD_ORDER } from '../../../../src/features/inventory/model/form';
import { valid, validBulk } from './values';

const text = (key: string | undefined) =>
  key && key in INVENTORY_MESSAGES ? INVENTORY_MESSAGES[key as keyof typeof INVENTORY_MESSAGES] : key;

describe('the spec texts of the admin inventory (sections 5 and 8)', () => {
  it('are the English texts, word for word', () => {
    expect(SPEC_VALIDATION_KEYS.map((key) => INVENTORY_MESSAGES[key])).toEqual([
      'Please select a hotel',
      'Please select a room type',
      'Please select a date',
      'Total rooms is required',
      'Available rooms is required',
      'Base price is required',
      'Please select both start and end dates',
      'Please select at least one day type',
      'Block reason is required when blocking dates',
      'Available rooms cannot exceed total rooms',
    ]);
    expect(INVENTORY_TOASTS).toEqual({
      added: 'Inventory added successfully',
      updated: 'Inventory updated successfully',
      deleted: 'Inventory record deleted successfully',
      bulkApplied: 'Bulk update applied successfully',
      saveFailed: 'Failed to save inventory:',
      bulkFailed: 'Failed to apply bulk update:',
      deleteFailed: 'Failed to delete inventory:',
    });
  });

  it('are what the English locale shows, and Turkish and Arabic translate every one', () => {
    expect(en.inventory.messages).toEqual(INVENTORY_MESSAGES);
    expect(en.inventory.toasts).toEqual(INVENTORY_TOASTS);
    for (const locale of [tr, ar]) {
      expect(Object.keys(locale.inventory.messages).sort()).toEqual(Object.keys(INVENTORY_MESSAGES).sort());
      expect(Object.keys(locale.inventory.toasts).sort()).toEqual(Object.keys(INVENTORY_TOASTS).sort());
      for (const key of SPEC_VALIDATION_KEYS) expect(locale.inventory.messages[key]).not.toBe(INVENTORY_MESSAGES[key]);
    }
  });

  it('maps a server answer to its translation key, and leaves other messages alone', () => {
    for (const key of SPEC_VALIDATION_KEYS) expect(inventoryMessageOf(INVENTORY_MESSAGES[key])).toEqual({ key, values: {} });
    expect(inventoryMessageOf(' Please select a hotel ')?.key).toBe('selectHotel');
    expect(inventoryMessageOf('Inventory for this room type and date already exists')?.key).toBe('exists');
    // The refusals with numbers in them, as the API writes them, give their numbers for the translation.
    expect(inventoryMessageOf('Total rooms cannot be less than the rooms already booked for this date (2)')).toEqual({
      key: 'totalBelowBooked',
      values: { booked: '2' },
    });
    expect(inventoryMessageOf('Available rooms cannot exceed 3 (rooms already booked for this date: 1)')).toEqual({
      key: 'availableAboveFree',
      values: { free: '3', booked: '1' },
    });
    expect(inventoryMessageOf('changes must be null')).toBeNull();
    expect(inventoryMessageOf(null)).toBeNull();
    expect(inventoryMessageOf('')).toBeNull();
  });
});

describe('validateInventory (add and edit form)', () => {
  it('accepts a complete night', () => {
    expect(validateInventory(valid())).toEqual({});
  });

  it.each([
    ['hotel', { hotel: '' }, 'Please select a hotel'],
    ['roomType', { roomType: '  ' }, 'Please select a room type'],
    ['date', { date: '' }, 'Please select a date'],
    ['totalRooms', { totalRooms: '' }, 'Total rooms is required'],
    ['availableRooms', { availableRooms: '' }, 'Available rooms is required'],
    ['basePrice', { basePrice: ' ' }, 'Base price is required'],
    ['blockReason', { blocked: true, blockReason: '  ' }, 'Block reason is required when blocking dates'],
    ['availableRooms', { totalRooms: '4', availableRooms: '5' }, 'Available rooms cannot exceed total rooms'],
  ] as const)('%s: %s → "%s"', (field, overrides, message) => {
    const errors = validateInventory(valid(overrides as Partial<InventoryFormValues>));
    expect(Object.keys(errors)).toEqual([field]);
    expect(text(errors[field])).toBe(message);
  });

  it('reads 0 as a value, not as missing', () => {
    expect(validateInventory(valid({ totalRooms: '0', availableRooms: '0' }))).toEqual({});
    // A $0 night is out of bounds, not missing.
    expect(validateInventory(valid({ basePrice: '0' }))).toEqual({ basePrice: 'basePriceRange' });
  });

  it('needs no reason for an open night, and accepts available equal to total', () => {
    expect(validateInventory(valid({ blocked: false, blockReason: '' }))).toEqual({});
    expect(validateInventory(valid({ totalRooms: '5', availableRooms: '5' }))).toEqual({});
  });

  it('reports every empty field of a blank form, the first in form order first', () => {
    const errors = validateInventory(emptyInventoryValues());
    expect(errors).toEqual({
      hotel: 'selectHotel',
      roomType: 'selectRoomType',
      date: 'selectDate',
      totalRooms: 'totalRequired',
      availableRooms: 'availableRequired',
      basePrice: 'basePriceRequired',
    });
    expect(firstInvalid(errors, INVENTORY_FIELD_ORDER)).toBe('hotel');
  });
});

describe('the add and edit bodies', () => {
  it('sends numbers, trimmed texts and null for empty optional fields', () => {
    expect(
      toInventoryCreate(
        valid({ promotionCode: ' WINTER ', notes: '', priceModifier: '1.15', seasonalAdjustment: '-10', promotionDiscount: '' }),
      ),
    ).toEqual({
      hotel: 'hotel-1',
      roomType: 'room-1',
      date: '2026-12-01',
      totalRooms: 5,
      availableRooms: 3,
      basePrice: 120,
      priceModifier: 1.15,
      seasonalAdjustment: -10,
      promotionDiscount: null,
      promotionCode: 'WINTER',
      blocked: false,
      blockReason: null,
      notes: null,
    });
  });

  it('drops the reason of an open night and keeps it for a blocked one', () => {
    expect(toInventoryCreate(valid({ blocked: false, blockReason: 'Renovation' })).blockReason).toBeNull();
    expect(toInventoryCreate(valid({ blocked: true, blockReason: ' Renovation ' }))).toMatchObject({
      blocked: true,
      blockReason: 'Renovation',
    });
  });

  it('never sends the hotel, room type or date of an edited record', () => {
    const body = toInventoryUpdate(valid());
    expect(body).not.toHaveProperty('hotel');
    expect(body).not.toHaveProperty('roomType');
    expect(body).not.toHaveProperty('date');
    expect(body).toMatchObject({ totalRooms: 5, availableRooms: 3, basePrice: 120 });
  });

  it('fills the edit form from a record', () => {
    const values = valuesFromRecord({
      _id: 'n1',
      hotel: 'hotel-1',
      hotelName: 'Sea Breeze',
      roomType: 'room-1',
      roomTypeName: 'Standard',
      date: '2026-12-05',
      totalRooms: 6,
      availableRooms: 4,
      basePrice: 80,
      priceModifier: 1.15,
      seasonalAdjustment: 10,
      promotionDiscount: 0,
      promotionCode: null,
      blocked: true,
      blockReason: 'Maintenance',
      notes: null,
      price: 101.2,
      updatedAt: '2026-11-22T00:00:00.000Z',
    });
    expect(values).toMatchObject({
      totalRooms: '6',
      availableRooms: '4',
      basePrice: '80',
      priceModifier: '1.15',
      promotionCode: '',
      blocked: true,
      blockReason: 'Maintenance',
      notes: '',
    });
    expect(validateInventory(values)).toEqual({});
  });
});

describe('validateBulk', () => {
  it('accepts a range with a day type and one change', () => {
    expect(validateBulk(validBulk())).toEqual({});
    expect(validateBulk(validBulk({ basePrice: '', blocked: 'unblock' }))).toEqual({});
  });

  it('refuses a range with nothing to change (it would report "applied" for nights left as they were), at the first change field', () => {
    const errors = validateBulk(validBulk({ basePrice: '' }));
    expect(errors).toEqual({ totalRooms: 'noChanges' });
    expect(text(errors.totalRooms)).toBe('Choose at least one change to apply to these nights');
  });

  it.each([
    ['hotel', { hotel: '' }, 'Please select a hotel'],
    ['roomType', { roomType: '' }, 'Please select a room type'],
    ['startDate', { startDate: '' }, 'Please select both start and end dates'],
    ['endDate', { endDate: '' }, 'Please select both start and end dates'],
    ['dayTypes', { dayTypes: [] }, 'Please select at least one day type'],
    ['blockReason', { blocked: 'block', blockReason: '' }, 'Block reason is required when blocking dates'],
    ['availableRooms', { totalRooms: '2', availableRooms: '3' }, 'Available rooms cannot exceed total rooms'],
    ['endDate', { startDate: '2026-12-10', endDate: '2026-12-01' }, 'The end date cannot be before the start date'],
  ] as const)('%s: %s → "%s"', (field, overrides, message) => {
    const errors = validateBulk(validBulk(overrides as Partial<BulkFormValues>));
    expect(Object.keys(errors)).toEqual([field]);
    expect(text(errors[field])).toBe(message);
  });

  it('reports both missing dates once, at the start date', () => {
    expect(validateBulk(validBulk({ startDate: '', endDate: '' }))).toEqual({ startDate: 'selectBothDates' });
  });

  it('needs no reason to unblock or to leave blocking as it is', () => {
    expect(validateBulk(validBulk({ blocked: 'unblock' }))).toEqual({});
    expect(validateBulk(validBulk({ blocked: 'unchanged' }))).toEqual({});
  });

  it('refuses a range longer than the API takes (366 days, both ends included) at the end date', () => {
    // 2026-12-01 to 2027-12-01 is 366 days; one more is refused, as the API would refuse it.
    expect(validateBulk(validBulk({ endDate: '2027-12-01' }))).toEqual({});
    const errors = validateBulk(validBulk({ endDate: '2027-12-02' }));
    expect(errors).toEqual({ endDate: 'rangeTooLong' });
    expect(text(errors.endDate)).toBe('A bulk update can cover at most 366 days');
    expect(validateBulk(validBulk({ endDate: '2030-12-01' }))).toEqual({ endDate: 'rangeTooLong' });
  });

  it('refuses a range without one night on the chosen days (it would be answered "applied" for none), at the days', () => {
    // 2026-12-03 is a Thursday.
    expect(validateBulk(validBulk({ startDate: '2026-12-03', endDate: '2026-12-03', dayTypes: ['weekends'] }))).toEqual({
      dayTypes: 'noMatchingNights',
    });
    expect(validateBulk(validBulk({ startDate: '2026-12-01', endDate: '2026-12-04', dayTypes: ['saturday', 'sunday'] }))).toEqual({
      dayTypes: 'noMatchingNights',
    });
    expect(validateBulk(validBulk({ startDate: '2026-12-03', endDate: '2026-12-03', dayTypes: ['thursday'] }))).toEqual({});
    // Other refusals of the dates or the days come first.
    expect(validateBulk(validBulk({ startDate: '2026-12-03', endDate: '2026-12-03', dayTypes: [] }))).toEqual({
      dayTypes: 'selectDayType',
    });
  });
});
