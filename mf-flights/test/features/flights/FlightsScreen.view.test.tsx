// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flightsApi, type FlightSearchResponse } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { MemoryRouter, Route, Routes, useLocation } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { FlightsScreen } from '../../../src/features/flights/FlightsScreen';
import { oneWayOffer } from '../../fixtures/offer';
import { startEnglish } from '../../fixtures/i18n';

const DAY = addDays(todayIso(), 30);
const SEARCH = `from=TZX&to=IST&depart=${DAY}&trip=oneWay&pax=1&cabin=ECONOMY`;

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderAt(url: string) {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/flights" element={<FlightsScreen />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FlightsScreen: the results’ sort and stops filter', () => {
  it('come back from the URL after a reload or from a shared link', async () => {
    const offer = oneWayOffer({ departAt: `${DAY}T08:30:00`, arriveAt: `${DAY}T10:25:00` });
    vi.spyOn(flightsApi, 'search').mockResolvedValue({ data: [offer], dictionaries: {} } as unknown as FlightSearchResponse);
    renderAt(`/flights?${SEARCH}&sort=duration&stops=direct`);
    expect(((await screen.findByTestId('flight-sort')) as HTMLSelectElement).value).toBe('duration');
    expect((screen.getByTestId('flight-stops') as HTMLSelectElement).value).toBe('direct');
  });

  it('are written into the URL as they change, and a default leaves it', async () => {
    const offer = oneWayOffer({ departAt: `${DAY}T08:30:00`, arriveAt: `${DAY}T10:25:00` });
    vi.spyOn(flightsApi, 'search').mockResolvedValue({ data: [offer], dictionaries: {} } as unknown as FlightSearchResponse);
    renderAt(`/flights?${SEARCH}`);
    fireEvent.change(await screen.findByTestId('flight-sort'), { target: { value: 'departure' } });
    fireEvent.change(screen.getByTestId('flight-stops'), { target: { value: 'upToOne' } });
    expect(new URLSearchParams(screen.getByTestId('address').textContent!).get('sort')).toBe('departure');
    expect(new URLSearchParams(screen.getByTestId('address').textContent!).get('stops')).toBe('upToOne');
    fireEvent.change(screen.getByTestId('flight-sort'), { target: { value: 'price' } });
    expect(new URLSearchParams(screen.getByTestId('address').textContent!).has('sort')).toBe(false);
    expect((screen.getByTestId('flight-sort') as HTMLSelectElement).value).toBe('price');
  });

  it('a value the list does not know is the default', async () => {
    const offer = oneWayOffer({ departAt: `${DAY}T08:30:00`, arriveAt: `${DAY}T10:25:00` });
    vi.spyOn(flightsApi, 'search').mockResolvedValue({ data: [offer], dictionaries: {} } as unknown as FlightSearchResponse);
    renderAt(`/flights?${SEARCH}&sort=cheapest&stops=7`);
    expect(((await screen.findByTestId('flight-sort')) as HTMLSelectElement).value).toBe('price');
    expect((screen.getByTestId('flight-stops') as HTMLSelectElement).value).toBe('any');
  });
});

describe('FlightsScreen: a link with broken values', () => {
  it('searches with the defaults the form shows, and the address says so (10 passengers becomes 1)', async () => {
    const offer = oneWayOffer({ departAt: `${DAY}T08:30:00`, arriveAt: `${DAY}T10:25:00` });
    const search = vi.spyOn(flightsApi, 'search').mockResolvedValue({ data: [offer], dictionaries: {} } as unknown as FlightSearchResponse);
    renderAt(`/flights?${SEARCH.replace('pax=1', 'pax=10').replace('cabin=ECONOMY', 'cabin=LUXURY')}&sort=duration`);
    await screen.findByTestId('flight-sort');
    const address = new URLSearchParams(screen.getByTestId('address').textContent!);
    expect(address.get('pax')).toBe('1');
    expect(address.get('cabin')).toBe('ECONOMY');
    expect(address.get('sort')).toBe('duration');
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ adults: 1 }), expect.anything());
  });
});

describe('FlightsScreen: a link whose search cannot run', () => {
  it('says what is wrong beside its fields (a departure in the past), instead of a form that does nothing', async () => {
    const search = vi.spyOn(flightsApi, 'search');
    renderAt(`/flights?${SEARCH.replace(`depart=${DAY}`, 'depart=2020-01-01')}`);
    expect(await screen.findByText('The departure date cannot be in the past.')).toBeTruthy();
    expect(search).not.toHaveBeenCalled();
  });
});
