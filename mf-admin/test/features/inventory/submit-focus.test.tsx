// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { BulkForm } from '../../../src/features/inventory/BulkForm';
import { InventoryForm } from '../../../src/features/inventory/InventoryForm';
import { InventoryGrid } from '../../../src/features/inventory/grid/InventoryGrid';
import { apiRefusal, heldRequest, pressTwiceThenRefuse, renderAdmin, startI18n } from '../../helpers';
import { HOTEL, night } from './fixtures';

/** The API's refusal of a night that already exists, said in the form's own error box. */
function alreadyExists(errorId: string) {
  return { error: apiRefusal(409, 'Inventory already exists for this date'), shown: () => screen.findByTestId(errorId) };
}

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// QA round AA, defect 5: a refused save (409, a past date) left the keyboard's focus on <body>, the dialog still open.
describe('inventory saves keep the keyboard focus on their button', () => {
  it('Add inventory', async () => {
    const { request, refuse } = heldRequest();
    const create = vi.spyOn(adminApi.inventory, 'create').mockReturnValue(request);
    renderAdmin(<InventoryForm hotels={[HOTEL]} defaults={{ hotel: 'h1', roomType: 'r1' }} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByTestId('inventory-date'), { target: { value: addDays(todayIso(), 5) } });
    fireEvent.change(screen.getByTestId('inventory-totalRooms'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('inventory-availableRooms'), { target: { value: '8' } });
    fireEvent.change(screen.getByTestId('inventory-basePrice'), { target: { value: '120' } });
    await pressTwiceThenRefuse(
      screen.getByTestId('inventory-submit') as HTMLButtonElement,
      create,
      refuse,
      alreadyExists('inventory-form-error'),
    );
  });

  it('the bulk update', async () => {
    const { request, refuse } = heldRequest();
    const bulk = vi.spyOn(adminApi.inventory, 'bulk').mockReturnValue(request);
    const from = addDays(todayIso(), 1);
    renderAdmin(
      <BulkForm
        hotels={[HOTEL]}
        defaults={{ hotel: 'h1', roomType: 'r1', from, to: addDays(from, 6) }}
        onApplied={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByTestId('bulk-day-weekdays'));
    fireEvent.change(screen.getByTestId('bulk-basePrice'), { target: { value: '150' } });
    await pressTwiceThenRefuse(screen.getByTestId('bulk-submit') as HTMLButtonElement, bulk, refuse, alreadyExists('bulk-form-error'));
  });

  it('the grid’s Apply', async () => {
    const { request, refuse } = heldRequest();
    vi.spyOn(adminApi.inventory, 'listAll').mockResolvedValue([night('2030-01-10', { _id: 'n1' })]);
    const update = vi.spyOn(adminApi.inventory, 'update').mockReturnValue(request);
    renderAdmin(<InventoryGrid hotel={HOTEL} from="2030-01-10" />);
    const [first] = await screen.findAllByTestId('grid-cell');
    fireEvent.click(first!);
    fireEvent.change(screen.getByTestId('grid-available'), { target: { value: '4' } });
    await pressTwiceThenRefuse(screen.getByTestId('grid-apply') as HTMLButtonElement, update, refuse, {
      error: apiRefusal(409, 'Inventory already exists for this date'),
      shown: () => screen.findByRole('alert'),
    });
  });
});
