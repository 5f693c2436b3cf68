// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flightsApi, type FlightSearchResponse } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { AddressBar } from '@trabzon/router/testing';
import { AppProviders, queryClient } from '@trabzon/ui';
import { FlightsScreen } from '../../../src/features/flights/FlightsScreen';
import { RECENT_KEY } from '../../../src/features/flights/model/recent';
import { oneWayOffer } from '../../fixtures/offer';
import { startEnglish } from '../../fixtures/i18n';

const DAY = addDays(todayIso(), 30);
const LINK = `/flights?trip=oneWay&from=TZX&to=IST&depart=${DAY}&pax=2&cabin=ECONOMY`;

/** The page opened from `url`, after a visit to /start. */
function openLink(url: string) {
  queryClient.clear();
  const offer = oneWayOffer({ departAt: `${DAY}T08:30:00`, arriveAt: `${DAY}T10:25:00` });
  const search = vi.spyOn(flightsApi, 'search').mockResolvedValue({ data: [offer], dictionaries: {} } as unknown as FlightSearchResponse);
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/start', url]} initialIndex={1}>
        <Routes>
          <Route path="/flights" element={<FlightsScreen />} />
          <Route path="/start" element={<p>Start</p>} />
        </Routes>
        <AddressBar />
      </MemoryRouter>
    </AppProviders>,
  );
  return search;
}

const notice = () => screen.getByTestId('flight-link-notice');
const address = () => new URL(screen.getByTestId('address').textContent!, 'http://site');
const field = (id: string) => document.getElementById(id) as HTMLSelectElement;

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('FlightsScreen: a link with a value it cannot use', () => {
  it.each(['99', '0', 'abc', '10'])('pax=%s: says so, searches for 1 passenger and the address says pax=1', async (pax) => {
    const search = openLink(LINK.replace('pax=2', `pax=${pax}`));
    await waitFor(() =>
      expect(notice().textContent).toBe(
        'We could not use the number of passengers in the link (1 to 9), so we search for 1 passenger instead.',
      ),
    );
    expect(notice().getAttribute('role')).toBe('status');
    expect(field('flight-passengers').value).toBe('1');
    expect(address().searchParams.get('pax')).toBe('1');
    await waitFor(() => expect(search).toHaveBeenCalledWith(expect.objectContaining({ adults: 1 }), expect.anything()));
  });

  it('an unknown origin and an unreadable destination: names the airports searched instead and the address has them', async () => {
    const search = openLink(LINK.replace('from=TZX', 'from=XXX').replace('to=IST', `to=${encodeURIComponent('😀')}`));
    await waitFor(() =>
      expect(notice().textContent).toBe(
        'We could not use an airport in the link, so we search from Trabzon (TZX) to Istanbul (IST) instead.',
      ),
    );
    // (The form's airports come from the same search; happy-dom shows no option of a select with optgroups as selected.)
    expect(address().searchParams.get('from')).toBe('TZX');
    expect(address().searchParams.get('to')).toBe('IST');
    // The link's good values stay.
    expect(address().searchParams.get('pax')).toBe('2');
    expect(address().searchParams.get('depart')).toBe(DAY);
    await waitFor(() =>
      expect(search).toHaveBeenCalledWith(expect.objectContaining({ origin: 'TZX', destination: 'IST', adults: 2 }), expect.anything()),
    );
  });

  it('an unreadable date: names the date searched instead', async () => {
    openLink(LINK.replace(`depart=${DAY}`, 'depart=2026-02-31'));
    const instead = addDays(todayIso(), 7);
    await waitFor(() => expect(notice().textContent).toMatch(/^We could not read a date in the link, so we search for .+ instead\.$/));
    expect(address().searchParams.get('depart')).toBe(instead);
  });

  it('rewrites the address in place: Back leaves the page instead of going back to the broken link', async () => {
    openLink(LINK.replace('pax=2', 'pax=99'));
    await waitFor(() => expect(address().searchParams.get('pax')).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address().pathname).toBe('/start');
  });

  it('a link whose values are all usable shows no notice and stays as it is', async () => {
    const search = openLink(LINK);
    await waitFor(() => expect(search).toHaveBeenCalled());
    expect(notice().textContent).toBe('');
    expect(address().pathname + address().search).toBe(LINK);
  });

  it('the notice goes once the visitor runs another search', async () => {
    const other = {
      tripType: 'oneWay',
      originCode: 'TZX',
      destinationCode: 'ESB',
      departureDate: DAY,
      returnDate: '',
      passengers: 3,
      cabinClass: 'ECONOMY',
    };
    localStorage.setItem(RECENT_KEY, JSON.stringify([other]));
    openLink(LINK.replace('pax=2', 'pax=99'));
    await waitFor(() => expect(notice().textContent).not.toBe(''));
    fireEvent.click(screen.getByRole('button', { name: /^TZX\s+ESB/ }));
    await waitFor(() => expect(address().searchParams.get('to')).toBe('ESB'));
    expect(notice().textContent).toBe('');
  });
});
