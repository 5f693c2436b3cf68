// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import { HotelForm } from '../../../src/features/hotels/HotelForm';
import { RoomTypeForm } from '../../../src/features/hotels/RoomTypeForm';
import { heldRequest, pressTwiceThenRefuse, renderAdmin, startI18n } from '../../helpers';
import { HOTEL } from './fixtures';

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(adminApi.destinations, 'list').mockResolvedValue({ results: [], total: 0 });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// QA round AA, defect 5: a refused save left the keyboard's focus on <body> (the button was disabled while saving).
describe('hotel saves keep the keyboard focus on their button', () => {
  it('the hotel form', async () => {
    const { request, refuse } = heldRequest();
    const update = vi.spyOn(adminApi.hotels, 'update').mockReturnValue(request);
    renderAdmin(<HotelForm hotel={HOTEL} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await pressTwiceThenRefuse(screen.getByTestId('hotel-submit') as HTMLButtonElement, update, refuse);
  });

  it('adding a room type', async () => {
    const { request, refuse } = heldRequest();
    const add = vi.spyOn(adminApi.hotels, 'addRoom').mockReturnValue(request);
    renderAdmin(<RoomTypeForm hotelId="h1" onAdded={vi.fn()} />);
    fireEvent.change(screen.getByTestId('room-name-en'), { target: { value: 'Suite' } });
    fireEvent.change(screen.getByLabelText(/^Price per night/), { target: { value: '200' } });
    await pressTwiceThenRefuse(screen.getByTestId('room-type-submit') as HTMLButtonElement, add, refuse);
  });
});
