// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flightsApi, type Booking, type FlightSearchResponse } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { FlightsScreen } from '../../../src/features/flights/FlightsScreen';
import { flightBooking } from '../../fixtures/booking';
import { oneWayOffer } from '../../fixtures/offer';
import { startEnglish } from '../../fixtures/i18n';

const DAY = addDays(todayIso(), 30);
const offer = oneWayOffer({ departAt: `${DAY}T08:30:00`, arriveAt: `${DAY}T10:25:00` });
const URL = `/flights?from=TZX&to=IST&depart=${DAY}&trip=oneWay&pax=1&cabin=ECONOMY`;

const BOOKING = flightBooking(DAY);

/** What the (stand-in) booking form books. */
let booked: Booking = BOOKING;

// The booking form itself is tested on its own: here it books at once.
vi.mock('../../../src/features/flights/components/FlightBooking', () => ({
  FlightBooking: ({ onBooked }: { onBooked: (booking: Booking) => void }) => (
    <button type="button" onClick={() => onBooked(booked)}>
      Book (test)
    </button>
  ),
}));

/** Results → Details → Continue to Booking → booked: the confirmation dialog. */
async function book() {
  vi.spyOn(flightsApi, 'search').mockResolvedValue({ data: [offer], dictionaries: {} } as unknown as FlightSearchResponse);
  renderScreen();
  fireEvent.click(await screen.findByTestId('flight-select', {}, { timeout: 5000 }));
  fireEvent.click(within(screen.getByTestId('flight-details-modal')).getByTestId('flight-continue'));
  fireEvent.click(await within(screen.getByTestId('flight-booking-modal')).findByRole('button', { name: 'Book (test)' }));
  const dialog = screen.getByTestId('flight-confirmation');
  await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true));
  return dialog;
}

/** The texts of the elements that name the dialog. */
const nameOf = (dialog: HTMLElement) =>
  (dialog.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

function renderScreen() {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/flights', URL]} initialIndex={1}>
        <Routes>
          <Route path="/flights" element={<FlightsScreen />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeAll(startEnglish);
afterEach(() => {
  booked = BOOKING;
  cleanup();
  vi.restoreAllMocks();
});

describe('FlightsScreen: the booking’s confirmation dialog', () => {
  it('has one heading, "Booking confirmed", which names the dialog and takes the focus', async () => {
    const dialog = await book();
    const headings = within(dialog).getAllByRole('heading');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Booking confirmed']);
    expect(dialog.textContent?.match(/Booking confirmed/g)).toHaveLength(1);
    // The dialog is named by that heading, and the focus is on it.
    expect(nameOf(dialog)).toEqual(['Booking confirmed']);
    await waitFor(() => expect(document.activeElement).toBe(headings[0]));
    expect(within(dialog).getByTestId('confirmation-reference').textContent).toBe('TF-123456');

    // Done closes it, as before.
    fireEvent.click(within(dialog).getByTestId('flight-done'));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
  });

  it('a booking held for its e-mailed confirmation: one heading, "Booking received…", and no "confirmed"', async () => {
    booked = { ...BOOKING, status: 'pending', holdExpiresAt: addDays(todayIso(), 1) + 'T12:00:00.000Z' } as Booking;
    const dialog = await book();
    expect(
      within(dialog)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Booking received: please confirm it']);
    expect(nameOf(dialog)).toEqual(['Booking received: please confirm it']);
    expect(dialog.textContent).not.toContain('Booking confirmed');
  });

  it('a booking still to be confirmed by the team (no hold): one heading, "Booking received", which names the dialog', async () => {
    booked = { ...BOOKING, status: 'pending', holdExpiresAt: null } as Booking;
    const dialog = await book();
    expect(
      within(dialog)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Booking received']);
    expect(nameOf(dialog)).toEqual(['Booking received']);
    expect(dialog.textContent).not.toContain('Booking confirmed');
  });
});
