import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore, useThemeStore } from '@trabzon/stores';
import { AppProviders, queryClient } from '@trabzon/ui';
import { textsReady } from '../src/i18n';

/** The page's i18n in `language`, with this remote's texts, in the light theme. */
export async function startI18n(language: 'en' | 'tr' | 'ar' = 'en'): Promise<void> {
  useThemeStore.setState({ mode: 'light' });
  useLocaleStore.getState().setLanguage(language);
  await initI18n();
  await textsReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('packages');
}

/** Renders as the shell would: the kit's providers (one query cache, emptied first) and a router at `url`. */
export function renderAt(url: string, ui: ReactNode) {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
