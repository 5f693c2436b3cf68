// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flightsApi, type FlightOffer, type FlightSearchResponse } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { AddressBar } from '@trabzon/router/testing';
import { AppProviders, queryClient } from '@trabzon/ui';
import { FlightsScreen } from '../../../src/features/flights/FlightsScreen';
import { oneWayOffer } from '../../fixtures/offer';
import { startEnglish } from '../../fixtures/i18n';

const DAY = addDays(todayIso(), 30);
const LINK = `/flights?trip=oneWay&from=TZX&to=ESB&depart=${DAY}&pax=1&cabin=ECONOMY`;
const CARRIERS = { carriers: { TK: 'TURKISH AIRLINES', PC: 'PEGASUS AIRLINES' } };

/** An offer of `carrier` (id `id`) at `total` dollars. */
function offerOf(id: string, carrier: string, total: string): FlightOffer {
  const base = oneWayOffer({ departAt: `${DAY}T08:30:00`, arriveAt: `${DAY}T10:25:00` });
  const [itinerary] = base.itineraries;
  return {
    ...base,
    id,
    itineraries: [{ ...itinerary!, segments: itinerary!.segments.map((segment) => ({ ...segment, carrierCode: carrier })) }],
    price: { ...base.price, total, grandTotal: total },
  } as FlightOffer;
}

const answer = (offers: FlightOffer[]) => ({ data: offers, dictionaries: CARRIERS }) as unknown as FlightSearchResponse;

function open(url: string) {
  queryClient.clear();
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/flights" element={<FlightsScreen />} />
        </Routes>
        <AddressBar />
      </MemoryRouter>
    </AppProviders>,
  );
}

const address = () => new URL(screen.getByTestId('address').textContent!, 'http://site');

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('FlightsScreen: an answer that is not a list of offers', () => {
  it.each([
    ['an HTML page', '<html>oops</html>'],
    ['no list', { data: null }],
    ['offers without itineraries', { data: [{ id: '1' }] }],
  ])('%s: says the search failed, with Try again, and the page keeps working', async (_, body) => {
    vi.spyOn(flightsApi, 'search').mockResolvedValue(body as unknown as FlightSearchResponse);
    open(LINK);
    await waitFor(() => expect(screen.getByTestId('flight-error').textContent).toContain('Failed to fetch flights. Please try again.'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search flights' })).toBeTruthy();
    // Its heading sits under the list's own level-2 heading in the page's outline.
    expect(screen.getByTestId('flight-error').querySelector('h2')).toBeNull();
    expect(screen.getByTestId('flight-error').querySelector('h3')?.textContent).toBe('An error occurred');
  });
});

describe('FlightsScreen: Try again from the keyboard', () => {
  it('keeps the focus on the list (its heading), not on <body>, while the search runs again and after', async () => {
    const search = vi.spyOn(flightsApi, 'search').mockRejectedValueOnce(new Error('Network Error'));
    open(LINK);
    const again = await screen.findByRole('button', { name: 'Try again' });
    search.mockResolvedValue(answer([offerOf('1', 'TK', '400.00')]));
    again.focus();
    fireEvent.click(again);
    const heading = screen.getByRole('heading', { level: 2, name: /^Available Flights/ });
    expect(document.activeElement).toBe(heading);
    await waitFor(() => expect(screen.getAllByTestId('flight-offer')).toHaveLength(1));
    expect(document.activeElement).toBe(heading);
  });
});

describe('FlightsScreen: the airlines chosen to filter the list', () => {
  it('belong to their search: a new search (where that airline does not fly) shows its whole list', async () => {
    const search = vi
      .spyOn(flightsApi, 'search')
      .mockResolvedValueOnce(answer([offerOf('1', 'TK', '400.00'), offerOf('2', 'PC', '300.00')]))
      .mockResolvedValue(answer([offerOf('3', 'TK', '500.00')]));
    open(LINK);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pegasus Airlines' }));
    await waitFor(() => expect(screen.getAllByTestId('flight-offer')).toHaveLength(1));
    expect(address().searchParams.get('airlines')).toBe('PC');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'IST' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getAllByTestId('flight-offer')).toHaveLength(1));
    expect(screen.queryByText('No flights match these filters.')).toBeNull();
    expect(address().searchParams.has('airlines')).toBe(false);
  });

  it('are kept in the address, so a reload or a shared link shows the list as it was', async () => {
    vi.spyOn(flightsApi, 'search').mockResolvedValue(answer([offerOf('1', 'TK', '400.00'), offerOf('2', 'PC', '300.00')]));
    open(`${LINK}&airlines=PC`);
    const pegasus = (await screen.findByRole('checkbox', { name: 'Pegasus Airlines' })) as HTMLInputElement;
    expect(pegasus.checked).toBe(true);
    expect(screen.getAllByTestId('flight-offer')).toHaveLength(1);
    expect(screen.getByTestId('flight-offer').textContent).toContain('Pegasus Airlines');

    // Unticked: the whole list, and the address says nothing of airlines.
    fireEvent.click(pegasus);
    await waitFor(() => expect(screen.getAllByTestId('flight-offer')).toHaveLength(2));
    expect(address().searchParams.has('airlines')).toBe(false);
  });

  it('an airline the list does not have (a link to another search) filters nothing', async () => {
    vi.spyOn(flightsApi, 'search').mockResolvedValue(answer([offerOf('1', 'TK', '400.00')]));
    open(`${LINK}&airlines=XQ`);
    await waitFor(() => expect(screen.getAllByTestId('flight-offer')).toHaveLength(1));
  });
});

describe('FlightsScreen: Search pressed again on the search on the screen', () => {
  it('asks the provider again (after "the price has changed, search again"), saying it searches, and shows the new prices', async () => {
    let give: (response: FlightSearchResponse) => void = () => undefined;
    const later = new Promise<FlightSearchResponse>((resolve) => {
      give = resolve;
    });
    const search = vi
      .spyOn(flightsApi, 'search')
      .mockResolvedValueOnce(answer([offerOf('1', 'TK', '400.00')]))
      .mockReturnValue(later);
    open(LINK);
    await waitFor(() => expect(screen.getByTestId('flight-price').textContent).toBe('$400.00'));

    // Under happy-dom a list registered with react-hook-form starts on its first option (TZX): the link's destination again.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'ESB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('flight-results-status').textContent).toBe('Searching for flights…'));
    expect(screen.queryByTestId('flight-price')).toBeNull();

    give(answer([offerOf('1', 'TK', '450.00')]));
    await waitFor(() => expect(screen.getByTestId('flight-price').textContent).toBe('$450.00'));
  });
});
