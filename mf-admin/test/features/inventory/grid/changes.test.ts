import { describe, expect, it } from 'vitest';
import { UNCHANGED_FIELDS, gridChanges } from '../../../../src/features/inventory/grid/changes';

const night = { available: '4', price: '120', blocked: 'unblock' as const, reason: '' };

describe('gridChanges: the grid editor’s numbers', () => {
  it('sends a whole count of rooms and a price from 0.01 to 100,000', () => {
    expect(gridChanges({ ...night, available: '2', price: '0.01' }, night)).toEqual({ changes: { availableRooms: 2, basePrice: 0.01 } });
    // A $0 night (or one over the most a night may cost) is marked at the price, not sent.
    expect(gridChanges({ ...night, price: '0' }, night)).toEqual({ problem: 'numbers', field: 'price' });
    expect(gridChanges({ ...night, price: '100000.01' }, night)).toEqual({ problem: 'numbers', field: 'price' });
  });

  it('refuses a negative price, a negative or part count of rooms, and text, with a message (the browser said nothing)', () => {
    for (const [fields, field] of [
      [{ ...night, price: '-5' }, 'price'],
      [{ ...night, available: '-1' }, 'available'],
      [{ ...night, available: '1.5' }, 'available'],
      [{ ...UNCHANGED_FIELDS, price: 'abc' }, 'price'],
    ] as const) {
      // The wrong field is named, so the screen marks and focuses it.
      expect({ fields, result: gridChanges(fields, night) }).toEqual({ fields, result: { problem: 'numbers', field } });
    }
  });
});
