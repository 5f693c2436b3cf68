// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import type { HotelAdmin } from '@trabzon/contracts';
import { ToastProvider } from '@trabzon/ui';
import { HotelEditor, afterRoomChange } from '../../../src/features/hotels/HotelEditor';
import { apiRefusal, renderAdmin, switchLanguage, editConflict } from '../../helpers';
import { HOTEL } from './fixtures';
import { setUpHotelFormTests } from './hotelForm';

/** What another staff member saved meanwhile. */
const THEIRS: HotelAdmin = { ...HOTEL, address: { city: 'Rize', country: 'Turkey' }, updatedAt: '2026-01-02T00:00:00.000Z' };

const city = () => screen.getByLabelText(/^City/) as HTMLInputElement;

setUpHotelFormTests();

describe('two staff members editing the same hotel', () => {
  it('sends the version it loaded; refused, it keeps what was typed and offers to reload theirs', async () => {
    const get = vi.spyOn(adminApi.hotels, 'get').mockResolvedValueOnce(HOTEL).mockResolvedValueOnce(THEIRS);
    const update = vi.spyOn(adminApi.hotels, 'update').mockRejectedValue(editConflict());
    renderAdmin(<HotelEditor hotelId="h1" onSaved={vi.fn()} onClose={vi.fn()} />);
    await waitFor(() => expect(city().value).toBe('Trabzon'));
    fireEvent.change(city(), { target: { value: 'Of' } });
    fireEvent.click(screen.getByTestId('hotel-submit'));

    const notice = await screen.findByTestId('edit-conflict');
    expect(update).toHaveBeenCalledWith('h1', expect.objectContaining({ expectedUpdatedAt: HOTEL.updatedAt }));
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain(
      'Someone else saved this hotel after you opened it. Your changes are still in the form. Reload to see their version (your changes will be lost).',
    );
    expect(city().value).toBe('Of');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(city().value).toBe('Rize'));
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('edit-conflict')).toBeNull();
  });

  it('takes the new version after its own save, so a second save is not refused', async () => {
    vi.spyOn(adminApi.hotels, 'get').mockResolvedValue(HOTEL);
    const saved = { ...HOTEL, address: { city: 'Of', country: 'Turkey' }, updatedAt: '2026-01-03T00:00:00.000Z' };
    const update = vi.spyOn(adminApi.hotels, 'update').mockResolvedValue(saved);
    renderAdmin(<HotelEditor hotelId="h1" onSaved={vi.fn()} onClose={vi.fn()} />);
    await waitFor(() => expect(city().value).toBe('Trabzon'));
    fireEvent.change(city(), { target: { value: 'Of' } });
    fireEvent.click(screen.getByTestId('hotel-submit'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByTestId('hotel-submit'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]![1]).toMatchObject({ expectedUpdatedAt: saved.updatedAt });
  });

  it('shows the notice in Arabic on an Arabic page', async () => {
    await switchLanguage('ar');
    vi.spyOn(adminApi.hotels, 'get').mockResolvedValue(HOTEL);
    vi.spyOn(adminApi.hotels, 'update').mockRejectedValue(editConflict());
    renderAdmin(<HotelEditor hotelId="h1" onSaved={vi.fn()} onClose={vi.fn()} />);
    await screen.findByTestId('hotel-form');
    fireEvent.click(screen.getByTestId('hotel-submit'));
    expect((await screen.findByTestId('edit-conflict')).textContent).toContain('حفظ شخص آخر هذا الفندق بعد أن فتحته');
  });
});

describe('afterRoomChange', () => {
  it("takes the hotel's new version when only its room types changed, not when someone changed the hotel meanwhile", () => {
    const touched = { ...HOTEL, updatedAt: '2026-01-05T00:00:00.000Z' };
    expect(afterRoomChange(HOTEL, touched).updatedAt).toBe(touched.updatedAt);
    expect(afterRoomChange(HOTEL, { ...THEIRS, updatedAt: touched.updatedAt }).updatedAt).toBe(HOTEL.updatedAt);
  });
});

describe('a refused hotel save', () => {
  it('is said once, in the form beside the fields, not again in a toast', async () => {
    vi.spyOn(adminApi.hotels, 'get').mockResolvedValue(HOTEL);
    vi.spyOn(adminApi.hotels, 'update').mockRejectedValue(apiRefusal(409, 'Another hotel already uses this web address'));
    renderAdmin(
      <ToastProvider>
        <HotelEditor hotelId="h1" onSaved={vi.fn()} onClose={vi.fn()} />
      </ToastProvider>,
    );
    await waitFor(() => expect(city().value).toBe('Trabzon'));
    fireEvent.change(city(), { target: { value: 'Of' } });
    fireEvent.click(screen.getByTestId('hotel-submit'));
    expect((await screen.findByTestId('hotel-form-error')).textContent).toContain('Another hotel already uses this web address');
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
