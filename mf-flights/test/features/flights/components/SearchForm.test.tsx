// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AIRPORTS } from '@trabzon/contracts/airports';
import { FLIGHT_LIMITS } from '@trabzon/contracts/constants';
import { addDays, todayIso } from '@trabzon/dates';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { AppProviders } from '@trabzon/ui';
import { SearchForm } from '../../../../src/features/flights/components/SearchForm';
import { textsReady } from '../../../../src/features/flights/i18n';
import { SEARCH_ERROR_VALUES, defaultSearch } from '../../../../src/features/flights/model/search';
import { expectTapTarget } from '../../../fixtures/tapTarget';

async function renderIn(language: 'en' | 'tr' | 'ar') {
  // As the language menu does: the store's change loads the remote's texts, then switches.
  useLocaleStore.getState().setLanguage(language);
  await waitFor(() => expect(i18n.language === language && i18n.hasResourceBundle(language, 'flights')).toBe(true));
  render(
    <AppProviders>
      <SearchForm initial={defaultSearch('2030-01-10')} onSearch={() => undefined} />
    </AppProviders>,
  );
  const origin = screen.getAllByRole('combobox')[0]!;
  return (code: string) =>
    within(origin)
      .getAllByRole('option')
      .find((option) => (option as HTMLOptionElement).value === code)?.textContent;
}

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await textsReady;
});
afterEach(() => cleanup());

describe('SearchForm airports', () => {
  it("name each airport's city and the airport itself in the page's language, with its code", async () => {
    const en = await renderIn('en');
    expect(en('DXB')).toBe('Dubai (DXB) – Dubai International Airport');
    expect(en('TZX')).toBe('Trabzon (TZX) – Trabzon Airport');
    cleanup();
    const tr = await renderIn('tr');
    expect(tr('CAI')).toBe('Kahire (CAI) – Kahire Uluslararası Havalimanı');
    expect(tr('MUC')).toBe('Münih (MUC) – Münih Havalimanı');
    expect(tr('TZX')).toBe('Trabzon (TZX) – Trabzon Havalimanı');
    cleanup();
    const ar = await renderIn('ar');
    expect(ar('DXB')).toBe('دبي (DXB) – مطار دبي الدولي');
    expect(ar('TZX')).toBe('طرابزون (TZX) – مطار طرابزون');
    expect(ar('TZX')).toContain('مطار طرابزون');
    expect(ar('TZX')).not.toContain('Trabzon Airport');
  });

  it('have a city in every language for every airport of the list (en as in the list)', async () => {
    for (const language of ['en', 'tr', 'ar'] as const) {
      const { default: texts } = (await import(`../../../../src/features/flights/locales/${language}.json`)) as {
        default: { search: { cities: Record<string, string> } };
      };
      const missing = AIRPORTS.filter((airport) => !texts.search.cities[airport.code]?.trim()).map((airport) => airport.code);
      expect({ language, missing }).toEqual({ language, missing: [] });
      if (language === 'en') for (const airport of AIRPORTS) expect(texts.search.cities[airport.code]).toBe(airport.city);
    }
  });

  it('have an airport name in every language for every airport of the list (en as in the list, tr and ar translated)', async () => {
    const texts = async (language: 'en' | 'tr' | 'ar') =>
      (
        (await import(`../../../../src/features/flights/locales/${language}.json`)) as {
          default: { search: { airports?: Record<string, string> } };
        }
      ).default.search.airports ?? {};
    const en = await texts('en');
    for (const airport of AIRPORTS)
      expect({ code: airport.code, name: en[airport.code] }).toEqual({ code: airport.code, name: airport.name });
    for (const language of ['tr', 'ar'] as const) {
      const names = await texts(language);
      const missing = AIRPORTS.filter((airport) => !names[airport.code]?.trim()).map((airport) => airport.code);
      expect({ language, missing }).toEqual({ language, missing: [] });
      // A proper translation, not the English name copied over.
      const untranslated = AIRPORTS.filter((airport) => names[airport.code] === airport.name).map((airport) => airport.code);
      expect({ language, untranslated }).toEqual({ language, untranslated: [] });
    }
    // Arabic names are written in Arabic script.
    const ar = await texts('ar');
    const latin = AIRPORTS.filter((airport) => /[A-Za-z]/.test(ar[airport.code] ?? '')).map((airport) => airport.code);
    expect(latin).toEqual([]);
  });
});

describe('SearchForm trip type', () => {
  it('offers radios a finger can hit (20 × 20 px), each chosen by tapping its label', async () => {
    await renderIn('en');
    const roundTrip = screen.getByRole('radio', { name: 'Round trip' }) as HTMLInputElement;
    const oneWay = screen.getByRole('radio', { name: 'One way' }) as HTMLInputElement;
    expectTapTarget(roundTrip);
    expectTapTarget(oneWay);
    expect(roundTrip.checked).toBe(true);
    fireEvent.click(screen.getByText('One way'));
    expect(oneWay.checked).toBe(true);
    fireEvent.click(screen.getByText('Round trip'));
    expect(roundTrip.checked).toBe(true);
  });
});

