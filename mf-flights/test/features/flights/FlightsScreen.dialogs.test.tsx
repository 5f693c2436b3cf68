// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flightsApi, type FlightSearchResponse } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { MemoryRouter, Route, Routes, useNavigate } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { FlightsScreen } from '../../../src/features/flights/FlightsScreen';
import { oneWayOffer } from '../../fixtures/offer';
import { startEnglish } from '../../fixtures/i18n';

/** A month ahead: searchable (flights are searched up to 365 days ahead). */
const DAY = addDays(todayIso(), 30);
const offer = oneWayOffer({ departAt: `${DAY}T08:30:00`, arriveAt: `${DAY}T10:25:00` });

const URL = `/flights?from=TZX&to=IST&depart=${DAY}&trip=oneWay&pax=1&cabin=ECONOMY`;

/** The router's navigate, to press the browser's Back in a test. */
let navigateTo: ReturnType<typeof useNavigate> = () => undefined;
function CaptureNavigate() {
  navigateTo = useNavigate();
  return null;
}

/** The search page, opened from /flights without a search (so Back has somewhere to go). */
function renderScreen() {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/flights', URL]} initialIndex={1}>
        <CaptureNavigate />
        <Routes>
          <Route path="/flights" element={<FlightsScreen />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Escape on a modal <dialog>: the browser fires `cancel` at it. */
function escape(testId: string) {
  fireEvent(screen.getByTestId(testId), new Event('cancel', { cancelable: true }));
}

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FlightsScreen: focus after the chained dialogs', () => {
  it('Details → Continue to booking → Esc → Esc puts focus back on the flight’s Details button', async () => {
    vi.spyOn(flightsApi, 'search').mockResolvedValue({ data: [offer], dictionaries: {} } as unknown as FlightSearchResponse);
    renderScreen();
    const details = await screen.findByTestId('flight-select', {}, { timeout: 5000 });
    details.focus();
    fireEvent.click(details);

    const continueButton = within(screen.getByTestId('flight-details-modal')).getByTestId('flight-continue');
    continueButton.focus();
    fireEvent.click(continueButton);
    await waitFor(() => expect(within(screen.getByTestId('flight-booking-modal')).queryByTestId('checkout-form')).not.toBeNull());

    escape('flight-booking-modal');
    await waitFor(() => expect(within(screen.getByTestId('flight-details-modal')).queryByTestId('flight-details')).not.toBeNull());
    // The details dialog is shown again; as the browser does, focus goes to its first control.
    within(screen.getByTestId('flight-details-modal')).getByRole('button', { name: 'Close' }).focus();

    escape('flight-details-modal');
    await waitFor(() => expect(screen.getByTestId('flight-details-modal').hasAttribute('open')).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('flight-select')));
  });
});

describe('FlightsScreen: the browser’s Back under an open flight', () => {
  const back = () =>
    act(async () => {
      await navigateTo(-1);
    });

  it.each(['details', 'booking'])('closes the %s window and keeps the results; the next Back leaves the search', async (stage) => {
    vi.spyOn(flightsApi, 'search').mockResolvedValue({ data: [offer], dictionaries: {} } as unknown as FlightSearchResponse);
    renderScreen();
    fireEvent.click(await screen.findByTestId('flight-select', {}, { timeout: 5000 }));
    if (stage === 'booking') {
      fireEvent.click(within(screen.getByTestId('flight-details-modal')).getByTestId('flight-continue'));
      await waitFor(() => expect(screen.getByTestId('flight-booking-modal').hasAttribute('open')).toBe(true));
    }

    await back();
    await waitFor(() => expect(screen.getByTestId('flight-details-modal').hasAttribute('open')).toBe(false));
    expect(screen.getByTestId('flight-booking-modal').hasAttribute('open')).toBe(false);
    expect(screen.getByTestId('flight-select')).toBeTruthy();

    await back();
    // Back at /flights without a search: the page asks for one.
    await screen.findByText('Choose where and when you want to fly, then search.');
    expect(screen.queryByTestId('flight-select')).toBeNull();
  });

  it('Forward after Back opens the same flight again, so no step of the history looks like the one before', async () => {
    vi.spyOn(flightsApi, 'search').mockResolvedValue({ data: [offer], dictionaries: {} } as unknown as FlightSearchResponse);
    renderScreen();
    fireEvent.click(await screen.findByTestId('flight-select', {}, { timeout: 5000 }));
    await back();
    await waitFor(() => expect(screen.getByTestId('flight-details-modal').hasAttribute('open')).toBe(false));
    await act(async () => {
      await navigateTo(1);
    });
    await waitFor(() => expect(screen.getByTestId('flight-details-modal').hasAttribute('open')).toBe(true));
    expect(within(screen.getByTestId('flight-details-modal')).queryByTestId('flight-details')).not.toBeNull();
  });

  it('closing the details with its button leaves no entry behind: Back then leaves the search', async () => {
    vi.spyOn(flightsApi, 'search').mockResolvedValue({ data: [offer], dictionaries: {} } as unknown as FlightSearchResponse);
    renderScreen();
    fireEvent.click(await screen.findByTestId('flight-select', {}, { timeout: 5000 }));
    fireEvent.click(within(screen.getByTestId('flight-details-modal')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('flight-details-modal').hasAttribute('open')).toBe(false));
    expect(screen.getByTestId('flight-select')).toBeTruthy();

    await back();
    await screen.findByText('Choose where and when you want to fly, then search.');
  });
});
