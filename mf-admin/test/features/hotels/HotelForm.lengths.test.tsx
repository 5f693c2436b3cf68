// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import type { HotelAdmin } from '@trabzon/contracts';
import { HotelForm } from '../../../src/features/hotels/HotelForm';
import { renderAdmin, switchLanguage } from '../../helpers';
import { HOTEL } from './fixtures';
import { expectHotelFieldRefused, hotelControl, setUpHotelFormTests } from './hotelForm';

setUpHotelFormTests();

describe('the hotel form refuses what is longer than the API takes, at the field and in the page’s language', () => {
  it.each([
    ['en', 'Use at most 100 characters.'],
    ['tr', 'En fazla 100 karakter kullanın.'],
    ['ar', 'الحد الأقصى لعدد الأحرف هو 100.'],
  ] as const)('a city of 101 characters (%s)', async (language, message) => {
    await switchLanguage(language);
    await expectHotelFieldRefused('city', 'T'.repeat(101), message);
  });

  it('a country of 101 characters', async () => {
    await expectHotelFieldRefused('country', 'C'.repeat(101), 'Use at most 100 characters.');
  });

  it.each([
    ['en', 'Each amenity can have at most 60 characters.'],
    ['tr', 'Her olanak en fazla 60 karakter olabilir.'],
    ['ar', 'الحد الأقصى لعدد أحرف كل مرفق هو 60.'],
  ] as const)('an amenity key of 61 characters (%s)', async (language, message) => {
    await switchLanguage(language);
    await expectHotelFieldRefused('amenities', `wifi, ${'a'.repeat(61)}`, message);
  });

  it('more than 60 amenities', async () => {
    const keys = Array.from({ length: 61 }, (_, i) => `amenity${i + 1}`).join(', ');
    await expectHotelFieldRefused('amenities', keys, 'Enter at most 60 amenities.');
  });

  it('a phone number of 41 characters', async () => {
    await expectHotelFieldRefused('phone', `+90 ${'4'.repeat(37)}`, 'Use at most 40 characters.');
  });

  it('an e-mail address of 255 characters', async () => {
    await expectHotelFieldRefused('email', `${'a'.repeat(243)}@example.com`, 'Use at most 254 characters.');
  });

  it('a website of 301 characters', async () => {
    await expectHotelFieldRefused('website', `https://example.com/${'a'.repeat(281)}`, 'Use at most 300 characters.');
  });

  // A value the form opens with (or one pasted past the input's maxLength) is checked too, not only typing.
  it('a street of 301 characters the hotel was loaded with', async () => {
    const hotel: HotelAdmin = { ...HOTEL, address: { ...HOTEL.address, street: 'S'.repeat(301) } };
    await expectHotelFieldRefused('street', null, 'Use at most 300 characters.', hotel);
  });

  it.each([
    ['en', 'Use at most 150 characters in each language.'],
    ['tr', 'Her dilde en fazla 150 karakter kullanın.'],
    ['ar', 'الحد الأقصى لعدد الأحرف في كل لغة هو 150.'],
  ] as const)('a Turkish name of 151 characters, at the name’s English control (%s)', async (language, message) => {
    await switchLanguage(language);
    const hotel: HotelAdmin = { ...HOTEL, name: { en: 'Sea Breeze', tr: 'Ş'.repeat(151) } };
    await expectHotelFieldRefused('name', null, message, hotel);
  });

  it('a rule of 5001 characters in Arabic', async () => {
    const hotel: HotelAdmin = { ...HOTEL, rules: [{ en: 'No smoking', ar: 'ق'.repeat(5001) }] };
    await expectHotelFieldRefused('rules', null, 'Each rule can have at most 5000 characters in each language.', hotel);
  });

  it('counts characters as the API does: an emoji is one', async () => {
    const update = vi.spyOn(adminApi.hotels, 'update').mockResolvedValue(HOTEL);
    renderAdmin(<HotelForm hotel={HOTEL} onSaved={vi.fn()} onCancel={vi.fn()} />);
    // 100 characters (200 UTF-16 units), which the API's maxLength takes.
    fireEvent.change(hotelControl('city'), { target: { value: '🏖'.repeat(100) } });
    fireEvent.click(screen.getByTestId('hotel-submit'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  });

  it('sends values at the limits, trimmed', async () => {
    const update = vi.spyOn(adminApi.hotels, 'update').mockResolvedValue(HOTEL);
    renderAdmin(<HotelForm hotel={HOTEL} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const city = 'T'.repeat(100);
    const amenity = 'a'.repeat(60);
    const phone = `+90 ${'4'.repeat(36)}`;
    fireEvent.change(hotelControl('city'), { target: { value: `  ${city}  ` } });
    fireEvent.change(hotelControl('amenities'), { target: { value: amenity } });
    fireEvent.change(hotelControl('phone'), { target: { value: phone } });
    fireEvent.change(hotelControl('street'), { target: { value: 'S'.repeat(300) } });
    fireEvent.click(screen.getByTestId('hotel-submit'));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const body = update.mock.calls[0]![1];
    expect(body.address).toEqual({ street: 'S'.repeat(300), city, country: 'Turkey' });
    expect(body.amenities).toEqual([amenity]);
    expect(body.contact).toEqual({ phone });
  });
});

describe('the hotel form’s addresses on an Arabic page', () => {
  // Paths, URLs, e-mail addresses and phone numbers read left to right whatever the page's direction.
  it.each(['featuredImage', 'images', 'email', 'website', 'phone'])('%s is left to right', async (field) => {
    await switchLanguage('ar');
    renderAdmin(<HotelForm hotel={HOTEL} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(hotelControl(field).getAttribute('dir')).toBe('ltr');
  });
});
