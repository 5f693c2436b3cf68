import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { FindBookingPage } from '../../../../src/features/bookings/pages/FindBookingPage';

/** Renders "Find my booking" at `url` (/bookings/find with its query) in the app's providers, with an empty query cache. */
export function renderFindBookingPage(url: string) {
  queryClient.clear();
  render(
    <MemoryRouter initialEntries={[url]}>
      <AppProviders>
        <Routes>
          <Route path="/bookings/find" element={<FindBookingPage />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}
