import { describe, expect, it } from 'vitest';
import { BULK_MAX_DAYS } from '@trabzon/contracts/inventory-messages';
import {
  bulkChanges,
  emptyBulkValues,
  matchingDates,
  normalizeDayTypes,
  toBulkRequest,
  toggleDayType,
  type BulkFormValues,
} from '../../../../src/features/inventory/model/bulk';

function form(overrides: Partial<BulkFormValues>): BulkFormValues {
  return { ...emptyBulkValues(' hotel-1 ', 'room-1', '2026-12-01', '2026-12-14'), ...overrides };
}

describe('day-type selection → request body', () => {
  it('sends weekdays or weekends as chosen', () => {
    expect(toBulkRequest(form({ dayTypes: ['weekdays'] })).dayTypes).toEqual(['weekdays']);
    expect(toBulkRequest(form({ dayTypes: ['weekends'] })).dayTypes).toEqual(['weekends']);
  });

  it('sends named days in the API order, whatever order they were ticked in', () => {
    expect(toBulkRequest(form({ dayTypes: ['friday', 'monday', 'wednesday'] })).dayTypes).toEqual(['monday', 'wednesday', 'friday']);
  });

  it('drops named days a chosen group already covers, keeps the others', () => {
    expect(normalizeDayTypes(['weekends', 'saturday', 'monday'])).toEqual(['weekends', 'monday']);
    expect(normalizeDayTypes(['weekdays', 'tuesday', 'sunday'])).toEqual(['weekdays', 'sunday']);
    expect(normalizeDayTypes(['weekdays', 'weekends'])).toEqual(['weekdays', 'weekends']);
  });

  it('sends each type once and "all" alone', () => {
    expect(normalizeDayTypes(['monday', 'monday'])).toEqual(['monday']);
    expect(normalizeDayTypes(['all', 'monday', 'weekends'])).toEqual(['all']);
    expect(normalizeDayTypes([])).toEqual([]);
  });

  it('ticks and unticks a checkbox', () => {
    let selected = toggleDayType([], 'weekends', true);
    selected = toggleDayType(selected, 'monday', true);
    selected = toggleDayType(selected, 'monday', true);
    expect(selected).toEqual(['weekends', 'monday']);
    expect(toggleDayType(selected, 'weekends', false)).toEqual(['monday']);
  });

  it('previews the dates a bulk update touches (both ends included)', () => {
    // 2026-12-05 and 06 are a Saturday and a Sunday.
    expect(matchingDates('2026-12-01', '2026-12-14', ['weekends'])).toEqual(['2026-12-05', '2026-12-06', '2026-12-12', '2026-12-13']);
    expect(matchingDates('2026-12-01', '2026-12-07', ['weekdays'])).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
    ]);
    expect(matchingDates('2026-12-07', '2026-12-07', ['monday'])).toEqual(['2026-12-07']);
    expect(matchingDates('2026-12-08', '2026-12-01', ['all'])).toEqual([]);
    expect(matchingDates('', '2026-12-01', ['all'])).toEqual([]);
  });

  it('counts every night of the longest range a bulk update takes, and gives no count beyond it', () => {
    expect(BULK_MAX_DAYS).toBe(366);
    // 2026-12-01 (a Tuesday) to 2027-11-30: 52 whole weeks and a Tuesday, so 104 weekend nights.
    expect(matchingDates('2026-12-01', '2027-11-30', ['weekends'])).toHaveLength(104);
    expect(matchingDates('2026-12-01', '2027-11-30', ['all'])).toHaveLength(365);
    // 366 days, the last a Wednesday.
    const year = matchingDates('2026-12-01', '2027-12-01', ['all']);
    expect(year).toHaveLength(366);
    expect(year?.at(-1)).toBe('2027-12-01');
    // Beyond it no count, never a wrong one (four years of weekends showed 114).
    expect(matchingDates('2026-12-01', '2027-12-02', ['all'])).toBeNull();
    expect(matchingDates('2026-12-01', '2030-12-01', ['weekends'])).toBeNull();
  });
});

describe('the bulk request body', () => {
  it('holds the range, the day types and only the fields filled in', () => {
    expect(
      toBulkRequest(
        form({ dayTypes: ['saturday', 'weekdays'], seasonalAdjustment: '15', basePrice: '', promotionCode: '  ', notes: ' Festival ' }),
      ),
    ).toEqual({
      hotel: 'hotel-1',
      roomType: 'room-1',
      startDate: '2026-12-01',
      endDate: '2026-12-14',
      dayTypes: ['weekdays', 'saturday'],
      changes: { seasonalAdjustment: 15, notes: 'Festival' },
    });
  });

  it('sends numbers as numbers, 0 included', () => {
    expect(
      bulkChanges(form({ totalRooms: '0', availableRooms: '0', basePrice: '99.5', priceModifier: '1.2', promotionDiscount: '10' })),
    ).toEqual({
      totalRooms: 0,
      availableRooms: 0,
      basePrice: 99.5,
      priceModifier: 1.2,
      promotionDiscount: 10,
    });
  });

  it('blocks with its reason, unblocks without one, or leaves blocking alone', () => {
    expect(bulkChanges(form({ blocked: 'block', blockReason: ' Renovation ' }))).toEqual({ blocked: true, blockReason: 'Renovation' });
    expect(bulkChanges(form({ blocked: 'unblock', blockReason: 'ignored' }))).toEqual({ blocked: false });
    expect(bulkChanges(form({ blocked: 'unchanged', blockReason: 'ignored' }))).toEqual({});
  });
});
