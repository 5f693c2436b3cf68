import { emptyInventoryValues, type InventoryFormValues } from '../../../../src/features/inventory/model/form';
import { emptyBulkValues, type BulkFormValues } from '../../../../src/features/inventory/model/bulk';

/** A night that passes every check. */
export function valid(overrides: Partial<InventoryFormValues> = {}): InventoryFormValues {
  return {
    ...emptyInventoryValues('hotel-1', 'room-1', '2026-12-01'),
    totalRooms: '5',
    availableRooms: '3',
    basePrice: '120',
    ...overrides,
  };
}

/** A bulk change that passes every check: weekends of December at a new base price. */
export function validBulk(overrides: Partial<BulkFormValues> = {}): BulkFormValues {
  return { ...emptyBulkValues('hotel-1', 'room-1', '2026-12-01', '2026-12-31'), dayTypes: ['weekends'], basePrice: '150', ...overrides };
}
