// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import { HotelForm } from '../../../src/features/hotels/HotelForm';
import { RoomTypeForm } from '../../../src/features/hotels/RoomTypeForm';
import { apiRefusal, renderAdmin, startI18n } from '../../helpers';
import { HOTEL } from './fixtures';

/** A request the test refuses when it chooses: until then the form is sending. */
function heldRequest() {
  let refuse: (error: unknown) => void = () => undefined;
  const request = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  return { request, refuse };
}

/**
 * Two presses in a row (the second before the form re-renders as busy), then the server refuses:
 * the button stays focusable and focused throughout, and one request was sent.
 */
async function pressTwiceThenRefuse(testId: string, send: { mock: { calls: unknown[] } }, refuse: (error: unknown) => void) {
  const button = screen.getByTestId(testId) as HTMLButtonElement;
  button.focus();
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
  expect(button.disabled).toBe(false);
  expect(document.activeElement).toBe(button);

  refuse(apiRefusal(400, 'Refused by the server'));
  await screen.findByText('Refused by the server');
  expect(button.hasAttribute('aria-disabled')).toBe(false);
  expect(document.activeElement).toBe(button);
  expect(send.mock.calls).toHaveLength(1);
}

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
    await pressTwiceThenRefuse('hotel-submit', update, refuse);
  });

  it('adding a room type', async () => {
    const { request, refuse } = heldRequest();
    const add = vi.spyOn(adminApi.hotels, 'addRoom').mockReturnValue(request);
    renderAdmin(<RoomTypeForm hotelId="h1" onAdded={vi.fn()} />);
    fireEvent.change(screen.getByTestId('room-name-en'), { target: { value: 'Suite' } });
    fireEvent.change(screen.getByLabelText(/^Price per night/), { target: { value: '200' } });
    await pressTwiceThenRefuse('room-type-submit', add, refuse);
  });
});
