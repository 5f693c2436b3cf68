import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { addTranslations, i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import en from '../src/locales/en.json';
import tr from '../src/locales/tr.json';
import ar from '../src/locales/ar.json';
import type { TransfersConfig } from '@trabzon/api-client';

/** Starts the shared i18n in English with the transfers texts (once per file). */
export async function startI18n(language: 'en' | 'tr' | 'ar' = 'en') {
  useLocaleStore.setState({ language });
  addTranslations('transfers', { en, tr, ar });
  await initI18n();
  await i18n.changeLanguage(language);
}

export function renderWithProviders(ui: ReactNode, path = '/car-transfers') {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** What GET /api/transfers/config answers (a fixed copy, not computed by the code under test). */
export const CONFIG: TransfersConfig = {
  places: [
    { code: 'TZX', name: 'Trabzon Airport (TZX)', lat: 40.9951, lng: 39.7897 },
    { code: 'TZX_CITY', name: 'Trabzon City Center', lat: 41.0053, lng: 39.7301 },
    { code: 'UZUNGOL', name: 'Uzungöl', lat: 40.6193, lng: 40.2897 },
    { code: 'SUMELA', name: 'Sumela Monastery', lat: 40.6903, lng: 39.6583 },
    { code: 'AYDER', name: 'Ayder Plateau', lat: 40.9522, lng: 41.1031 },
    { code: 'RIZE', name: 'Rize City Center', lat: 41.0201, lng: 40.5234 },
  ],
  serviceArea: { south: 40.3, north: 41.7, west: 38.3, east: 41.6 },
  map: {
    tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png',
    attribution: 'test',
    centre: { lat: 41.0015, lng: 39.7178 },
    zoom: 12,
    pointZoom: 15,
  },
  taxi: { baseFare: 4, perKm: 1.1, roadFactor: 1.3 },
};
