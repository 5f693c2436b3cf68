// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import type { InventoryRecord } from '@trabzon/contracts';
import { addDays, todayIso } from '@trabzon/dates';
import { BulkForm } from '../../../src/features/inventory/BulkForm';
import { InventoryForm } from '../../../src/features/inventory/InventoryForm';
import { InventoryGrid } from '../../../src/features/inventory/grid/InventoryGrid';
import type { InventoryHotel } from '../../../src/features/inventory/useHotelOptions';
import { apiRefusal, renderAdmin, startI18n } from '../../helpers';

const HOTEL: InventoryHotel = { _id: 'h1', name: 'Zigana Lodge', active: true, roomTypes: [{ _id: 'r1', name: 'Deluxe' }] };

/** A request the test refuses when it chooses: until then the form is sending. */
function heldRequest() {
  let refuse: (error: unknown) => void = () => undefined;
  const request = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  return { request, refuse };
}

/**
 * Two presses in a row (the second before the form re-renders as busy), then the server refuses:
 * the button stays focusable and focused throughout, and one request was sent.
 */
async function pressTwiceThenRefuse(
  testId: string,
  send: { mock: { calls: unknown[] } },
  refuse: (error: unknown) => void,
  errorId: string,
) {
  const button = screen.getByTestId(testId) as HTMLButtonElement;
  button.focus();
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
  expect(button.disabled).toBe(false);
  expect(document.activeElement).toBe(button);
  fireEvent.click(button);

  refuse(apiRefusal(409, 'Inventory already exists for this date'));
  await screen.findByTestId(errorId);
  expect(button.hasAttribute('aria-disabled')).toBe(false);
  expect(document.activeElement).toBe(button);
  expect(send.mock.calls).toHaveLength(1);
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
    await pressTwiceThenRefuse('inventory-submit', create, refuse, 'inventory-form-error');
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
    await pressTwiceThenRefuse('bulk-submit', bulk, refuse, 'bulk-form-error');
  });

  it('the grid’s Apply', async () => {
    const { request, refuse } = heldRequest();
    const night = {
      _id: 'n1',
      hotel: 'h1',
      roomType: 'r1',
      date: '2030-01-10',
      totalRooms: 10,
      availableRooms: 10,
      basePrice: 60,
      price: 60,
      blocked: false,
      blockReason: null,
    };
    vi.spyOn(adminApi.inventory, 'listAll').mockResolvedValue([night as unknown as InventoryRecord]);
    const update = vi.spyOn(adminApi.inventory, 'update').mockReturnValue(request);
    renderAdmin(<InventoryGrid hotel={HOTEL} from="2030-01-10" />);
    const [first] = await screen.findAllByTestId('grid-cell');
    fireEvent.click(first!);
    fireEvent.change(screen.getByTestId('grid-available'), { target: { value: '4' } });
    const apply = screen.getByTestId('grid-apply') as HTMLButtonElement;
    apply.focus();
    fireEvent.click(apply);
    fireEvent.click(apply);
    await waitFor(() => expect(apply.getAttribute('aria-disabled')).toBe('true'));
    expect(apply.disabled).toBe(false);
    refuse(apiRefusal(409, 'Inventory already exists for this date'));
    await screen.findByRole('alert');
    expect(apply.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(apply);
    expect(update).toHaveBeenCalledTimes(1);
  });
});