describe('SearchForm: a refused search', () => {
  it('puts the focus on the first wrong field, whose message is then read (13/45/2026 as the departure)', async () => {
    useLocaleStore.getState().setLanguage('en');
    await waitFor(() => expect(i18n.language).toBe('en'));
    const onSearch = vi.fn();
    render(
      <AppProviders>
        <SearchForm initial={defaultSearch(todayIso())} onSearch={onSearch} />
      </AppProviders>,
    );
    // Under happy-dom a list registered with react-hook-form starts on its first option (TZX): choose the destination.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'IST' } });
    const departure = screen.getByLabelText('Departure date');
    fireEvent.change(departure, { target: { value: '13/45/2026' } });
    fireEvent.blur(departure);
    const submit = screen.getByRole('button', { name: 'Search flights' });
    submit.focus();
    fireEvent.click(submit);

    await waitFor(() => expect(document.activeElement).toBe(departure));
    expect(departure.getAttribute('aria-invalid')).toBe('true');
    const described = (departure.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Enter the date as MM/DD/YYYY.');
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe('SearchForm: while a search runs', () => {
  it('keeps its button focusable (aria-disabled, not disabled) and ignores another press', async () => {
    useLocaleStore.getState().setLanguage('en');
    await waitFor(() => expect(i18n.language).toBe('en'));
    const onSearch = vi.fn();
    render(
      <AppProviders>
        <SearchForm initial={defaultSearch(todayIso())} onSearch={onSearch} busy />
      </AppProviders>,
    );
    const submit = screen.getByRole('button', { name: 'Search flights' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    submit.focus();
    fireEvent.click(submit);
    fireEvent.submit(screen.getByTestId('flight-search-form'));
    // handleSubmit is asynchronous: give a search time to go out, if one were to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSearch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(submit);
  });
});

describe('SearchForm: the messages of a refused search', () => {
  const LANGUAGES = ['en', 'tr', 'ar'] as const;
  const errorTexts = async (language: (typeof LANGUAGES)[number]) =>
    (
      (await import(`../../../../src/features/flights/locales/${language}.json`)) as {
        default: { search: { errors: Record<string, string> } };
      }
    ).default.search.errors;

  it('write no limit of their own: every number comes from the constant the form checks', async () => {
    for (const language of LANGUAGES) {
      const withDigits = Object.entries(await errorTexts(language)).filter(([, text]) => /\d/.test(text));
      expect({ language, withDigits }).toEqual({ language, withDigits: [] });
    }
  });

  it('write the passengers and days the form and the API take, in every language', async () => {
    const { min, max, days } = { min: FLIGHT_LIMITS.minPassengers, max: FLIGHT_LIMITS.maxPassengers, days: FLIGHT_LIMITS.maxDaysAhead };
    expect(SEARCH_ERROR_VALUES).toEqual({ min, max, days });
    for (const language of LANGUAGES) {
      useLocaleStore.getState().setLanguage(language); // loads the remote's texts in that language
      await waitFor(() => expect(i18n.language === language && i18n.hasResourceBundle(language, 'flights')).toBe(true));
      const t = i18n.getFixedT(language, 'flights');
      const passengers = t('search.errors.passengers', SEARCH_ERROR_VALUES);
      expect({ language, passengers }).toEqual({ language, passengers: expect.stringMatching(new RegExp(`${min}\\D+${max}`)) });
      expect(t('search.errors.tooFar', SEARCH_ERROR_VALUES)).toContain(String(days));
    }
  });

  it('say how many days ahead a flight may be searched, beside a departure further ahead (from a link), in every language', async () => {
    for (const language of LANGUAGES) {
      useLocaleStore.getState().setLanguage(language);
      await waitFor(() => expect(i18n.language === language && i18n.hasResourceBundle(language, 'flights')).toBe(true));
      const tooFar = addDays(todayIso(), FLIGHT_LIMITS.maxDaysAhead + 1);
      render(
        <AppProviders>
          <SearchForm
            initial={{ ...defaultSearch(), tripType: 'oneWay', departureDate: tooFar, returnDate: '' }}
            onSearch={() => undefined}
            showErrors
          />
        </AppProviders>,
      );
      const expected = i18n.getFixedT(language, 'flights')('search.errors.tooFar', { days: FLIGHT_LIMITS.maxDaysAhead });
      expect(expected).toContain(String(FLIGHT_LIMITS.maxDaysAhead));
      expect(await screen.findByText(expected)).toBeTruthy();
      cleanup();
    }
  });
});
