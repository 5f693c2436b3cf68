// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRestaurantsApi } from '@trabzon/api-client';
import { TablesScreen } from '../../../src/features/restaurant-tables/TablesScreen';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

// QA: a table's Deactivate/Activate was named "Deactivate 2" (the verb and the number glued together,
// English word order in Turkish: "Pasifleştir 2"), where its Edit says "Edit table 2".
describe('restaurant tables: Deactivate and Activate name the table, in the page language', () => {
  it.each([
    ['en', 'Deactivate table 2', 'Activate table 3'],
    ['tr', '2 numaralı masayı pasifleştir', '3 numaralı masayı aktifleştir'],
    ['ar', 'تعطيل الطاولة 2', 'تفعيل الطاولة 3'],
  ] as const)('%s', async (language, deactivate, activate) => {
    await switchLanguage(language);
    vi.spyOn(adminRestaurantsApi, 'list').mockResolvedValue({
      results: [{ _id: 'r1', name: { en: 'Hamsi Köşkü' }, active: true }],
      total: 1,
    } as never);
    vi.spyOn(adminRestaurantsApi, 'tables').mockResolvedValue({
      results: [
        { _id: 't2', number: '2', capacity: 2, location: 'window', active: true },
        { _id: 't3', number: '3', capacity: 4, location: 'indoor', active: false },
      ],
      total: 2,
    } as never);
    renderAdmin(<TablesScreen />, '/admin/restaurant-tables?restaurant=r1');
    // The number is isolated (⁨2⁩) so it keeps its place in a right-to-left name.
    const named = (label: string) => new RegExp(`^${label.replace(/(\d)/, '\u2068$1\u2069')}$`);
    expect(await screen.findByRole('button', { name: named(deactivate) })).toBeTruthy();
    expect(screen.getByRole('button', { name: named(activate) })).toBeTruthy();
  });
});
