// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { AppProviders } from '@trabzon/ui';
import { RecentSearches } from '../../../../src/features/flights/components/RecentSearches';
import { textsReady } from '../../../../src/features/flights/i18n';
import type { FlightSearch } from '../../../../src/features/flights/model/search';

const SEARCH: FlightSearch = {
  tripType: 'roundTrip',
  originCode: 'TZX',
  destinationCode: 'IST',
  departureDate: '2030-05-10',
  returnDate: '2030-05-14',
  passengers: 1,
  cabinClass: 'ECONOMY',
};

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await textsReady;
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('RecentSearches: the button that runs a search again', () => {
  it('is named by its visible text (WCAG 2.5.3) and described as "Search again"', () => {
    const onRun = vi.fn();
    render(
      <AppProviders>
        <RecentSearches items={[SEARCH]} onRun={onRun} onRemove={() => undefined} onClear={() => undefined} />
      </AppProviders>,
    );
    const item = screen.getByTestId('recent-search');
    const run = item.querySelector(':scope > button:nth-child(1)') as HTMLButtonElement;
    expect(run.hasAttribute('aria-label')).toBe(false);
    // The visible text, without the arrow (aria-hidden, a symbol).
    const visible = (run.textContent ?? '').replace('→', ' ').replace(/\s+/g, ' ').trim();
    expect(visible).toMatch(/^TZX IST · .+ · Round trip$/);
    const byName = within(item).getByRole('button', { name: visible, description: 'Search again' });
    expect(byName).toBe(run);
    byName.click();
    expect(onRun).toHaveBeenCalledWith(SEARCH);
    expect(within(item).getByRole('button', { name: 'Remove the search TZX to IST' })).not.toBe(run);
  });
});
