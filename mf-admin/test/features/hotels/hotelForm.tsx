import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import type { HotelAdmin } from '@trabzon/contracts';
import { HotelForm } from '../../../src/features/hotels/HotelForm';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';
import { HOTEL } from './fixtures';

/** The hotel form's tests' set-up: texts loaded, no destinations, English again after each test. */
export function setUpHotelFormTests() {
  beforeAll(startI18n);
  beforeEach(() => {
    vi.spyOn(adminApi.destinations, 'list').mockResolvedValue({ results: [], total: 0 });
  });
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await switchLanguage('en');
  });
}

/** The hotel form's control whose id ends with `-field` (the form's ids are `${formId}-${field}`). */
export const hotelControl = (field: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[id$="-${field}"]`)!;

/**
 * Opens `hotel`, types `value` into the field (when given), saves, and expects it refused there with
 * `message`, the focus on it and nothing sent.
 */
export async function expectHotelFieldRefused(field: string, value: string | null, message: string, hotel: HotelAdmin = HOTEL) {
  const update = vi.spyOn(adminApi.hotels, 'update').mockResolvedValue(HOTEL);
  renderAdmin(<HotelForm hotel={hotel} onSaved={vi.fn()} onCancel={vi.fn()} />);
  if (value !== null) fireEvent.change(hotelControl(field), { target: { value } });
  fireEvent.click(screen.getByTestId('hotel-submit'));

  const error = await screen.findByText(message);
  expect(hotelControl(field).getAttribute('aria-invalid')).toBe('true');
  expect(hotelControl(field).getAttribute('aria-describedby')).toContain(error.id);
  await waitFor(() => expect(document.activeElement).toBe(hotelControl(field)));
  expect(update).not.toHaveBeenCalled();
}
