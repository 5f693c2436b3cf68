// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flightsApi, type FlightSearchResponse } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { FlightsScreen } from '../../../src/features/flights/FlightsScreen';
import { oneWayOffer } from '../../fixtures/offer';
import { startEnglish } from '../../fixtures/i18n';

const DAY = addDays(todayIso(), 7);
const offer = oneWayOffer({ departAt: `${DAY}T08:30:00`, arriveAt: `${DAY}T10:25:00` });

/** /flights without a search yet, as the tester opened it. */
function renderPage() {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/flights']}>
        <Routes>
          <Route path="/flights" element={<FlightsScreen />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The provider's answer, held until the test gives it. */
function heldSearch() {
  let answer: (response: FlightSearchResponse) => void = () => undefined;
  const pending = new Promise<FlightSearchResponse>((resolve) => {
    answer = resolve;
  });
  const spy = vi.spyOn(flightsApi, 'search').mockReturnValue(pending);
  return { spy, answer: (offers: unknown[]) => answer({ data: offers, dictionaries: {} } as unknown as FlightSearchResponse) };
}

/** Enter on "Search flights" (the keyboard's press of the focused button). */
function searchFromKeyboard() {
  // Under happy-dom a list registered with react-hook-form starts on its first option (TZX): choose the destination.
  fireEvent.change(screen.getByLabelText('To'), { target: { value: 'IST' } });
  const submit = screen.getByRole('button', { name: 'Search flights' }) as HTMLButtonElement;
  submit.focus();
  fireEvent.click(submit);
  return submit;
}

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FlightsScreen: a search from the keyboard and a screen reader', () => {
  it('keeps the focus on the button while loading, and says "Searching for flights…", then how many were found', async () => {
    const { spy, answer } = heldSearch();
    renderPage();
    // The live region is in the page before the search, so its changes are read.
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    const submit = searchFromKeyboard();
    await waitFor(() => expect(status.textContent).toBe('Searching for flights…'));
    expect(screen.getByTestId('flight-skeletons')).toBeTruthy();
    // Not disabled (a disabled button drops the focus to <body>): marked busy, and still focused.
    expect(submit.disabled).toBe(false);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(submit);
    // Another Enter meanwhile starts nothing.
    fireEvent.click(submit);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(spy).toHaveBeenCalledTimes(1);

    answer([offer]);
    await waitFor(() => expect(status.textContent).toBe('1 flight found'));
    expect(screen.getAllByTestId('flight-offer')).toHaveLength(1);
    expect(submit.getAttribute('aria-disabled')).toBeNull();
  });

  it('says so when nothing is found', async () => {
    const { answer } = heldSearch();
    renderPage();
    const status = screen.getByRole('status');
    searchFromKeyboard();
    await waitFor(() => expect(status.textContent).toBe('Searching for flights…'));
    answer([]);
    await waitFor(() =>
      expect(status.textContent).toBe('No flights found for the selected criteria. Please try different dates or destinations.'),
    );
  });
});
