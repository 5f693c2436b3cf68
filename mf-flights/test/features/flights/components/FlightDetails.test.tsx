// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { AppProviders } from '@trabzon/ui';
import { FlightDetails } from '../../../../src/features/flights/components/FlightDetails';
import type { FlightDictionaries } from '@trabzon/api-client';
import { oneWayOffer } from '../../../fixtures/offer';
import { startEnglish } from '../../../fixtures/i18n';

/** An overnight flight: 22:50 in Trabzon, 00:35 the next day in Istanbul. */
const offer = oneWayOffer({ departAt: '2030-12-01T22:50:00', arriveAt: '2030-12-02T00:35:00', duration: 'PT1H45M' });

beforeAll(startEnglish);
afterEach(cleanup);

describe('FlightDetails', () => {
  it('says an overnight segment lands the next day, as the result card does', () => {
    render(
      <AppProviders>
        <FlightDetails offer={offer} dictionaries={undefined} onBack={() => undefined} onContinue={() => undefined} />
      </AppProviders>,
    );
    expect(screen.getByText('+1 day')).toBeTruthy();
  });

  it('says a segment landing on the calendar day before (over the date line) does so, as "−1 day"', () => {
    const dateLine = oneWayOffer({ departAt: '2030-12-02T00:30:00', arriveAt: '2030-12-01T12:30:00', duration: 'PT7H' });
    render(
      <AppProviders>
        <FlightDetails offer={dateLine} dictionaries={undefined} onBack={() => undefined} onContinue={() => undefined} />
      </AppProviders>,
    );
    expect(screen.getByTestId('arrival-time').textContent).toBe('12:30\u22121 day');
  });

  it("draws the total's rule unbroken under its label and its amount: no column gap between them, the amount keeps its space", () => {
    render(
      <AppProviders>
        <FlightDetails offer={offer} dictionaries={undefined} onBack={() => undefined} onContinue={() => undefined} />
      </AppProviders>,
    );
    const total = screen.getByTestId('detail-total');
    const breakdown = total.closest('dl')!;
    expect(['0', '0px']).toContain(getComputedStyle(breakdown).columnGap);
    expect(getComputedStyle(total).paddingInlineStart).toBe('16px');
  });

  it('gives a duration of whole hours without "0 min"', () => {
    const sevenHours = oneWayOffer({ departAt: '2030-12-02T00:30:00', arriveAt: '2030-12-01T12:30:00', duration: 'PT7H' });
    render(
      <AppProviders>
        <FlightDetails offer={sevenHours} dictionaries={undefined} onBack={() => undefined} onContinue={() => undefined} />
      </AppProviders>,
    );
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent.startsWith('Duration')).textContent).toBe(
      'Duration: 7 h · Stops: Direct',
    );
  });

  it('keeps the arrival time and its "+1 day" on one line, in Turkish too', async () => {
    useLocaleStore.getState().setLanguage('tr');
    await waitFor(() => expect(i18n.language === 'tr' && i18n.hasResourceBundle('tr', 'flights')).toBe(true));
    render(
      <AppProviders>
        <FlightDetails offer={offer} dictionaries={undefined} onBack={() => undefined} onContinue={() => undefined} />
      </AppProviders>,
    );
    const unit = screen.getByText('+1 gün').parentElement!;
    expect(unit.textContent).toBe('00:35+1 gün');
    expect(getComputedStyle(unit).whiteSpace).toBe('nowrap');
  });

  it('in Arabic, isolates the carrier name and the flight number each as its own left-to-right run', async () => {
    useLocaleStore.getState().setLanguage('ar');
    await waitFor(() => expect(i18n.language === 'ar' && i18n.hasResourceBundle('ar', 'flights')).toBe(true));
    const dictionaries = { carriers: { TK: 'TURKISH AIRLINES' } } as unknown as FlightDictionaries;
    render(
      <AppProviders>
        <FlightDetails offer={offer} dictionaries={dictionaries} onBack={() => undefined} onContinue={() => undefined} />
      </AppProviders>,
    );
    const segment = screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent.includes('TK100') === true);
    // A run is isolated when it is a <bdi> or dir="ltr" element of its own, or wrapped in U+2066 … U+2069.
    const isolated = (run: string) =>
      [...segment.querySelectorAll('bdi, [dir="ltr"]')].some((element) => element.textContent === run) ||
      segment.textContent.includes(`\u2066${run}\u2069`);
    expect(segment.textContent).toContain('Turkish Airlines');
    expect(isolated('Turkish Airlines')).toBe(true);
    expect(isolated('TK100')).toBe(true);
    expect(segment.textContent).toContain('الرحلة');
  });
});
