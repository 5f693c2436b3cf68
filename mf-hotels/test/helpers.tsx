import type { ReactElement } from 'react';
import type { HotelCard } from '@trabzon/api-client';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { AppProviders, queryClient } from '@trabzon/ui';
import '../src/i18n';

/** The page's i18n in English, with this remote's texts. */
export async function startI18n(): Promise<void> {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
}

/** Renders a screen as the shell would: the kit's providers (one query cache, emptied first) and a router at `url`. */
export function renderAt(url: string, path: string, element: ReactElement) {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** A hotel as the list and its cards get it (GET /api/hotels). */
export const HOTEL_CARD: HotelCard = {
  _id: 'h1',
  slug: 'zorlu-grand',
  name: 'Zorlu Grand',
  description: 'In the centre of Trabzon.',
  featuredImage: null,
  images: [],
  starRating: 5,
  address: { city: 'Trabzon', country: 'TR' },
  averageRating: 0,
  totalReviews: 0,
  amenities: [],
  roomTypes: [],
  fromPrice: 100,
  destination: null,
};
