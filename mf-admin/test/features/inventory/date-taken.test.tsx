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
    expect(document.activeElement).toBe(date);
    expect(screen.queryByTestId('inventory-form-error')).toBeNull();

    await switchLanguage('tr');
    await waitFor(() => expect(fieldError(date)).toBe('Bu oda tipi ve tarih için envanter zaten var'));

    fireEvent.change(date, { target: { value: addDays(todayIso(), 6) } });
    await waitFor(() => expect(fieldError(date)).toBeNull());
    expect(date.hasAttribute('aria-invalid')).toBe(false);
  });
});
