// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRestaurantsApi, destinationsApi } from '@trabzon/api-client';
import { RestaurantForm } from '../../../src/features/restaurants/RestaurantForm';
import { TOO_LONG_IMAGE, imageLines, renderAdmin, startI18n, switchLanguage } from '../../helpers';
import { RESTAURANT } from './fixtures';

const list = (count: number) => imageLines(count, 'restaurants');

const images = async () => (await screen.findByLabelText(/^(Images|Görseller|الصور)/)) as HTMLTextAreaElement;

/** Types `value` into the images box, saves, and expects it refused there with `message`, focused, nothing sent. */
async function expectRefused(value: string, message: string) {
  const update = vi.spyOn(adminRestaurantsApi, 'update').mockResolvedValue(RESTAURANT);
  renderAdmin(<RestaurantForm restaurant={RESTAURANT} onSaved={vi.fn()} onCancel={vi.fn()} />);
  fireEvent.change(await images(), { target: { value } });
  fireEvent.click(screen.getByTestId('restaurant-save'));

  const error = await screen.findByText(message);
  const box = await images();
  expect(box.getAttribute('aria-invalid')).toBe('true');
  expect(box.getAttribute('aria-describedby')).toContain(error.id);
  await waitFor(() => expect(document.activeElement).toBe(box));
  expect(update).not.toHaveBeenCalled();
}

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('the restaurant form’s images, checked as the API checks them', () => {
  it.each([
    ['en', 'At most 20 images: remove 1.'],
    ['tr', 'En fazla 20 görsel eklenebilir: 1 tanesini kaldırın.'],
    ['ar', 'الحد الأقصى للصور هو 20: احذف 1 منها.'],
  ] as const)('refuses a 21st image at the field, in the admin language (%s)', async (language, message) => {
    await switchLanguage(language);
    await expectRefused(list(21), message);
  });

  it('names the line whose address is too long', async () => {
    await expectRefused(`/images/a.webp\n\n${TOO_LONG_IMAGE}`, 'The image address on line 3 is too long: use at most 2048 characters.');
  });

  it('names the line that is not an image address', async () => {
    await expectRefused(
      '//evil.example/x.png',
      'The image on line 1 is not valid: use a path starting with /images/ (without ..) or an address starting with https://.',
    );
  });

  it('shows the error once the box is left, and clears it as the list is fixed', async () => {
    renderAdmin(<RestaurantForm restaurant={RESTAURANT} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const box = await images();
    fireEvent.change(box, { target: { value: list(22) } });
    fireEvent.blur(box);
    expect(await screen.findByText('At most 20 images: remove 2.')).toBeTruthy();
    fireEvent.change(box, { target: { value: list(20) } });
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBeNull());
  });

  it('sends 20 images', async () => {
    const update = vi.spyOn(adminRestaurantsApi, 'update').mockResolvedValue(RESTAURANT);
    renderAdmin(<RestaurantForm restaurant={RESTAURANT} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(await images(), { target: { value: list(20) } });
    fireEvent.click(screen.getByTestId('restaurant-save'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].images).toHaveLength(20);
  });
});
