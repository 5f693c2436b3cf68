// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import { INVENTORY_MESSAGES } from '@trabzon/contracts/inventory-messages';
import { fillTemplate } from '@trabzon/contracts/templates';
import { addDays, todayIso } from '@trabzon/dates';
import { InventoryForm } from '../../../src/features/inventory/InventoryForm';
import { apiRefusal, renderAdmin, startI18n, switchLanguage } from '../../helpers';
import { HOTEL, night } from './fixtures';

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

/** A number laid out left to right inside the sentence. */
const n = (value: number) => `\u2066${value}\u2069`;

const field = (name: string) => screen.getByTestId(`inventory-${name}`) as HTMLInputElement;

/** `message` is said at `input` (invalid, described by it, focused), and not in the form's message box. */
async function expectAt(input: HTMLInputElement, message: string) {
  await waitFor(() => expect(fieldError(input)).toBe(message));
  expect(input.getAttribute('aria-invalid')).toBe('true');
  await waitFor(() => expect(document.activeElement).toBe(input));
  expect(screen.queryByTestId('inventory-form-error')).toBeNull();
}

// The API's 409s for a night's bookings name the field and the number: said at that field, in the page's
// language, while it still holds the value refused (as a night the room type already has is said at the date).
describe('InventoryForm: rooms the night’s bookings need', () => {
  it.each([
    ['en', `Total rooms cannot be less than the rooms already booked for this date (${n(4)})`],
    ['tr', `Toplam oda sayısı bu tarih için zaten rezerve edilmiş odalardan az olamaz (${n(4)})`],
    ['ar', `لا يمكن أن يقل إجمالي الغرف عن الغرف المحجوزة بالفعل في هذا التاريخ (${n(4)})`],
  ] as const)('a total below the rooms booked is said at the total, with the number booked (%s)', async (language, message) => {
    await switchLanguage(language);
    const refusal = fillTemplate(INVENTORY_MESSAGES.totalBelowBooked, { booked: 4 });
    const create = vi.spyOn(adminApi.inventory, 'create').mockRejectedValue(apiRefusal(409, refusal));
    const onSaved = vi.fn();
    renderAdmin(<InventoryForm hotels={[HOTEL]} defaults={{ hotel: 'h1', roomType: 'r1' }} onSaved={onSaved} onCancel={vi.fn()} />);
    fireEvent.change(field('date'), { target: { value: addDays(todayIso(), 5) } });
    fireEvent.change(field('totalRooms'), { target: { value: '3' } });
    fireEvent.change(field('availableRooms'), { target: { value: '0' } });
    fireEvent.change(field('basePrice'), { target: { value: '120' } });
    fireEvent.click(field('submit'));

    await expectAt(field('totalRooms'), message);
    expect(create).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.change(field('totalRooms'), { target: { value: '4' } });
    await waitFor(() => expect(fieldError(field('totalRooms'))).toBeNull());
    expect(field('totalRooms').hasAttribute('aria-invalid')).toBe(false);
  });

  it('available rooms above those free are said at the available rooms, with both numbers, until either number changes', async () => {
    await switchLanguage('ar');
    const refusal = fillTemplate(INVENTORY_MESSAGES.availableAboveFree, { free: 3, booked: 2 });
    const update = vi.spyOn(adminApi.inventory, 'update').mockRejectedValue(apiRefusal(409, refusal));
    const record = night(addDays(todayIso(), 5), { totalRooms: 5, availableRooms: 3 });
    renderAdmin(
      <InventoryForm hotels={[HOTEL]} record={record} defaults={{ hotel: 'h1', roomType: 'r1' }} onSaved={vi.fn()} onCancel={vi.fn()} />,
    );
    fireEvent.change(field('availableRooms'), { target: { value: '4' } });
    fireEvent.click(field('submit'));

    const message = `لا يمكن أن تتجاوز الغرف المتاحة ${n(3)} (الغرف المحجوزة بالفعل في هذا التاريخ: ${n(2)})`;
    await expectAt(field('availableRooms'), message);
    expect(update).toHaveBeenCalledTimes(1);
    expect(fieldError(field('totalRooms'))).toBeNull();

    // More rooms in all leave more free: the refusal no longer says what these numbers would get.
    fireEvent.change(field('totalRooms'), { target: { value: '6' } });
    await waitFor(() => expect(fieldError(field('availableRooms'))).toBeNull());
    fireEvent.change(field('totalRooms'), { target: { value: '5' } });
    await waitFor(() => expect(fieldError(field('availableRooms'))).toBe(message));
    fireEvent.change(field('availableRooms'), { target: { value: '3' } });
    await waitFor(() => expect(fieldError(field('availableRooms'))).toBeNull());
    expect(field('availableRooms').hasAttribute('aria-invalid')).toBe(false);
  });
});
