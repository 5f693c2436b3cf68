// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import type { HotelAdmin, RoomTypeAdmin } from '@trabzon/contracts';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { ToastProvider } from '@trabzon/ui';
import { RoomTypesSection } from '../../../src/features/hotels/RoomTypesSection';
import { apiRefusal, renderAdmin, startI18n, switchLanguage } from '../../helpers';
import { HOTEL } from './fixtures';

const room = (id: string, en: string): RoomTypeAdmin => ({
  _id: id,
  name: { en },
  description: null,
  capacity: 2,
  beds: null,
  size: null,
  amenities: [],
  pricePerNight: 120,
  images: [],
  totalRooms: 8,
  sortOrder: 0,
});

const DELUXE = room('r1', 'Deluxe Room');
const SUITE = room('r2', 'Suite');

/** The section as the hotel editor holds it, with these room types. */
function renderSection(roomTypes: RoomTypeAdmin[] = [DELUXE, SUITE]) {
  function Editor() {
    const [hotel, setHotel] = useState<HotelAdmin>({ ...HOTEL, roomTypes });
    return <RoomTypesSection hotel={hotel} onChange={setHotel} />;
  }
  renderAdmin(
    <ToastProvider>
      <Editor />
    </ToastProvider>,
  );
}

// Ending with a full stop, as the room type's other field errors do.
const MESSAGES = [
  ['en', 'This hotel already has a room type with this name.'],
  ['tr', 'Bu otelde bu adda bir oda tipi zaten var.'],
  ['ar', 'يوجد في هذا الفندق نوع غرفة بهذا الاسم بالفعل.'],
] as const;

const addForm = () => screen.getByTestId('room-type-form');
const editForm = () => screen.getByTestId('room-type-edit-form');
/** The name's English control in `form`. */
const nameIn = (form: HTMLElement) => within(form).getByTestId('room-name-en') as HTMLInputElement;

/** Fills the add form with this name and a price, and adds it. */
function add(name: string) {
  fireEvent.change(nameIn(addForm()), { target: { value: name } });
  fireEvent.change(addForm().querySelector('input[id$="-pricePerNight"]')!, { target: { value: '200' } });
  fireEvent.click(within(addForm()).getByTestId('room-type-submit'));
}

/** `message` is said at `name` (invalid, described by it, focused), and not in the form's message box. */
async function expectAtName(form: HTMLElement, name: HTMLInputElement, message: string) {
  const error = await within(form).findByText(message);
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(name.getAttribute('aria-describedby')).toContain(error.id);
  await waitFor(() => expect(document.activeElement).toBe(name));
  expect(within(form).queryByRole('alert')).toBeNull();
  expect(within(form).getAllByText(message)).toHaveLength(1);
}

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('a room type name another room type of the hotel has (the API’s 409 roomNameTaken)', () => {
  it.each(MESSAGES)('add: is said at the name field, which takes the focus, until the name changes (%s)', async (language, message) => {
    await switchLanguage(language);
    // A room type this page did not know of (someone else added it): only the API can tell.
    const addRoom = vi.spyOn(adminApi.hotels, 'addRoom').mockRejectedValue(apiRefusal(409, ADMIN_REFUSALS.roomNameTaken));
    renderSection([DELUXE]);
    add('Family Room');

    await expectAtName(addForm(), nameIn(addForm()), message);
    expect(addRoom).toHaveBeenCalledTimes(1);

    fireEvent.change(nameIn(addForm()), { target: { value: 'Family Room 2' } });
    await waitFor(() => expect(within(addForm()).queryByText(message)).toBeNull());
    expect(nameIn(addForm()).getAttribute('aria-invalid')).toBeNull();
    // Back to the refused name: the API's word still holds for it.
    fireEvent.change(nameIn(addForm()), { target: { value: 'Family Room ' } });
    expect(within(addForm()).getByText(message)).toBeTruthy();
  });

  it('edit: is said at the name field, not in the form’s message box', async () => {
    vi.spyOn(adminApi.hotels, 'updateRoom').mockRejectedValue(apiRefusal(409, ADMIN_REFUSALS.roomNameTaken));
    renderSection([DELUXE]);
    fireEvent.click(screen.getByTestId('room-type-edit'));
    fireEvent.change(nameIn(editForm()), { target: { value: 'Family Room' } });
    fireEvent.click(within(editForm()).getByTestId('room-type-submit'));

    await expectAtName(editForm(), nameIn(editForm()), MESSAGES[0][1]);
  });
});

describe('a room type name another room type of the hotel has is refused before it is sent', () => {
  it.each(MESSAGES)('add: the same name, trimmed and in another case, at the name field (%s)', async (language, message) => {
    await switchLanguage(language);
    const addRoom = vi.spyOn(adminApi.hotels, 'addRoom');
    renderSection();
    add('  deluxe ROOM ');

    await expectAtName(addForm(), nameIn(addForm()), message);
    expect(addRoom).not.toHaveBeenCalled();
  });

  it('edit: renaming a room type as another is refused; keeping its own name is not', async () => {
    const updateRoom = vi.spyOn(adminApi.hotels, 'updateRoom').mockResolvedValue({ ...SUITE, pricePerNight: 150 });
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Edit room type \u2068Suite\u2069' }));
    fireEvent.change(nameIn(editForm()), { target: { value: 'Deluxe room' } });
    fireEvent.click(within(editForm()).getByTestId('room-type-submit'));

    await expectAtName(editForm(), nameIn(editForm()), MESSAGES[0][1]);
    expect(updateRoom).not.toHaveBeenCalled();

    fireEvent.change(nameIn(editForm()), { target: { value: 'Suite' } });
    fireEvent.change(editForm().querySelector('input[id$="-pricePerNight"]')!, { target: { value: '150' } });
    fireEvent.click(within(editForm()).getByTestId('room-type-submit'));
    await waitFor(() => expect(updateRoom).toHaveBeenCalledWith(HOTEL._id, 'r2', { pricePerNight: 150 }));
  });

  it('edit: two room types named alike from before the rule can still have their other fields changed', async () => {
    // The API checks the name only when it is sent: an untouched name is not.
    const updateRoom = vi.spyOn(adminApi.hotels, 'updateRoom').mockResolvedValue(DELUXE);
    renderSection([DELUXE, room('r3', 'Deluxe Room')]);
    fireEvent.click(screen.getAllByTestId('room-type-edit')[1]!);
    fireEvent.change(editForm().querySelector('input[id$="-pricePerNight"]')!, { target: { value: '150' } });
    fireEvent.click(within(editForm()).getByTestId('room-type-submit'));
    await waitFor(() => expect(updateRoom).toHaveBeenCalledWith(HOTEL._id, 'r3', { pricePerNight: 150 }));
  });
});
