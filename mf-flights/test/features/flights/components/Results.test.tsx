// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@trabzon/i18n';
import { MemoryRouter } from '@trabzon/router';
import { useLocaleStore, type Language } from '@trabzon/stores';
import { AppProviders } from '@trabzon/ui';
import { Results } from '../../../../src/features/flights/components/Results';
import { textsReady } from '../../../../src/features/flights/i18n';
import { oneWayOffer } from '../../../fixtures/offer';

async function renderIn(language: Language, passengers: number) {
  // As the language menu does: the store's change loads the remote's texts, then switches.
  useLocaleStore.getState().setLanguage(language);
  await waitFor(() => expect(i18n.language === language && i18n.hasResourceBundle(language, 'flights')).toBe(true));
  const offer = oneWayOffer({ departAt: '2030-12-01T08:30:00', arriveAt: '2030-12-01T10:25:00', travellers: passengers });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/flights']}>
        <Results
          offers={[offer]}
          dictionaries={undefined}
          passengers={passengers}
          loading={false}
          failed={false}
          onRetry={() => undefined}
          onSelect={() => undefined}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByTestId('flight-price').nextElementSibling?.textContent;
}

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await textsReady;
});
afterEach(() => cleanup());

describe('Results: the total under each price', () => {
  it('names the passengers in Arabic with the grammar of their number', async () => {
    expect(await renderIn('ar', 2)).toBe('المجموع لمسافرَين');
    cleanup();
    expect(await renderIn('ar', 1)).toBe('المجموع لمسافر واحد');
    cleanup();
    expect(await renderIn('ar', 3)).toBe('المجموع لـ3 مسافرين');
  });

  it('reads as before in English and Turkish', async () => {
    expect(await renderIn('en', 2)).toBe('total for 2 passengers');
    cleanup();
    expect(await renderIn('en', 1)).toBe('total for 1 passenger');
    cleanup();
    expect(await renderIn('tr', 2)).toBe('2 yolcu için toplam');
  });
});
