import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { AppProviders, queryClient } from '@trabzon/ui';
import { textsReady } from '../src/i18n';

/** The page's i18n in English, with the back office's texts. */
export async function startI18n(): Promise<void> {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
  await textsReady;
}

/** Renders an admin component as the shell would: the kit's providers (one query cache, emptied first) and a router. */
export function renderAdmin(element: ReactElement, url = '/admin') {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </AppProviders>,
  );
}
