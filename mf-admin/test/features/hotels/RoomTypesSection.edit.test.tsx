// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import type { HotelAdmin, RoomTypeAdmin } from '@trabzon/contracts';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { fillTemplate } from '@trabzon/contracts/templates';
import { ToastProvider } from '@trabzon/ui';
import { RoomTypesSection } from '../../../src/features/hotels/RoomTypesSection';
import { AxiosError } from 'axios';
import { apiRefusal, renderAdmin, startI18n, switchLanguage } from '../../helpers';

const ROOM: RoomTypeAdmin = {
  _id: 'r1',
  name: { en: 'Deluxe Room', tr: 'Deluxe Oda', ar: 'غرفة ديلوكس' },
  description: { en: 'Sea view', tr: 'Deniz manzarası' },
  capacity: 2,
  beds: { en: '1 double bed', tr: '1 çift kişilik yatak', ar: 'سرير مزدوج واحد' },
  size: 30,
  amenities: [{ key: 'balcony', name: { en: 'Balcony', tr: 'Balkon' } }],
  pricePerNight: 120,
  images: ['/images/deluxe.webp'],
  totalRooms: 8,
  sortOrder: 0,
};

const HOTEL = {
  _id: 'h1',
  admin: true,
  name: { en: 'Sea Breeze' },
  roomTypes: [ROOM],
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as HotelAdmin;

/** The section as the hotel editor holds it: its onChange gives the section the next hotel. */
function renderSection(onChange = vi.fn()) {
  function Editor() {
    const [hotel, setHotel] = useState(HOTEL);
    const changed = (next: HotelAdmin) => {
      onChange(next);
      setHotel(next);
    };
    return <RoomTypesSection hotel={hotel} onChange={changed} />;
  }
  renderAdmin(
    <ToastProvider>
      <Editor />
    </ToastProvider>,
  );
  return onChange;
}

const editButton = () => screen.getByRole('button', { name: 'Edit room type \u2068Deluxe Room\u2069' });
const editForm = () => screen.getByTestId('room-type-edit-form');
const field = (label: string | RegExp) => within(editForm()).getByLabelText(label) as HTMLInputElement;

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('editing a room type', () => {
  it('opens the form prefilled in every language, with the focus in it', async () => {
    renderSection();
    fireEvent.click(editButton());
    expect(screen.queryByTestId('room-type-form')).toBeNull();
    const name = within(editForm()).getByTestId('room-name-en') as HTMLInputElement;
    expect(name.value).toBe('Deluxe Room');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect((within(editForm()).getByTestId('room-name-tr') as HTMLInputElement).value).toBe('Deluxe Oda');
    expect((within(editForm()).getByTestId('room-name-ar') as HTMLInputElement).value).toBe('غرفة ديلوكس');
    expect(field('Room description (Turkish)').value).toBe('Deniz manzarası');
    expect((within(editForm()).getByTestId('room-beds-ar') as HTMLInputElement).value).toBe('سرير مزدوج واحد');
    expect(field(/^Guests/).value).toBe('2');
    expect(field(/^Size/).value).toBe('30');
    expect(field(/^Price per night/).value).toBe('120');
    expect(field(/^Total rooms/).value).toBe('8');
    expect(field(/^Room amenities/).value).toBe('balcony');
  });

  it('sends only the changed name, shows it in the row, tells the editor and gives the focus back to Edit', async () => {
    const saved: RoomTypeAdmin = { ...ROOM, name: { ...ROOM.name, en: 'Deluxe Sea Room' } };
    const update = vi.spyOn(adminApi.hotels, 'updateRoom').mockResolvedValue(saved);
    const onChange = renderSection();
    fireEvent.click(editButton());
    fireEvent.change(within(editForm()).getByTestId('room-name-en'), { target: { value: '  Deluxe Sea Room ' } });
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Room type saved')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith('h1', 'r1', { name: { en: 'Deluxe Sea Room', tr: 'Deluxe Oda', ar: 'غرفة ديلوكس' } });
    expect(onChange).toHaveBeenCalledWith({ ...HOTEL, roomTypes: [saved] });
    expect(within(screen.getByTestId('room-type-row')).getByRole('rowheader').textContent).toBe('Deluxe Sea Room');
    expect(screen.queryByTestId('room-type-edit-form')).toBeNull();
    expect(screen.getByTestId('room-type-form')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit room type \u2068Deluxe Sea Room\u2069' }));
  });

  it('keeps the translations of an amenity the room had when another is added', async () => {
    const update = vi.spyOn(adminApi.hotels, 'updateRoom').mockResolvedValue(ROOM);
    renderSection();
    fireEvent.click(editButton());
    fireEvent.change(field(/^Room amenities/), { target: { value: 'balcony, minibar' } });
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![2]).toEqual({
      amenities: [{ key: 'balcony', name: { en: 'Balcony', tr: 'Balkon', ar: '' } }, 'minibar'],
    });
  });

  it('cancel sends nothing, closes the form and gives the focus back to Edit', async () => {
    const update = vi.spyOn(adminApi.hotels, 'updateRoom');
    const onChange = renderSection();
    fireEvent.click(editButton());
    fireEvent.change(within(editForm()).getByTestId('room-name-en'), { target: { value: 'Changed' } });
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByTestId('room-type-edit-form')).toBeNull();
    expect(document.activeElement).toBe(editButton());
    expect(update).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(within(screen.getByTestId('room-type-row')).getByRole('rowheader').textContent).toBe('Deluxe Room');
  });

  it('shows a field error as the add form does and sends nothing', async () => {
    const update = vi.spyOn(adminApi.hotels, 'updateRoom');
    renderSection();
    fireEvent.click(editButton());
    fireEvent.change(field(/^Guests/), { target: { value: '25' } });
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Save' }));
    expect(await within(editForm()).findByText('Guests must be from 1 to 20.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the API's refusal in the page's language and keeps the form open with what was typed", async () => {
    await switchLanguage('tr');
    const message = fillTemplate(ADMIN_REFUSALS.roomTotalBelowBooked, { date: '2026-07-01', booked: 6 });
    const update = vi.spyOn(adminApi.hotels, 'updateRoom').mockRejectedValue(apiRefusal(409, message));
    const onChange = renderSection();
    fireEvent.click(screen.getByRole('button', { name: '\u2068Deluxe Oda\u2069 oda tipini düzenle' }));
    fireEvent.change(field(/^Toplam oda/), { target: { value: '3' } });
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Kaydet' }));

    const alert = await within(editForm()).findByRole('alert');
    expect(alert.textContent).toContain('Toplam oda sayısı');
    // The day as the admin writes days (formatDate), not the API's ISO day.
    expect(alert.textContent).toContain('1 Tem 2026');
    expect(alert.textContent).not.toContain('2026-07-01');
    expect(update).toHaveBeenCalledWith('h1', 'r1', { totalRooms: 3 });
    expect(onChange).not.toHaveBeenCalled();
    expect(field(/^Toplam oda/).value).toBe('3');
  });

  it('says under the price and the total what a change does to the nights already in the inventory, in Arabic too', async () => {
    renderSection();
    fireEvent.click(editButton());
    expect(screen.getByText(/Nights from today still at the old price get the new one/)).toBeTruthy();
    expect(field(/^Total rooms/).getAttribute('aria-describedby')).toContain('hint');
    expect(screen.getByText(/Nights from today still at the old total get the new one/)).toBeTruthy();
    cleanup();

    await switchLanguage('ar');
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'تعديل نوع الغرفة \u2068غرفة ديلوكس\u2069' }));
    expect(screen.getByText(/ما زالت بالسعر القديم/)).toBeTruthy();
  });
});

