import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore, type Language } from '@trabzon/stores';
import { AppProviders } from '../../src/AppProviders';

/** Starts the page's i18n in a language (the real texts, so a missing key shows as the key). */
export async function startI18n(language: Language = 'en'): Promise<void> {
  useLocaleStore.getState().setLanguage(language);
  await initI18n();
  await i18n.changeLanguage(language);
}

/** Renders inside the kit's providers (theme, query cache), as the shell does. */
export function renderInKit(ui: ReactElement) {
  return render(ui, { wrapper: AppProviders });
}
