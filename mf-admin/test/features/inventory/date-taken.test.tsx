// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import { INVENTORY_MESSAGES } from '@trabzon/contracts/inventory-messages';
import { addDays, todayIso } from '@trabzon/dates';
import { InventoryForm } from '../../../src/features/inventory/InventoryForm';
import { apiRefusal, renderAdmin, startI18n, switchLanguage } from '../../helpers';
import { HOTEL } from './fixtures';

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

/** The text shown under a field (its error, tied to the input by aria-describedby), or null. */
function fieldError(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

// The API refuses a night the room type already has (409): the date's fault, said there as the form's own checks are.
describe('InventoryForm: a night that already exists', () => {
  it("is said at the date, in the page's language, with the focus there, until another date is chosen", async () => {
    const create = vi.spyOn(adminApi.inventory, 'create').mockRejectedValue(apiRefusal(409, INVENTORY_MESSAGES.exists));
    const onSaved = vi.fn();
    renderAdmin(<InventoryForm hotels={[HOTEL]} defaults={{ hotel: 'h1', roomType: 'r1' }} onSaved={onSaved} onCancel={vi.fn()} />);
    const date = screen.getByTestId('inventory-date');
    fireEvent.change(date, { target: { value: addDays(todayIso(), 5) } });
    fireEvent.change(screen.getByTestId('inventory-totalRooms'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('inventory-availableRooms'), { target: { value: '8' } });
    fireEvent.change(screen.getByTestId('inventory-basePrice'), { target: { value: '120' } });

    fireEvent.click(screen.getByTestId('inventory-submit'));
    await waitFor(() => expect(fieldError(date)).toBe('Inventory for this room type and date already exists'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    // The form moves the focus in an effect after the refusal renders (useRefusedValue), so it may come just after the text.
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(screen.queryByTestId('inventory-form-error')).toBeNull();

    await switchLanguage('tr');
    await waitFor(() => expect(fieldError(date)).toBe('Bu oda tipi ve tarih için envanter zaten var'));

    fireEvent.change(date, { target: { value: addDays(todayIso(), 6) } });
    await waitFor(() => expect(fieldError(date)).toBeNull());
    expect(date.hasAttribute('aria-invalid')).toBe(false);
  });

  // As the users form and the room type editor say a value the API refused (useRefusedValue).
  it('stays at the date while the date is the one refused: through a save the form stops itself, and back to that date', async () => {
    const taken = addDays(todayIso(), 5);
    const create = vi.spyOn(adminApi.inventory, 'create').mockRejectedValue(apiRefusal(409, INVENTORY_MESSAGES.exists));
    renderAdmin(<InventoryForm hotels={[HOTEL]} defaults={{ hotel: 'h1', roomType: 'r1' }} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const date = screen.getByTestId('inventory-date');
    fireEvent.change(date, { target: { value: taken } });
    fireEvent.change(screen.getByTestId('inventory-totalRooms'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('inventory-availableRooms'), { target: { value: '8' } });
    const basePrice = screen.getByTestId('inventory-basePrice');
    fireEvent.change(basePrice, { target: { value: '120' } });
    fireEvent.click(screen.getByTestId('inventory-submit'));
    await waitFor(() => expect(fieldError(date)).toBe('Inventory for this room type and date already exists'));

    // A save the form's own checks stop (no base price) still says the date the API refused.
    fireEvent.change(basePrice, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('inventory-submit'));
    await waitFor(() => expect(fieldError(basePrice)).toBe('Base price is required'));
    expect(fieldError(date)).toBe('Inventory for this room type and date already exists');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(create).toHaveBeenCalledTimes(1);

    fireEvent.change(date, { target: { value: addDays(todayIso(), 6) } });
    await waitFor(() => expect(fieldError(date)).toBeNull());
    // Back to the refused date: the API's word still holds for it.
    fireEvent.change(date, { target: { value: taken } });
    await waitFor(() => expect(fieldError(date)).toBe('Inventory for this room type and date already exists'));
    expect(date.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('InventoryForm: a date the API does not read as a day', () => {
  it('is said in Arabic with the format in Arabic words, then its Latin pattern', async () => {
    await switchLanguage('ar');
    vi.spyOn(adminApi.inventory, 'create').mockRejectedValue(apiRefusal(400, INVENTORY_MESSAGES.badDate));
    renderAdmin(<InventoryForm hotels={[HOTEL]} defaults={{ hotel: 'h1', roomType: 'r1' }} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByTestId('inventory-date'), { target: { value: addDays(todayIso(), 5) } });
    fireEvent.change(screen.getByTestId('inventory-totalRooms'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('inventory-availableRooms'), { target: { value: '8' } });
    fireEvent.change(screen.getByTestId('inventory-basePrice'), { target: { value: '120' } });
    fireEvent.click(screen.getByTestId('inventory-submit'));
    expect((await screen.findByTestId('inventory-form-error')).textContent).toBe(
      'تعذّر حفظ المخزون: يرجى إدخال تاريخ صالح بالصيغة سنة-شهر-يوم (YYYY-MM-DD)',
    );
  });
});
