// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRestaurantsApi, destinationsApi, type RestaurantAdmin } from '@trabzon/api-client';
import { RestaurantForm } from '../../../src/features/restaurants/RestaurantForm';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

const RESTAURANT = {
  _id: 'r1',
  slug: 'hamsi-kosku',
  name: { en: 'Hamsi Köşkü' },
  description: { en: 'Anchovies by the sea' },
  cuisine: 'seafood',
  priceRange: 2,
  destinationId: null,
  address: { city: 'Trabzon', country: 'Türkiye' },
  coordinates: null,
  contact: {},
  images: [],
  hours: Array.from({ length: 7 }, () => ({ open: '12:00', close: '22:00' })),
  features: [],
  menu: [],
  isNew: false,
  promoted: false,
  active: true,
  slotMinutes: 30,
  seatingMinutes: 90,
  maxPartySize: 8,
  averageRating: 0,
  totalReviews: 0,
  tableCount: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as RestaurantAdmin;

const list = (count: number) => Array.from({ length: count }, (_, i) => `/images/restaurants/${i + 1}.webp`).join('\n');
/** An https address one character longer than the API takes (2048). */
const TOO_LONG = `https://cdn.example/${'a'.repeat(2049 - 'https://cdn.example/'.length)}`;

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
    await expectRefused(`/images/a.webp\n\n${TOO_LONG}`, 'The image address on line 3 is too long: use at most 2048 characters.');
  });

  it('names the line that is not an image address', async () => {
    await expectRefused(
      '//evil.example/x.png',
      'The image on line 1 is not valid: use a path of this site (starting with /, without ..) or an address starting with https://.',
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
