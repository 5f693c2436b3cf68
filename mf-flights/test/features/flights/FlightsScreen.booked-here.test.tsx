// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flightsApi, type Booking, type FlightSearchResponse } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { MemoryRouter, Route, Routes, useNavigate } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { FlightsScreen } from '../../../src/features/flights/FlightsScreen';
import { flightBooking } from '../../fixtures/booking';
import { oneWayOffer } from '../../fixtures/offer';
import { startEnglish } from '../../fixtures/i18n';

const DAY = addDays(todayIso(), 30);
type InitialEntry = string | { pathname: string; search: string; state: unknown };

const SEARCH = `?from=TZX&to=IST&depart=${DAY}&trip=oneWay&pax=1&cabin=ECONOMY`;
const LIST: InitialEntry = `/flights${SEARCH}`;
/** The entry a flight's Details opened (its mark and the offer's id), which a reload keeps. */
const FLIGHT_OPEN: InitialEntry = { pathname: '/flights', search: SEARCH, state: { flightOpen: true, offerId: '1' } };

const BOOKING = flightBooking(DAY);

// The booking form itself is tested on its own: here it books at once.
const bookings = vi.fn();
vi.mock('../../../src/features/flights/components/FlightBooking', () => ({
  FlightBooking: ({ onBooked }: { onBooked: (booking: Booking) => void }) => (
    <button
      type="button"
      onClick={() => {
        bookings();
        onBooked(BOOKING);
      }}
    >
      Book (test)
    </button>
  ),
}));

function Browser() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser forward
      </button>
      <button type="button" onClick={() => void navigate('/')}>
        Home link
      </button>
    </>
  );
}

/** The page opened (or reloaded) on `entries`' last entry; the tab's session storage stays as it is. */
function openOn(entries: InitialEntry[]) {
  queryClient.clear();
  vi.spyOn(flightsApi, 'search').mockResolvedValue({
    data: [oneWayOffer({ departAt: `${DAY}T08:30:00`, arriveAt: `${DAY}T10:25:00` })],
    dictionaries: {},
  } as unknown as FlightSearchResponse);
  render(
    <AppProviders>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/flights" element={<FlightsScreen />} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
        <Browser />
      </MemoryRouter>
    </AppProviders>,
  );
}

const isOpen = (testId: string) => screen.queryByTestId(testId)?.hasAttribute('open') ?? false;

/** Results → Details → Continue to Booking → booked: the confirmation. */
async function chooseAndBook() {
  fireEvent.click(await screen.findByTestId('flight-select', {}, { timeout: 5000 }));
  await waitFor(() => expect(isOpen('flight-details-modal')).toBe(true));
  fireEvent.click(within(screen.getByTestId('flight-details-modal')).getByTestId('flight-continue'));
  fireEvent.click(await within(screen.getByTestId('flight-booking-modal')).findByRole('button', { name: 'Book (test)' }));
  await waitFor(() => expect(isOpen('flight-confirmation')).toBe(true));
}

/** The confirmation of the booking made, on the screen, with no flight's window under it once the list is in. */
async function expectConfirmationAgain() {
  await waitFor(() => expect(isOpen('flight-confirmation')).toBe(true), { timeout: 5000 });
  expect(within(screen.getByTestId('flight-confirmation')).getByTestId('confirmation-reference').textContent).toBe('TF-123456');
  await screen.findByTestId('flight-select', {}, { timeout: 5000 });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(isOpen('flight-details-modal')).toBe(false);
  expect(isOpen('flight-booking-modal')).toBe(false);
  expect(isOpen('flight-confirmation')).toBe(true);
}

/** Escape on a modal <dialog>: the browser fires `cancel` at it. */
function escape(testId: string) {
  fireEvent(screen.getByTestId(testId), new Event('cancel', { cancelable: true }));
}

/** The confirmation's ways to close: Done, its × button, and Esc. */
const CLOSES: Array<[string, () => void]> = [
  ['Done', () => fireEvent.click(within(screen.getByTestId('flight-confirmation')).getByTestId('flight-done'))],
  ['Close', () => fireEvent.click(within(screen.getByTestId('flight-confirmation')).getByRole('button', { name: 'Close' }))],
  ['Esc', () => escape('flight-confirmation')],
];

beforeAll(startEnglish);
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  sessionStorage.clear();
  bookings.mockClear();
  vi.restoreAllMocks();
});

