// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flightsApi, type Booking, type FlightSearchResponse } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { MemoryRouter, Route, Routes, useNavigate } from '@trabzon/router';
import { useSessionStore } from '@trabzon/stores';
import { AppProviders, queryClient } from '@trabzon/ui';
import { FlightsScreen } from '../../../src/features/flights/FlightsScreen';
import { flightBooking } from '../../fixtures/booking';
import { oneWayOffer } from '../../fixtures/offer';
import { startEnglish } from '../../fixtures/i18n';

const DAY = addDays(todayIso(), 30);
const offer = oneWayOffer({ departAt: `${DAY}T08:30:00`, arriveAt: `${DAY}T10:25:00` });
const URL = `/flights?from=TZX&to=IST&depart=${DAY}&trip=oneWay&pax=1&cabin=ECONOMY`;
const USER = { _id: 'u1', name: 'Ayşe', email: 'ayse@example.com', role: 'user' as const };

/** A signed-in customer's booking, which the confirmation offers to view. */
const BOOKING = flightBooking(DAY, 'u1');

// The booking form itself is tested on its own: here it books at once.
vi.mock('../../../src/features/flights/components/FlightBooking', () => ({
  FlightBooking: ({ onBooked }: { onBooked: (booking: Booking) => void }) => (
    <button type="button" onClick={() => onBooked(BOOKING)}>
      Book (test)
    </button>
  ),
}));

function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

function renderSite() {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/', URL]} initialIndex={1}>
        <Routes>
          <Route path="/flights" element={<FlightsScreen />} />
          <Route path="/bookings/:id" element={<h1>Booking page</h1>} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
        <BrowserBack />
      </MemoryRouter>
    </AppProviders>,
  );
}

const isOpen = (testId: string) => screen.queryByTestId(testId)?.hasAttribute('open') ?? false;

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  useSessionStore.setState({ token: null, role: null, name: null, user: null });
  vi.restoreAllMocks();
});

describe('FlightsScreen: View booking, then the browser’s Back', () => {
  it('returns to the results, not to the booked flight’s details (whose Continue to Booking would book it again)', async () => {
    useSessionStore.setState({ token: 'token', role: 'user', name: 'Ayşe', user: USER });
    vi.spyOn(flightsApi, 'search').mockResolvedValue({ data: [offer], dictionaries: {} } as unknown as FlightSearchResponse);
    renderSite();
    fireEvent.click(await screen.findByTestId('flight-select', {}, { timeout: 5000 }));
    fireEvent.click(within(screen.getByTestId('flight-details-modal')).getByTestId('flight-continue'));
    fireEvent.click(await within(screen.getByTestId('flight-booking-modal')).findByRole('button', { name: 'Book (test)' }));
    fireEvent.click(await within(screen.getByTestId('flight-confirmation')).findByRole('button', { name: 'View booking' }));
    await screen.findByRole('heading', { name: 'Booking page' });

    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    // The results of the same search, with no flight's window open once they are in.
    await screen.findByTestId('flight-select', {}, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isOpen('flight-details-modal')).toBe(false);
    expect(isOpen('flight-booking-modal')).toBe(false);
    // Back again leaves the page for the one before it (no step that changes nothing on the screen).
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
