// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import type { RoomTypeAdmin } from '@trabzon/contracts';
import { RoomTypeForm } from '../../../src/features/hotels/RoomTypeForm';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

/** The form's control whose id ends with `-field` (the form's ids are `${formId}-${field}`). */
const control = (field: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[id$="-${field}"]`)!;

/** Fills a valid new room type, then `changes` (field → value), adds it and expects `field` refused with `message`. */
async function expectRefused(changes: Record<string, string>, field: string, message: string) {
  const add = vi.spyOn(adminApi.hotels, 'addRoom').mockResolvedValue({} as RoomTypeAdmin);
  renderAdmin(<RoomTypeForm hotelId="h1" onAdded={vi.fn()} />);
  fireEvent.change(screen.getByTestId('room-name-en'), { target: { value: 'Suite' } });
  fireEvent.change(control('pricePerNight'), { target: { value: '200' } });
  for (const [id, value] of Object.entries(changes)) fireEvent.change(control(id), { target: { value } });
  fireEvent.click(screen.getByTestId('room-type-submit'));

  const error = await screen.findByText(message);
  expect(control(field).getAttribute('aria-invalid')).toBe('true');
  expect(control(field).getAttribute('aria-describedby')).toContain(error.id);
  await waitFor(() => expect(document.activeElement).toBe(control(field)));
  expect(add).not.toHaveBeenCalled();
}

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('the room type form refuses what is longer than the API takes, at the field and in the page’s language', () => {
  it.each([
    ['en', 'Each amenity can have at most 60 characters.'],
    ['tr', 'Her olanak en fazla 60 karakter olabilir.'],
    ['ar', 'الحد الأقصى لعدد أحرف كل مرفق هو 60.'],
  ] as const)('an amenity key of 61 characters (%s)', async (language, message) => {
    await switchLanguage(language);
    await expectRefused({ amenities: `balcony\n${'a'.repeat(61)}` }, 'amenities', message);
  });

  it.each([
    ['en', 'Use at most 150 characters in each language.'],
    ['tr', 'Her dilde en fazla 150 karakter kullanın.'],
    ['ar', 'الحد الأقصى لعدد الأحرف في كل لغة هو 150.'],
  ] as const)('an Arabic bed layout of 151 characters, at the English control (%s)', async (language, message) => {
    await switchLanguage(language);
    await expectRefused({ beds: '1 double bed', 'beds-ar': 'س'.repeat(151) }, 'beds', message);
  });

  it('a description of 5001 characters', async () => {
    await expectRefused({ description: 'd'.repeat(5001) }, 'description', 'Use at most 5000 characters in each language.');
  });

  it('adds a room type with an amenity key of 60 characters', async () => {
    const add = vi.spyOn(adminApi.hotels, 'addRoom').mockResolvedValue({} as RoomTypeAdmin);
    renderAdmin(<RoomTypeForm hotelId="h1" onAdded={vi.fn()} />);
    fireEvent.change(screen.getByTestId('room-name-en'), { target: { value: 'Suite' } });
    fireEvent.change(control('pricePerNight'), { target: { value: '200' } });
    fireEvent.change(control('amenities'), { target: { value: 'a'.repeat(60) } });
    fireEvent.click(screen.getByTestId('room-type-submit'));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add.mock.calls[0]![1].amenities).toEqual(['a'.repeat(60)]);
  });
});
