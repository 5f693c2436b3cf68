// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@trabzon/i18n';
import { useLocaleStore, type Language } from '@trabzon/stores';
import { TrabzonHotelsScreen } from '../../../src/features/trabzon/TrabzonHotelsScreen';
import { renderAt, startI18n } from '../../helpers';
import { mockProvider, todayBeforeTheStay } from './trabzon-booking';

function open(url: string) {
  mockProvider();
  renderAt(url, '/trabzon-hotels', <TrabzonHotelsScreen />);
  return within(screen.getByTestId('trabzon-search'));
}

beforeAll(async () => {
  await startI18n();
});
beforeEach(todayBeforeTheStay);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('/trabzon-hotels with dates or guests the search cannot use', () => {
  it('guests=99: the form offers 1 to 10 only, searches the default 2 and says so', () => {
    const form = open('/trabzon-hotels?checkIn=2030-07-10&checkOut=2030-07-12&guests=99');
    const guests = form.getByLabelText('Guests') as HTMLSelectElement;
    expect(Array.from(guests.options).map((option) => option.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(guests.value).toBe('2');
    const notice = screen.getByTestId('link-notice');
    expect(notice.dataset).toMatchObject({ dates: 'false', guests: 'true' });
    expect(notice.textContent).toBe(
      'We could not use the number of guests in the link: you can choose 1 to 10. The search uses the values shown in the form.',
    );
  });

  it('dates it cannot search (malformed, past, reversed): the default stay, said', () => {
    for (const query of ['checkIn=garbage', 'checkIn=2020-01-01&checkOut=2020-01-03', 'checkIn=2030-12-20&checkOut=2030-12-10&guests=3']) {
      open(`/trabzon-hotels?${query}`);
      expect(screen.getByTestId('link-notice').dataset).toMatchObject({ dates: 'true', guests: 'false' });
      cleanup();
    }
  });

  it('a check-in the provider does not take yet is said in Turkish and Arabic too, naming the last one it takes', async () => {
    // Today is 2030-06-01 (todayBeforeTheStay): the last check-in is 2032-05-30.
    const texts = {
      tr: 'Bağlantıdaki giriş tarihi kullanılamadı: giriş tarihi en geç 30 May 2032 olabilir',
      ar: 'تعذّر استخدام تاريخ الوصول الوارد في الرابط',
    };
    try {
      for (const [language, text] of Object.entries(texts)) {
        useLocaleStore.getState().setLanguage(language as Language);
        await i18n.changeLanguage(language);
        open('/trabzon-hotels?checkIn=2032-06-01&checkOut=2032-06-03');
        await waitFor(() => expect(screen.getByTestId('link-notice').textContent).toContain(text));
        cleanup();
      }
    } finally {
      useLocaleStore.getState().setLanguage('en');
      await i18n.changeLanguage('en');
    }
  });

  it('says nothing for a link it searches as given, or none', () => {
    for (const url of ['/trabzon-hotels?checkIn=2030-07-10&checkOut=2030-07-12&guests=10', '/trabzon-hotels']) {
      open(url);
      expect(screen.queryByTestId('link-notice')).toBeNull();
      cleanup();
    }
  });
});
