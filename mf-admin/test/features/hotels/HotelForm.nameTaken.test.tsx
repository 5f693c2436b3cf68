// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { HotelForm } from '../../../src/features/hotels/HotelForm';
import { apiRefusal, renderAdmin, switchLanguage } from '../../helpers';
import { HOTEL } from './fixtures';
import { setUpHotelFormTests } from './hotelForm';

/** The name's English box: the control of the name field (its id ends in -name). */
const englishName = () => document.querySelector<HTMLInputElement>('input[id$="-name"]')!;

setUpHotelFormTests();

describe('a hotel name another hotel of the destination has (the API’s 409)', () => {
  it.each([
    ['en', 'Another hotel in this destination already has this name.'],
    ['tr', 'Bu destinasyonda bu adla başka bir otel zaten var.'],
    ['ar', 'يوجد فندق آخر بهذا الاسم في هذه الوجهة.'],
  ] as const)('is said under the name field, which takes the focus, until the name changes (%s)', async (language, message) => {
    await switchLanguage(language);
    const update = vi.spyOn(adminApi.hotels, 'update').mockRejectedValue(apiRefusal(409, ADMIN_REFUSALS.hotelNameTaken));
    renderAdmin(<HotelForm hotel={HOTEL} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByTestId('hotel-submit'));

    const error = await screen.findByText(message);
    expect(update).toHaveBeenCalledTimes(1);
    const name = englishName();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(name));
    // Said once: not again above the buttons.
    expect(screen.queryByTestId('hotel-form-error')).toBeNull();

    fireEvent.change(name, { target: { value: 'Sea Breeze Annex' } });
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });
});
