// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flightsApi, type FlightSearchResponse } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { MemoryRouter, Route, Routes, useLocation } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { FlightsScreen } from '../../../src/features/flights/FlightsScreen';
import { oneWayOffer } from '../../fixtures/offer';
import { startEnglish } from '../../fixtures/i18n';

const DAY = addDays(todayIso(), 30);
const SEARCH = `?from=TZX&to=IST&depart=${DAY}&trip=oneWay&pax=1&cabin=ECONOMY`;

/** The history entry's state, as the page sees it. */
function EntryState() {
  const location = useLocation();
  return <output data-testid="entry-state">{JSON.stringify(location.state ?? null)}</output>;
}

/**
 * The page reloaded on the entry a flight's Details opened: the browser keeps that entry's state
 * (`flightOpen`, the offer's id) and the entry before it, the list's own.
 */
function reloadOn(offerId: string) {
  queryClient.clear();
  vi.spyOn(flightsApi, 'search').mockResolvedValue({
    data: [oneWayOffer({ departAt: `${DAY}T08:30:00`, arriveAt: `${DAY}T10:25:00` })],
    dictionaries: {},
  } as unknown as FlightSearchResponse);
  render(
    <AppProviders>
      <MemoryRouter
        initialEntries={[`/flights${SEARCH}`, { pathname: '/flights', search: SEARCH, state: { flightOpen: true, offerId } }]}
        initialIndex={1}
      >
        <Routes>
          <Route path="/flights" element={<FlightsScreen />} />
        </Routes>
        <EntryState />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FlightsScreen: a reload while a flight is open', () => {
  it('opens the same flight again once the list is back, so the next Back closes it (not a step that changes nothing)', async () => {
    reloadOn('1');
    await waitFor(() => expect(screen.getByTestId('flight-details-modal').hasAttribute('open')).toBe(true));
    expect(screen.getByTestId('flight-details')).toBeTruthy();
  });

  it('steps back over the entry when the list no longer has that flight', async () => {
    reloadOn('gone');
    await waitFor(() => expect(screen.getByTestId('entry-state').textContent).toBe('null'));
    expect(screen.getByTestId('flight-details-modal').hasAttribute('open')).toBe(false);
    expect(screen.getAllByTestId('flight-offer')).toHaveLength(1);
  });
});