describe('FlightsScreen: a booking made on the page is kept for the tab', () => {
  it('a reload shows its confirmation again, not the flight’s details that would book it twice', async () => {
    openOn([LIST]);
    await chooseAndBook();
    cleanup();

    openOn([LIST, FLIGHT_OPEN]);
    await expectConfirmationAgain();
    expect(bookings).toHaveBeenCalledTimes(1);
  });

  it('Back from another page shows it again too', async () => {
    openOn([LIST]);
    await chooseAndBook();
    fireEvent.click(screen.getByRole('button', { name: 'Home link' }));
    await screen.findByRole('heading', { name: 'Home' });
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await expectConfirmationAgain();
  });

  it('Done forgets it: the results after a reload, and choosing a flight again starts a new booking', async () => {
    openOn([LIST]);
    await chooseAndBook();
    cleanup();
    openOn([LIST, FLIGHT_OPEN]);
    await expectConfirmationAgain();
    fireEvent.click(within(screen.getByTestId('flight-confirmation')).getByTestId('flight-done'));
    await waitFor(() => expect(isOpen('flight-confirmation')).toBe(false));
    cleanup();

    openOn([LIST]);
    await screen.findByTestId('flight-select', {}, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isOpen('flight-confirmation')).toBe(false);
    await chooseAndBook();
    expect(bookings).toHaveBeenCalledTimes(2);
  });

  it('Done on the confirmation just made forgets it too: a reload shows the results', async () => {
    openOn([LIST]);
    await chooseAndBook();
    fireEvent.click(within(screen.getByTestId('flight-confirmation')).getByTestId('flight-done'));
    await waitFor(() => expect(isOpen('flight-confirmation')).toBe(false));
    cleanup();

    openOn([LIST]);
    await screen.findByTestId('flight-select', {}, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isOpen('flight-confirmation')).toBe(false);
  });

  it('the browser’s Back from the confirmation just made shows the results, and choosing a flight opens its details', async () => {
    openOn([LIST]);
    await chooseAndBook();
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(isOpen('flight-confirmation')).toBe(false));
    fireEvent.click(await screen.findByTestId('flight-select'));
    await waitFor(() => expect(isOpen('flight-details-modal')).toBe(true));
    expect(isOpen('flight-confirmation')).toBe(false);
  });
});

describe('FlightsScreen: closing a kept confirmation puts the focus on a heading, not on <body>', () => {
  it.each(CLOSES)('%s after a reload: the results’ heading', async (_, close) => {
    openOn([LIST]);
    await chooseAndBook();
    cleanup();
    openOn([LIST, FLIGHT_OPEN]);
    await expectConfirmationAgain();

    close();
    await waitFor(() => expect(isOpen('flight-confirmation')).toBe(false));
    const heading = within(screen.getByTestId('flight-results-section')).getByRole('heading', { level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('after a reload with no results on the screen (the day has passed): the page’s main heading', async () => {
    openOn([LIST]);
    await chooseAndBook();
    cleanup();
    // The next reload comes after the flight's day: the search can no longer run, the results are not shown.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${addDays(DAY, 2)}T12:00:00`));
    openOn([LIST]);
    await waitFor(() => expect(isOpen('flight-confirmation')).toBe(true), { timeout: 5000 });
    expect(screen.getByTestId('flight-results-none')).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('flight-confirmation')).getByTestId('flight-done'));
    await waitFor(() => expect(isOpen('flight-confirmation')).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    // Shown while it has the focus (it is otherwise hidden from sight), so the focus is seen.
    expect(getComputedStyle(screen.getByRole('heading', { level: 1 })).clipPath).toBe('none');
  });

  it.each(CLOSES)('%s on the confirmation just made: back to the flight’s Details button, as before', async (_, close) => {
    openOn([LIST]);
    const details = await screen.findByTestId('flight-select', {}, { timeout: 5000 });
    details.focus();
    await chooseAndBook();

    close();
    await waitFor(() => expect(isOpen('flight-confirmation')).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('flight-select')));
  });
});

describe('FlightsScreen: Back and Forward around a booking just made', () => {
  it('Forward after Back shows the booking’s confirmation again, not its flight’s Continue to Booking', async () => {
    openOn([LIST]);
    await chooseAndBook();
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(isOpen('flight-confirmation')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Browser forward' }));
    await waitFor(() => expect(isOpen('flight-confirmation')).toBe(true));
    expect(isOpen('flight-details-modal')).toBe(false);
    expect(bookings).toHaveBeenCalledTimes(1);
  });

  it('choosing a flight after Back forgets the booking: a reload then shows that flight, not the earlier confirmation', async () => {
    openOn([LIST]);
    await chooseAndBook();
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(isOpen('flight-confirmation')).toBe(false));
    fireEvent.click(await screen.findByTestId('flight-select'));
    await waitFor(() => expect(isOpen('flight-details-modal')).toBe(true));
    cleanup();

    openOn([LIST, FLIGHT_OPEN]);
    await waitFor(() => expect(isOpen('flight-details-modal')).toBe(true), { timeout: 5000 });
    expect(isOpen('flight-confirmation')).toBe(false);
  });
});
