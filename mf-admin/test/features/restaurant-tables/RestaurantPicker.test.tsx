// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRestaurantsApi } from '@trabzon/api-client';
import { TablesScreen } from '../../../src/features/restaurant-tables/TablesScreen';
import { AvailabilityScreen } from '../../../src/features/restaurant-availability/AvailabilityScreen';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

// The API lists them by English name; the Turkish and Arabic names sort otherwise.
const RESTAURANTS = [
  {
    _id: 'r1',
    name: { en: 'Cennet Grill', tr: 'Çınar Izgara', ar: 'مشاوي بوزتبه' },
    active: true,
  },
  {
    _id: 'r2',
    name: {
      en: 'Kackar Pizza',
      tr: 'Kaçkar Odun Ateşi Pizzacı',
      ar: 'مطبخ هضبة أيدر',
    },
    active: true,
  },
  {
    _id: 'r3',
    name: {
      en: 'Lake Olive',
      tr: 'Göl Kıyısı Zeytin',
      ar: 'مائدة حديقة الشاي',
    },
    active: true,
  },
  {
    _id: 'r4',
    name: { en: 'Lotus Noodle Bar', tr: 'Dere Mutfağı', ar: 'بيت السمك' },
    active: false,
  },
];

function mockApi() {
  vi.spyOn(adminRestaurantsApi, 'list').mockResolvedValue({
    results: RESTAURANTS,
    total: RESTAURANTS.length,
  } as never);
  vi.spyOn(adminRestaurantsApi, 'tables').mockResolvedValue({
    results: [],
    total: 0,
  } as never);
  vi.spyOn(adminRestaurantsApi, 'availability').mockImplementation(
    async (restaurantId, date) =>
      ({
        restaurantId,
        date,
        openingClosed: false,
        dayClosed: false,
        slots: [],
      }) as never,
  );
}

async function pickerOrder(): Promise<string[]> {
  const picker = await screen.findByTestId('restaurant-picker');
  await waitFor(() => expect(picker.querySelectorAll('option')).toHaveLength(RESTAURANTS.length));
  return [...picker.querySelectorAll('option')].map((o) => o.value);
}

describe('the restaurant pickers of Tables and Availability, by the displayed name', () => {
  it.each([
    ['Tables', () => <TablesScreen />],
    ['Availability', () => <AvailabilityScreen />],
  ])('%s: English, Turkish (Ç after C, before D) and Arabic order', async (_, screenOf) => {
    mockApi();
    renderAdmin(screenOf());
    expect(await pickerOrder()).toEqual(['r1', 'r2', 'r3', 'r4']);
    await switchLanguage('tr');
    // Çınar, Dere, Göl, Kaçkar: Turkish collation puts Ç between C and D (code points put it last).
    await waitFor(async () => expect(await pickerOrder()).toEqual(['r1', 'r4', 'r3', 'r2']));
    await switchLanguage('ar');
    // بيت, مائدة, مشاوي, مطبخ
    await waitFor(async () => expect(await pickerOrder()).toEqual(['r4', 'r3', 'r1', 'r2']));
  });
});
