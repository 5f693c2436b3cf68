import type { ReactNode } from 'react';
import type { RestaurantDetail } from '@trabzon/api-client';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { addTranslations, i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore, useThemeStore } from '@trabzon/stores';
import { DINING_NS } from '../src/lib/query';
import en from '../src/locales/en.json';
import tr from '../src/locales/tr.json';
import ar from '../src/locales/ar.json';

/** Starts the shared i18n with the dining texts, in the light theme (once per file). */
export async function startI18n(language: 'en' | 'tr' | 'ar' = 'en') {
  useLocaleStore.setState({ language });
  useThemeStore.setState({ mode: 'light' });
  addTranslations(DINING_NS, { en, tr, ar });
  await initI18n();
  await i18n.changeLanguage(language);
}

/** Renders as the shell would: the kit's providers (one query cache, emptied first) and a router at `path`. */
export function renderWithProviders(ui: ReactNode, path = '/restaurants') {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** Open hours of a day of the reservation panel's tests. */
export const OPEN_DAY = { open: '12:00', close: '23:00' };

/** The reservation panel's restaurant: open every day, slots every 30 minutes, the last at 21:30 (a 90-minute seating ends by 23:00). */
export const PANEL_RESTAURANT = {
  _id: 'r1',
  slug: 'hamsi-kosku',
  name: 'Hamsi Köşkü',
  maxPartySize: 8,
  slotMinutes: 30,
  seatingMinutes: 90,
  hours: [OPEN_DAY, OPEN_DAY, OPEN_DAY, OPEN_DAY, OPEN_DAY, OPEN_DAY, OPEN_DAY],
} as RestaurantDetail;
