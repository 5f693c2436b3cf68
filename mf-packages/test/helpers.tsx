import type { ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore, useThemeStore } from '@trabzon/stores';
import { AppProviders, queryClient } from '@trabzon/ui';
import type { PackageListResponse } from '@trabzon/api-client';
import { PACKAGES_NS, textsReady } from '../src/i18n';

/** The page's i18n in `language`, with this remote's texts, in the light theme. */
export async function startI18n(language: 'en' | 'tr' | 'ar' = 'en'): Promise<void> {
  useThemeStore.setState({ mode: 'light' });
  useLocaleStore.getState().setLanguage(language);
  await initI18n();
  await textsReady;
  // The store's switch loads the language's texts asynchronously: switching before they are here
  // showed English in an Arabic test now and then.
  await waitFor(() => {
    if (!i18n.hasResourceBundle(language, PACKAGES_NS)) throw new Error(`${language} texts still loading`);
  });
  await i18n.changeLanguage(language);
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

/** A package as the list's cards get it (GET /api/packages). */
export const PACKAGE_CARD = {
  _id: 'p1',
  slug: 'highlands',
  name: 'Highlands by day',
  description: 'Plateaus and lakes.',
  duration: 1,
  price: 120,
  images: [],
  featured: false,
  averageRating: 0,
  totalReviews: 0,
  destination: null,
  activities: [],
  activitiesCount: 0,
} as unknown as PackageListResponse['results'][number];