describe('a refused room type save is said once, in the form', () => {
  it('edit: the refusal shows beside the fields (the form described by it), and no toast repeats it', async () => {
    const message = fillTemplate(ADMIN_REFUSALS.roomTotalBelowBooked, { date: '2026-12-17', booked: 1 });
    vi.spyOn(adminApi.hotels, 'updateRoom').mockRejectedValue(apiRefusal(409, message));
    renderSection();
    fireEvent.click(editButton());
    fireEvent.change(field(/^Total rooms/), { target: { value: '0' } });
    fireEvent.click(within(editForm()).getByRole('button', { name: 'Save' }));

    const alert = await within(editForm()).findByRole('alert');
    expect(alert.textContent).toBe('Total rooms cannot be less than the rooms already booked on \u2066Dec 17, 2026\u2069 (\u20661\u2069)');
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
    expect(screen.getAllByText(/already booked on/)).toHaveLength(1);
    expect(editForm().getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('add: a refused or failed add shows in the form only, and the next attempt starts without it', async () => {
    const add = vi
      .spyOn(adminApi.hotels, 'addRoom')
      .mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK'))
      .mockResolvedValueOnce({ ...ROOM, _id: 'r2', name: { en: 'Suite' } });
    renderSection();
    const addForm = screen.getByTestId('room-type-form');
    fireEvent.change(within(addForm).getByTestId('room-name-en'), { target: { value: 'Suite' } });
    fireEvent.change(within(addForm).getByLabelText(/^Price per night/), { target: { value: '200' } });
    fireEvent.click(within(addForm).getByTestId('room-type-submit'));

    const alert = await within(addForm).findByRole('alert');
    // No answer: the admin's own message (the form's fallback), in the form.
    expect(alert.textContent).toBe('An error occurred');
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);

    fireEvent.click(within(addForm).getByTestId('room-type-submit'));
    expect(await screen.findByText('Room type added')).toBeTruthy();
    expect(add).toHaveBeenCalledTimes(2);
    expect(within(screen.getByTestId('room-type-form')).queryByRole('alert')).toBeNull();
    expect(screen.getAllByTestId('toast').map((toast) => toast.dataset.tone)).toEqual(['success']);
  });
});
