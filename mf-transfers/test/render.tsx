import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { addTranslations, i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import en from '../src/locales/en.json';
import tr from '../src/locales/tr.json';
import ar from '../src/locales/ar.json';

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
