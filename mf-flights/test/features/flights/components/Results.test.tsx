// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@trabzon/i18n';
import { MemoryRouter } from '@trabzon/router';
import { useLocaleStore, type Language } from '@trabzon/stores';
import { AppProviders } from '@trabzon/ui';
import { Results } from '../../../../src/features/flights/components/Results';
import { textsReady } from '../../../../src/features/flights/i18n';
import { oneWayOffer } from '../../../fixtures/offer';
import { expectTapTarget } from '../../../fixtures/tapTarget';

async function renderIn(
  language: Language,
  passengers: number,
  offer = oneWayOffer({ departAt: '2030-12-01T08:30:00', arriveAt: '2030-12-01T10:25:00', travellers: passengers }),
) {
  // As the language menu does: the store's change loads the remote's texts, then switches.
  useLocaleStore.getState().setLanguage(language);
  await waitFor(() => expect(i18n.language === language && i18n.hasResourceBundle(language, 'flights')).toBe(true));
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

describe('Results: an overnight arrival', () => {
  /** 22:30 in Trabzon, 00:15 the next day in Istanbul. */
  const overnight = oneWayOffer({ departAt: '2030-12-01T22:30:00', arriveAt: '2030-12-02T00:15:00', duration: 'PT1H45M' });

  it.each([
    ['en', '+1 day'],
    ['tr', '+1 gün'],
    ['ar', '\u2066+1\u2069 يوم'],
  ] as const)('keeps the arrival time and its marker on one line, the marker whole (%s)', async (language, marker) => {
    await renderIn(language, 1, overnight);
    const sup = screen.getByText(marker);
    expect(sup.tagName).toBe('SUP');
    // One unit, the time and its marker only, which never wraps (white-space is inherited by the marker).
    const unit = sup.parentElement!;
    expect(unit.textContent).toBe(`00:15${marker}`);
    expect(getComputedStyle(unit).whiteSpace).toBe('nowrap');
    expect(unit.querySelector('[dir="ltr"]')?.textContent).toBe('00:15');
  });
});

describe('Results: an arrival on the calendar day before (westward over the date line)', () => {
  /** 00:30 on the 2nd in Tokyo, 12:30 on the 1st in Honolulu (the fixture names other airports; only the times matter). */
  const dateLine = oneWayOffer({ departAt: '2030-12-02T00:30:00', arriveAt: '2030-12-01T12:30:00', duration: 'PT7H' });

  it.each([
    ['en', '\u22121 day'],
    ['tr', '\u22121 gün'],
    ['ar', '\u2066\u22121\u2069 يوم'],
  ] as const)('marks it "−1 day", with a minus sign read aloud, kept with its time (%s)', async (language, marker) => {
    await renderIn(language, 1, dateLine);
    const sup = screen.getByText(marker);
    expect(sup.tagName).toBe('SUP');
    expect(sup.parentElement!.textContent).toBe(`12:30${marker}`);
    expect(getComputedStyle(sup.parentElement!).whiteSpace).toBe('nowrap');
  });

  it('says how many days in English, either way', async () => {
    await renderIn('en', 1, oneWayOffer({ departAt: '2030-12-01T23:00:00', arriveAt: '2030-12-03T06:00:00', duration: 'PT31H' }));
    expect(screen.getByText('+2 days').tagName).toBe('SUP');
    cleanup();
    await renderIn('en', 1, oneWayOffer({ departAt: '2030-12-01T08:30:00', arriveAt: '2030-12-01T10:25:00' }));
    expect(screen.getByTestId('arrival-time').textContent).toBe('10:25');
  });
});

describe('Results: a flight’s duration', () => {
  /** The line under the times: "7 h · Direct". */
  const durationIn = async (language: Language, duration: string) => {
    await renderIn(language, 1, oneWayOffer({ departAt: '2030-12-01T08:30:00', arriveAt: '2030-12-01T10:25:00', duration }));
    const line = screen.getByTestId('leg-outbound').querySelector('.muted:not(:first-child)')?.textContent ?? '';
    cleanup();
    return line.split(' · ')[0];
  };

  it.each([
    ['en', ['7 h', '45 min', '1 h 55 min', '31 h']],
    ['tr', ['7 sa', '45 dk', '1 sa 55 dk', '31 sa']],
    ['ar', ['7 س', '45 د', '1 س 55 د', '31 س']],
  ] as const)('leaves out "0 min" and "0 h" (%s)', async (language, expected) => {
    const shown = [];
    for (const duration of ['PT7H', 'PT45M', 'PT1H55M', 'PT31H']) shown.push(await durationIn(language, duration));
    expect(shown).toEqual(expected);
  });
});

describe('Results: the airline filter', () => {
  it('offers checkboxes a finger can hit (20 × 20 px), each ticked by tapping its label', async () => {
    await renderIn('en', 1);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expectTapTarget(box);
    expect(box.checked).toBe(false);
    fireEvent.click(box.closest('label')!);
    expect(box.checked).toBe(true);
  });
});
