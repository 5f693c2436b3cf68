// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import { HotelForm } from '../../../src/features/hotels/HotelForm';
import { TOO_LONG_IMAGE, imageLines, renderAdmin, switchLanguage } from '../../helpers';
import { HOTEL } from './fixtures';
import { expectHotelFieldRefused, setUpHotelFormTests } from './hotelForm';

const images = (count: number) => imageLines(count, 'hotels');

const gallery = () => document.querySelector<HTMLTextAreaElement>('textarea[id$="-images"]')!;

setUpHotelFormTests();

describe('the hotel form’s images, checked as the API checks them', () => {
  it.each([
    ['en', 'At most 30 images: remove 1.'],
    ['tr', 'En fazla 30 görsel eklenebilir: 1 tanesini kaldırın.'],
    ['ar', 'الحد الأقصى للصور هو 30: احذف 1 منها.'],
  ] as const)('refuses a 31st gallery image at the field, in the admin language (%s)', async (language, message) => {
    await switchLanguage(language);
    await expectHotelFieldRefused('images', images(31), message);
  });

  it('names the gallery line whose address is too long', async () => {
    await expectHotelFieldRefused(
      'images',
      `/images/a.webp\n${TOO_LONG_IMAGE}`,
      'The image address on line 2 is too long: use at most 2048 characters.',
    );
  });

  it('names the gallery line that is not an image address', async () => {
    await expectHotelFieldRefused(
      'images',
      '/images/a.webp\n\nhttp://cdn.example/b.png',
      'The image on line 3 is not valid: use a path starting with /images/ (without ..) or an address starting with https://.',
    );
  });

  // Every picture of the site is under /images/: "/hotels" is a page, and showed as a broken image.
  it.each([
    ['en', 'Use a path starting with /images/ (without ..) or an address starting with https://.'],
    ['tr', '/images/ ile başlayan (.. içermeyen) bir yol ya da https:// ile başlayan bir adres yazın.'],
    ['ar', 'استخدم مساراً يبدأ بـ /images/ (ولا يحوي ..) أو عنواناً يبدأ بـ https://.'],
  ] as const)('refuses a main image outside /images/ at the field, in the admin language (%s)', async (language, message) => {
    await switchLanguage(language);
    await expectHotelFieldRefused('featuredImage', '/hotels', message);
  });

  it('names the gallery line outside /images/', async () => {
    await expectHotelFieldRefused(
      'images',
      '/images/uploads/a.webp\n/hotels',
      'The image on line 2 is not valid: use a path starting with /images/ (without ..) or an address starting with https://.',
    );
  });

  it('refuses a main image address that is too long', async () => {
    await expectHotelFieldRefused('featuredImage', TOO_LONG_IMAGE, 'The image address is too long: use at most 2048 characters.');
  });

  it('sends 30 images', async () => {
    const update = vi.spyOn(adminApi.hotels, 'update').mockResolvedValue(HOTEL);
    renderAdmin(<HotelForm hotel={HOTEL} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(gallery(), { target: { value: images(30) } });
    fireEvent.click(screen.getByTestId('hotel-submit'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].images).toHaveLength(30);
  });
});
