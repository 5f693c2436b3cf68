// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { destinationsApi } from '@trabzon/api-client';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { SearchPanel } from '../../../src/features/home/components/SearchPanel';
import { registerHomeTranslations } from '../../../src/features/home/i18n';
import { startI18n } from '../../helpers/i18n';
import { i18n } from '@trabzon/i18n';

let navigateTo: ReturnType<typeof useNavigate> = () => undefined;
function CaptureNavigate() {
  navigateTo = useNavigate();
  return null;
}

/** Where a search went: the list's path and query. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderPanel() {
  queryClient.clear();
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<SearchPanel />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

beforeAll(() => startI18n(registerHomeTranslations));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('home search panel', () => {
  it('shows and hides the search with a drawn sign (no minus sign as text, which no site font has)', () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Show or hide the search' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-sign')).toBe('minus');
    expect(toggle.textContent).toBe('Show or hide the search');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-sign')).toBe('plus');
  });

  it('is as it was sent when the browser comes Back from the list it opened', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    queryClient.clear();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/']}>
          <CaptureNavigate />
          <Routes>
            <Route path="/" element={<SearchPanel />} />
            <Route path="/hotels" element={<p>Hotels list</p>} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Hotels list')).toBeTruthy();

    await act(async () => {
      await navigateTo(-1);
    });
    expect((screen.getByLabelText('Guests') as HTMLSelectElement).value).toBe('3');
  });

  it('the Taxis tab chooses places of the taxi page, and the taxi page gets them with the date, time and passengers', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    renderPanel();
    tab('Taxis');
    const from = screen.getByLabelText('Pickup location') as HTMLSelectElement;
    expect(from.tagName).toBe('SELECT');
    expect(from.value).toBe('TZX');
    expect((screen.getByLabelText('Drop-off location') as HTMLSelectElement).value).toBe('TZX_CITY');
    expect([...from.options].map((o) => o.textContent)).toContain('Uzungöl');
    fireEvent.change(from, { target: { value: 'UZUNGOL' } });
    fireEvent.change(screen.getByLabelText('Drop-off location'), { target: { value: 'TZX' } });
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2099-01-05' } });
    fireEvent.change(screen.getByLabelText('Pickup time'), { target: { value: '18:30' } });
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const landed = new URL((await screen.findByTestId('landed')).textContent!, 'http://site');
    expect(landed.pathname).toBe('/taxis');
    expect(Object.fromEntries(landed.searchParams)).toMatchObject({
      pickupLocation: 'UZUNGOL',
      dropoffLocation: 'TZX',
      pickupDate: '2099-01-05',
      pickupTime: '18:30',
      guests: '3',
    });
  });

  it('refuses a taxi from a place to the same place, and a message leaves with its tab', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    renderPanel();
    tab('Taxis');
    fireEvent.change(screen.getByLabelText('Drop-off location'), { target: { value: 'TZX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Pickup and drop-off must be different places');
    expect(screen.queryByTestId('landed')).toBeNull();
    tab('Packages');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the Packages tab starts at tomorrow, the first day a package can start', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    // 12:00 in Istanbul on Nov 26 (only Date is faked).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    try {
      renderPanel();
      expect((screen.getByLabelText('Check-in') as HTMLInputElement).value).toBe('2026-11-26');
      tab('Packages');
      const start = screen.getByLabelText('Start date') as HTMLInputElement;
      expect(start.min).toBe('2026-11-27');
      expect(start.value).toBe('2026-11-27');
    } finally {
      vi.useRealTimers();
    }
  });

  // 12:00 in Istanbul on Nov 26 (only Date is faked).
  const at = (fn: () => void | Promise<void>) => async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    try {
      renderPanel();
      await fn();
    } finally {
      vi.useRealTimers();
    }
  };
  const search = (label: string, value: string) => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  };
  /** The refusal: the message, the field marked invalid and described by it, and no list opened. */
  const refused = (label: string, message: string) => {
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(message);
    const input = screen.getByLabelText(label);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByTestId('landed')).toBeNull();
  };

  describe('the dates the tabs share, when the Packages tab (tomorrow at the earliest) is opened', () => {
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    const landedQuery = async () =>
      Object.fromEntries(new URL((await screen.findByTestId('landed')).textContent!, 'http://site').searchParams);

    it(
      "leaves the Hotels tab's dates as they were, and the package search sends tomorrow",
      at(async () => {
        tab('Packages');
        expect(value('Start date')).toBe('2026-11-27');
        tab('Hotels');
        expect([value('Check-in'), value('Check-out')]).toEqual(['2026-11-26', '2026-11-27']);
        tab('Packages');
        fireEvent.click(screen.getByRole('button', { name: 'Search' }));
        expect(await landedQuery()).toMatchObject({ checkIn: '2026-11-27' });
      }),
    );

    it(
      'the hotel search sent after a look at Packages keeps its own dates',
      at(async () => {
        tab('Packages');
        tab('Hotels');
        fireEvent.click(screen.getByRole('button', { name: 'Search' }));
        expect(await landedQuery()).toMatchObject({ checkIn: '2026-11-26', checkOut: '2026-11-27' });
      }),
    );

    it(
      'a later check-in chosen on Hotels is the package start too, as it breaks no package rule',
      at(() => {
        fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2026-12-05' } });
        tab('Packages');
        expect(value('Start date')).toBe('2026-12-05');
      }),
    );
  });

  describe("a start date typed in the past (the picker's min does not stop typing)", () => {
    it(
      'Hotels: refuses a check-in before today (Istanbul) at the field, and opens the list from today on',
      at(async () => {
        search('Check-in', '2020-01-01');
        refused('Check-in', 'Check-in cannot be in the past');
        expect(screen.getByLabelText('Check-out').getAttribute('aria-invalid')).toBeNull();
        search('Check-in', '2026-11-26');
        expect((await screen.findByTestId('landed')).textContent).toContain('/hotels?');
      }),
    );

    it(
      'Restaurants: refuses a date before today',
      at(() => {
        tab('Restaurants');
        search('Date', '2026-11-25');
        refused('Date', 'The date cannot be in the past');
      }),
    );

    it(
      'Taxis: refuses a pickup date before today',
      at(() => {
        tab('Taxis');
        search('Pickup date', '2026-11-25');
        refused('Pickup date', 'The pickup date cannot be in the past');
      }),
    );

    it(
      'Packages: refuses a start before tomorrow, the first day a package can start',
      at(() => {
        tab('Packages');
        search('Start date', '2026-11-26');
        refused('Start date', 'A package can start tomorrow at the earliest');
      }),
    );

    it(
      'says so in Turkish and Arabic',
      at(async () => {
        for (const [language, submit, message] of [
          ['tr', 'Ara', 'Giriş tarihi geçmiş bir gün olamaz'],
          ['ar', null, 'لا يمكن أن يكون تاريخ الوصول في الماضي'],
        ] as const) {
          await act(async () => {
            await i18n.changeLanguage(language);
          });
          const checkIn = screen.getByTestId('home-search').querySelector('input[name="checkIn"]')!;
          fireEvent.change(checkIn, { target: { value: '2020-01-01' } });
          if (submit) expect(screen.getByTestId('home-search-submit').textContent).toBe(submit);
          fireEvent.click(screen.getByTestId('home-search-submit'));
          expect(screen.getByRole('alert').textContent).toBe(message);
        }
        await act(async () => {
          await i18n.changeLanguage('en');
        });
      }),
    );
  });

  describe("a table's date after the restaurants' booking window (60 days, Istanbul's days)", () => {
    it(
      'the date picker ends on the last bookable day, as it starts on today',
      at(() => {
        tab('Restaurants');
        const date = screen.getByLabelText('Date') as HTMLInputElement;
        expect(date.min).toBe('2026-11-26');
        expect(date.max).toBe('2027-01-25');
      }),
    );

    it(
      'refuses a later date typed by hand at the field, in three languages, and opens the list for the last day',
      at(async () => {
        tab('Restaurants');
        search('Date', '2027-01-26');
        refused('Date', 'Tables can be reserved at most 60 days ahead: please choose an earlier date');
        await inLanguages(
          [
            ['tr', 'Masalar en fazla 60 gün önceden ayrılabilir: lütfen daha yakın bir tarih seçin'],
            ['ar', 'يمكن حجز الطاولات قبل 60 يومًا على الأكثر: يرجى اختيار تاريخ أقرب'],
          ],
          () => fireEvent.click(screen.getByTestId('home-search-submit')),
        );
        search('Date', '2027-01-25');
        expect((await screen.findByTestId('landed')).textContent).toContain('/restaurants?');
      }),
    );
  });

  /** In each language, `send` is refused with that language's message; English again afterwards, whatever happened. */
  const inLanguages = async (messages: [language: string, message: string][], send: () => void) => {
    const setLanguage = (language: string) =>
      act(async () => {
        await i18n.changeLanguage(language);
      });
    try {
      for (const [language, message] of messages) {
        await setLanguage(language);
        send();
        expect(screen.getByRole('alert').textContent).toBe(message);
      }
    } finally {
      await setLanguage('en');
    }
  };

  describe("a taxi's pickup time too soon for the taxi page (30 minutes' notice, Istanbul's clock)", () => {
    const taxiAt = (time: string) => {
      tab('Taxis');
      fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2026-11-26' } });
      search('Pickup time', time);
    };

    it(
      'refuses a time already passed today at the time field, focused, and opens /taxis once it is later',
      at(async () => {
        taxiAt('11:30');
        refused('Pickup time', 'This pickup time has already passed: please choose a later time');
        expect(document.activeElement).toBe(screen.getByLabelText('Pickup time'));
        expect(screen.getByLabelText('Pickup date').getAttribute('aria-invalid')).toBeNull();
        search('Pickup time', '12:30');
        expect((await screen.findByTestId('landed')).textContent).toContain('pickupTime=12%3A30');
      }),
    );

    it(
      'refuses a time within the notice',
      at(() => {
        taxiAt('12:20');
        refused('Pickup time', 'A taxi needs at least 30 minutes’ notice: please choose a later time');
        expect(document.activeElement).toBe(screen.getByLabelText('Pickup time'));
      }),
    );

    it(
      'says so in Turkish and Arabic',
      at(async () => {
        tab('Taxis');
        await inLanguages(
          [
            ['tr', 'Bu alış saati geçti: lütfen daha ileri bir saat seçin'],
            ['ar', 'لقد مضى وقت الاستلام هذا: يرجى اختيار وقت لاحق'],
          ],
          () => {
            const form = screen.getByTestId('home-search');
            fireEvent.change(form.querySelector('input[name="pickupDate"]')!, { target: { value: '2026-11-26' } });
            fireEvent.change(form.querySelector('input[name="pickupTime"]')!, { target: { value: '08:00' } });
            fireEvent.click(screen.getByTestId('home-search-submit'));
          },
        );
      }),
    );
  });

  describe("the Hotels tab's check-out: not in the past, after a check-in, 30 nights at most", () => {
    it(
      'refuses a check-out in the past with an empty check-in, at the check-out field, focused',
      at(() => {
        fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '' } });
        search('Check-out', '2026-11-20');
        refused('Check-out', 'Check-out cannot be in the past');
        expect(document.activeElement).toBe(screen.getByLabelText('Check-out'));
      }),
    );

    it(
      'asks a check-in for a check-out alone, at the check-in field',
      at(() => {
        fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '' } });
        search('Check-out', '2026-11-28');
        refused('Check-in', 'Choose a check-in date for this check-out');
        expect(document.activeElement).toBe(screen.getByLabelText('Check-in'));
      }),
    );

    it(
      'refuses a stay longer than 30 nights, and opens the list for 30',
      at(async () => {
        search('Check-out', '2026-12-27');
        refused('Check-out', 'A stay can be at most 30 nights');
        search('Check-out', '2026-12-26');
        expect((await screen.findByTestId('landed')).textContent).toContain('checkOut=2026-12-26');
      }),
    );

    it(
      'says so in Turkish and Arabic',
      at(async () => {
        const form = screen.getByTestId('home-search');
        fireEvent.change(form.querySelector('input[name="checkIn"]')!, { target: { value: '' } });
        fireEvent.change(form.querySelector('input[name="checkOut"]')!, { target: { value: '2026-11-25' } });
        await inLanguages(
          [
            ['tr', 'Çıkış tarihi geçmiş bir gün olamaz'],
            ['ar', 'لا يمكن أن يكون تاريخ المغادرة في الماضي'],
          ],
          () => fireEvent.click(screen.getByTestId('home-search-submit')),
        );
      }),
    );
  });

  it('marks check-out invalid, described by its message, when it is not after check-in', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    renderPanel();
    fireEvent.change(screen.getByLabelText('Check-out'), {
      target: { value: (screen.getByLabelText('Check-in') as HTMLInputElement).value },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Check-out must be after check-in');
    expect(screen.getByLabelText('Check-out').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('names a destination’s country as the hotel pages do', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({
      results: [{ _id: 'd1', slug: 'trabzon', name: 'Trabzon', country: 'Turkey' }],
      total: 1,
    } as never);
    renderPanel();
    expect(await screen.findByRole('option', { name: 'Trabzon, Türkiye' })).toBeTruthy();
  });

  describe('tabs by keyboard (WAI-ARIA tabs)', () => {
    const selected = () => screen.getByRole('tab', { selected: true });
    const key = (name: string) => fireEvent.keyDown(document.activeElement!, { key: name });
    const names = () => screen.getAllByRole('tab').map((t) => t.textContent);

    it('is one tab stop; the arrows, Home and End choose a tab and move the focus to it; the panel is named by it', () => {
      vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
      renderPanel();
      expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
      const [first, second, , last] = names();
      selected().focus();
      key('ArrowRight');
      expect(selected().textContent).toBe(second);
      expect(document.activeElement).toBe(selected());
      expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([selected()]);
      expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(selected().id);
      expect(selected().getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
      key('End');
      expect(selected().textContent).toBe(last);
      key('ArrowRight'); // wraps
      expect(selected().textContent).toBe(first);
      key('ArrowLeft'); // wraps back
      expect(selected().textContent).toBe(last);
      key('Home');
      expect(selected().textContent).toBe(first);
      expect(document.activeElement).toBe(selected());
    });

    it('in Arabic the arrows follow the drawing: the left arrow goes to the next tab', async () => {
      vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
      await act(async () => {
        await i18n.changeLanguage('ar');
      });
      try {
        renderPanel();
        const [, second] = names();
        selected().focus();
        key('ArrowLeft');
        expect(selected().textContent).toBe(second);
        expect(document.activeElement).toBe(selected());
      } finally {
        await act(async () => {
          await i18n.changeLanguage('en');
        });
      }
    });
  });
});
