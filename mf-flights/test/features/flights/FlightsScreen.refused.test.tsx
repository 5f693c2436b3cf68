// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flightsApi, type FlightSearchResponse } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { MemoryRouter, Route, Routes, useNavigate } from '@trabzon/router';
import { AddressBar } from '@trabzon/router/testing';
import { AppProviders, queryClient } from '@trabzon/ui';
import { FlightsScreen } from '../../../src/features/flights/FlightsScreen';
import { oneWayOffer } from '../../fixtures/offer';
import { startEnglish } from '../../fixtures/i18n';

const DAY = addDays(todayIso(), 30);
const SEARCH = `/flights?trip=oneWay&from=TZX&to=IST&depart=${DAY}&pax=1&cabin=ECONOMY`;
const EARLIER = SEARCH.replace('to=IST', 'to=ESB');
const CANNOT_RUN = 'This search cannot run, so no flights are shown. Correct the fields marked above, then search again.';

/** Goes to an address from outside the page, as a link or an address typed over the page's would. */
let goTo: (to: string | number) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  goTo = (to) => void (typeof to === 'number' ? navigate(to) : navigate(to));
  return null;
}

/** The page at SEARCH (after EARLIER in the history), with its one flight listed. */
async function openWithResults() {
  queryClient.clear();
  const offer = oneWayOffer({ departAt: `${DAY}T08:30:00`, arriveAt: `${DAY}T10:25:00` });
  const search = vi.spyOn(flightsApi, 'search').mockResolvedValue({ data: [offer], dictionaries: {} } as unknown as FlightSearchResponse);
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[EARLIER, SEARCH]} initialIndex={1}>
        <Routes>
          <Route path="/flights" element={<FlightsScreen />} />
        </Routes>
        <AddressBar />
        <Navigator />
      </MemoryRouter>
    </AppProviders>,
  );
  await screen.findByTestId('flight-offer');
  return search;
}

const address = () => screen.getByTestId('address').textContent;
const offersShown = () => screen.queryAllByTestId('flight-offer').length;
const noFlights = () => screen.queryByTestId('flight-results-none')?.textContent;
const departure = () => screen.getByLabelText('Departure date');

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));
}

function typeDeparture(text: string) {
  fireEvent.change(departure(), { target: { value: text } });
  fireEvent.blur(departure());
}

/** The list is gone, the page says why, and the address still holds the search that ran. */
async function expectRefused() {
  await waitFor(() => expect(noFlights()).toBe(CANNOT_RUN));
  expect(offersShown()).toBe(0);
  expect(screen.queryByTestId('flight-results-section')).toBeNull();
  expect(address()).toBe(SEARCH);
}

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('FlightsScreen: a new search the form refuses, under the results of the last one', () => {
  it('the same airport twice: the list goes, and no search is sent', async () => {
    const search = await openWithResults();
    // Under happy-dom a list registered with react-hook-form starts on its first option (TZX).
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'TZX' } });
    submit();
    expect(await screen.findByTestId('flight-destination-error')).toBeTruthy();
    await expectRefused();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('a departure in the past typed: the list goes', async () => {
    await openWithResults();
    typeDeparture('01/01/2020');
    submit();
    await waitFor(() => expect(departure().getAttribute('aria-invalid')).toBe('true'));
    await expectRefused();
  });

  it('a date typed that is no day: the list goes', async () => {
    await openWithResults();
    typeDeparture('13/45/2030');
    submit();
    await waitFor(() => expect(departure().getAttribute('aria-invalid')).toBe('true'));
    await expectRefused();
  });

  it('the search corrected and asked for again brings its list back, with the message gone', async () => {
    await openWithResults();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'TZX' } });
    submit();
    await expectRefused();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'IST' } });
    submit();
    await screen.findByTestId('flight-offer');
    expect(noFlights()).toBeUndefined();
    expect(new URL(address()!, 'http://site').searchParams.get('to')).toBe('IST');
  });

  it('Back shows the search before with its list, and Forward the last one with its list, the form put back to each', async () => {
    await openWithResults();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'TZX' } });
    submit();
    await expectRefused();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe(EARLIER);
    await screen.findByTestId('flight-offer');
    expect(noFlights()).toBeUndefined();
    act(() => goTo(1));
    expect(address()).toBe(SEARCH);
    await screen.findByTestId('flight-offer');
    expect(noFlights()).toBeUndefined();
    expect(screen.queryByTestId('flight-destination-error')).toBeNull();
  });
});

describe('FlightsScreen: an address changed by hand under the results of the last search', () => {
  it('to a search that cannot run (a past departure): the list goes, the form says why, nothing is sent', async () => {
    const search = await openWithResults();
    const past = SEARCH.replace(`depart=${DAY}`, 'depart=2020-01-01');
    act(() => goTo(past));
    expect(await screen.findByText('The departure date cannot be in the past.')).toBeTruthy();
    await waitFor(() => expect(noFlights()).toBe(CANNOT_RUN));
    expect(offersShown()).toBe(0);
    expect(address()).toBe(past);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('to a value it cannot use (pax=99): the notice says so, and the list, the form and the address are of the search run instead', async () => {
    const search = await openWithResults();
    act(() => goTo(SEARCH.replace('pax=1', 'pax=99').replace('to=IST', 'to=ESB')));
    await waitFor(() => expect(screen.getByTestId('flight-link-notice').textContent).toMatch(/number of passengers/));
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ destination: 'ESB', adults: 1 }), expect.anything()),
    );
    const used = SEARCH.replace('to=IST', 'to=ESB');
    expect(address()).toBe(used);
    await screen.findByTestId('flight-offer');
    expect(noFlights()).toBeUndefined();
    // The form holds that search: asked for as it stands, it runs (the notice goes), writes the same
    // address and keeps the list. (happy-dom selects no option of a select given a number, so the
    // form is read through its search.)
    submit();
    await waitFor(() => expect(screen.getByTestId('flight-link-notice').textContent).toBe(''));
    expect(address()).toBe(used);
    expect(offersShown()).toBe(1);
  });
});
