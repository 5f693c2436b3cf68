// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { AppProviders } from '@trabzon/ui';
import { FlightDetails } from '../../../../src/features/flights/components/FlightDetails';
import { textsReady } from '../../../../src/features/flights/i18n';
import { oneWayOffer } from '../../../fixtures/offer';

/** An overnight flight: 22:50 in Trabzon, 00:35 the next day in Istanbul. */
const offer = oneWayOffer({ departAt: '2030-12-01T22:50:00', arriveAt: '2030-12-02T00:35:00', duration: 'PT1H45M' });

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await textsReady;
  await i18n.changeLanguage('en');
});
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
});
