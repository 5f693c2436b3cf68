// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { destinationsApi, packagesApi } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { MemoryRouter, Route, Routes, useLocation } from '@trabzon/router';
import { AddressBar } from '@trabzon/router/testing';
import { useLocaleStore } from '@trabzon/stores';
import { AppProviders, queryClient } from '@trabzon/ui';
import { PackagesListScreen } from '../../../src/features/list/PackagesListScreen';
import { PACKAGE_CARD as CARD, renderAt, startI18n } from '../../helpers';

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/packages?page= past the last page', () => {
  it('opens the last page instead of an empty one with no way back', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
    // 9 packages: 2 pages. Page 9 comes back empty from the API.
    const list = vi
      .spyOn(packagesApi, 'list')
      .mockImplementation(async (query = {}) =>
        (query.page ?? 1) <= 2
          ? { results: [CARD], total: 9, pages: 2, page: query.page ?? 1 }
          : { results: [], total: 9, pages: 2, page: query.page ?? 1 },
      );
    renderAt('/packages?duration=1-3&page=9', <PackagesListScreen />);
    expect((await screen.findAllByRole('link', { name: /Highlands by day/ })).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('packages-empty')).toBeNull();
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }), expect.anything());
  });
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

describe('/packages in Turkish: the price filter', () => {
  it('reads "1.000" as 1000, as its own error message writes "100.000"', async () => {
    useLocaleStore.getState().setLanguage('tr');
    await waitFor(() => expect(i18n.language === 'tr' && i18n.hasResourceBundle('tr', 'packages')).toBe(true));
    try {
      vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
      const list = vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
      renderAt(
        '/packages',
        <>
          <PackagesListScreen />
          <Address />
        </>,
      );
      const min = screen.getByTestId('filter-minPrice');
      fireEvent.change(min, { target: { value: '1.000' } });
      fireEvent.change(screen.getByTestId('filter-maxPrice'), { target: { value: '1.500,50' } });
      expect(screen.queryAllByText('0 ile 100.000 arasında bir fiyat girin')).toEqual([]);
      fireEvent.blur(min);
      const address = new URLSearchParams(screen.getByTestId('address').textContent);
      expect(address.get('minPrice')).toBe('1000');
      expect(address.get('maxPrice')).toBe('1500.5');
      await waitFor(() =>
        expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ minPrice: 1000, maxPrice: 1500.5 }), expect.anything()),
      );
      // The fields keep the Turkish way of writing the prices.
      expect((min as HTMLInputElement).value).toBe('1.000');
      expect((screen.getByTestId('filter-maxPrice') as HTMLInputElement).value).toBe('1.500,5');
      // A Turkish "1.5" is not a number: applied, it stays in the field with an error saying what a
      // price is, and the address and the list go without a minimum, as the error says.
      fireEvent.change(min, { target: { value: '1.5' } });
      expect(screen.queryByTestId('minPrice-refused')).toBeNull();
      fireEvent.blur(min);
      expect(screen.getByTestId('minPrice-refused').textContent).toBe(
        '0 ile 100.000 arasında, en fazla 2 ondalıklı bir fiyat girin. O zamana kadar paketler en düşük fiyat sınırı olmadan gösteriliyor.',
      );
      await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?maxPrice=1500.5'));
      expect((min as HTMLInputElement).value).toBe('1.5');
      await waitFor(() => expect(list.mock.lastCall?.[0]).toMatchObject({ maxPrice: 1500.5 }));
      expect(list.mock.lastCall?.[0]).not.toHaveProperty('minPrice');
    } finally {
      useLocaleStore.getState().setLanguage('en');
      await waitFor(() => expect(i18n.language).toBe('en'));
    }
  });
});

/** The destinations, in the language the API is asked for (the page's, unless the query names one). */
const DESTINATIONS = {
  en: [
    { _id: 'd1', slug: 'uzungol', name: 'Uzungöl' },
    { _id: 'd2', slug: 'sumela', name: 'Sumela Monastery' },
  ],
  tr: [
    { _id: 'd1', slug: 'uzungol', name: 'Uzungöl' },
    { _id: 'd2', slug: 'sumela', name: 'Sümela Manastırı' },
  ],
  ar: [
    { _id: 'd1', slug: 'uzungol', name: 'أوزنجول' },
    { _id: 'd2', slug: 'sumela', name: 'دير سوميلا' },
  ],
};

function mockDestinations() {
  return vi.spyOn(destinationsApi, 'list').mockImplementation(async (_query, options) => {
    const lang = (options?.language ?? 'en') as keyof typeof DESTINATIONS;
    const results = DESTINATIONS[lang].map((d) => ({ ...d, country: 'Türkiye' }));
    return { results, total: results.length } as never;
  });
}

/** The list at `url`, opened from the home page (so Back has somewhere to go). */
function openFromHome(url: string) {
  queryClient.clear();
  const list = (
    <>
      <PackagesListScreen />
      <AddressBar />
    </>
  );
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/', url]} initialIndex={1}>
        <Routes>
          <Route path="/" element={<AddressBar />} />
          <Route path="/packages" element={list} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const address = () => screen.getByTestId('address').textContent;
const destinationSelect = () => screen.getByTestId('filter-destination') as HTMLSelectElement;
const optionTexts = () => Array.from(destinationSelect().options, (option) => option.textContent);

describe('/packages?destination= naming a destination', () => {
  it('by its name ("Uzungöl"): selects it, searches it by its slug and writes the slug in place (Back goes home)', async () => {
    mockDestinations();
    const list = vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
    openFromHome('/packages?destination=Uzung%C3%B6l&sort=rating');
    await waitFor(() => expect(address()).toBe('/packages?destination=uzungol&sort=rating'));
    expect(destinationSelect().value).toBe('uzungol');
    expect(optionTexts()).toEqual(['Any destination', 'Uzungöl', 'Sumela Monastery']);
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ destination: 'uzungol' }), expect.anything()));
    // The name as it is was never searched (the API knows slugs and ids only: it would find nothing).
    for (const [query] of list.mock.calls) expect(query).toMatchObject({ destination: 'uzungol' });
    expect(screen.queryByTestId('destination-unknown')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('/'));
  });

  it('by its slug in capitals, with or without Turkish letters, or its name in another language', async () => {
    mockDestinations();
    const list = vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
    const cases = [
      ['UZUNGOL', 'uzungol'],
      ['uzungöl', 'uzungol'],
      ['  UZUNGÖL ', 'uzungol'],
      ['أوزنجول', 'uzungol'],
      ['SÜMELA MANASTIRI', 'sumela'],
      ['sumela manastiri', 'sumela'],
      ['d2', 'sumela'],
    ];
    for (const [value, slug] of cases) {
      openFromHome(`/packages?destination=${encodeURIComponent(value)}`);
      await waitFor(() => expect({ value, address: address() }).toEqual({ value, address: `/packages?destination=${slug}` }));
      expect(destinationSelect().value).toBe(slug);
      await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ destination: slug }), expect.anything()));
      cleanup();
    }
  });

  it('none of them: no dropdown entry, dropped from the address in place, all packages, and a status line', async () => {
    mockDestinations();
    const list = vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
    openFromHome('/packages?destination=Atlantis&duration=short');
    await waitFor(() => expect(address()).toBe('/packages?duration=short'));
    expect(optionTexts()).toEqual(['Any destination', 'Uzungöl', 'Sumela Monastery']);
    expect(destinationSelect().value).toBe('');
    const notice = screen.getByTestId('destination-unknown');
    expect(notice.getAttribute('role')).toBe('status');
    // The name as typed, isolated so an Arabic page does not reorder it.
    expect(notice.textContent).toBe('No destination is called “\u2068Atlantis\u2069”, so all packages are shown.');
    await waitFor(() => expect(list).toHaveBeenCalled());
    for (const [query] of list.mock.calls) expect(query).not.toHaveProperty('destination');
    expect(await screen.findAllByRole('link', { name: /Highlands by day/ })).not.toHaveLength(0);
    // The next choice of the visitor's own replaces the notice.
    fireEvent.change(destinationSelect(), { target: { value: 'sumela' } });
    expect(address()).toBe('/packages?duration=short&destination=sumela');
    expect(screen.queryByTestId('destination-unknown')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('/packages?duration=short'));
  });

  it('keeps the value while the destinations are still loading, and searches nothing by a name meanwhile', async () => {
    // The page's language's list answers when the test says; the other languages' at once.
    let answer: (value: never) => void = () => undefined;
    vi.spyOn(destinationsApi, 'list')
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValue({ results: [], total: 0 } as never);
    const list = vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
    openFromHome('/packages?destination=Atlantis');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(address()).toBe('/packages?destination=Atlantis');
    expect(optionTexts()).toEqual(['Any destination']);
    expect(screen.queryByTestId('destination-unknown')).toBeNull();
    expect(list).not.toHaveBeenCalled();
    answer({ results: [], total: 0 } as never);
    await waitFor(() => expect(address()).toBe('/packages'));
    await waitFor(() => expect(list).toHaveBeenCalled());
    expect(screen.getByTestId('destination-unknown')).toBeTruthy();
  });
  it('keeps and searches the value as it is when the destinations cannot be loaded', async () => {
    vi.spyOn(destinationsApi, 'list').mockRejectedValue(new Error('Network Error'));
    const list = vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 0, page: 1 });
    openFromHome('/packages?destination=Uzung%C3%B6l');
    await waitFor(() => expect(list).toHaveBeenCalledWith(expect.objectContaining({ destination: 'Uzungöl' }), expect.anything()), {
      timeout: 3000,
    });
    expect(address()).toBe('/packages?destination=Uzung%C3%B6l');
    expect(destinationSelect().value).toBe('Uzungöl');
    expect(screen.queryByTestId('destination-unknown')).toBeNull();
  });
});

describe('/packages?sort= the list does not know', () => {
  it('sorts by the default, and the address drops the sort in place (Back goes home)', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    const list = vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
    openFromHome('/packages?sort=bogus&duration=long');
    await waitFor(() => expect(address()).toBe('/packages?duration=long'));
    for (const [query] of list.mock.calls) expect(query).toMatchObject({ sort: 'popularity' });
    expect((screen.getByTestId('sort') as HTMLSelectElement).value).toBe('popularity');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('/'));
  });
});

describe('/packages?page=: the address says which page is shown', () => {
  it('a page above the maximum opens page 1, and the address drops `page` in place (Back goes home)', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    const list = vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 9, pages: 2, page: 1 });
    openFromHome('/packages?sort=rating&page=99999');
    await waitFor(() => expect(address()).toBe('/packages?sort=rating'));
    for (const [query] of list.mock.calls) expect(query).toMatchObject({ page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('/'));
  });

  it('a page the list cannot read ("0", "abc", "2.5", "1") is page 1, written without `page`', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
    for (const page of ['0', 'abc', '2.5', '1']) {
      openFromHome(`/packages?page=${page}&duration=long`);
      await waitFor(() => expect({ page, address: address() }).toEqual({ page, address: '/packages?duration=long' }));
      cleanup();
    }
  });

  it('a page past the last one opens the last page, and the address says so in place', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    vi.spyOn(packagesApi, 'list').mockImplementation(async (query = {}) =>
      (query.page ?? 1) <= 2
        ? { results: [CARD], total: 9, pages: 2, page: query.page ?? 1 }
        : { results: [], total: 9, pages: 2, page: query.page ?? 1 },
    );
    openFromHome('/packages?page=9');
    await waitFor(() => expect(address()).toBe('/packages?page=2'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('/'));
  });
});

describe('/packages: the price filter, typed field after field', () => {
  it('keeps the maximum typed while the minimum is applied on the way to it, and applies both', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    const list = vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
    openFromHome('/packages');
    const user = userEvent.setup();
    const min = screen.getByTestId('filter-minPrice') as HTMLInputElement;
    const max = screen.getByTestId('filter-maxPrice') as HTMLInputElement;
    await user.click(min);
    await user.keyboard('100');
    // Clicking the maximum applies the minimum (on blur). React Router shows the new address in a
    // transition, which a key typed at once overtakes: one act lets the first key in before it.
    await act(async () => {
      await user.click(max);
      await user.keyboard('5');
    });
    await user.keyboard('00');
    expect(max.value).toBe('500');
    await user.tab();
    await waitFor(() => expect(address()).toBe('/packages?minPrice=100&maxPrice=500'));
    expect(min.value).toBe('100');
    expect(max.value).toBe('500');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ minPrice: 100, maxPrice: 500 }), expect.anything()),
    );
  });
});

/** Packages by the maximum price asked: 2 up to 300, 5 without one. */
function mockPricedList() {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
  return vi.spyOn(packagesApi, 'list').mockImplementation(async (query = {}) => {
    const total = query.maxPrice === undefined ? 5 : 2;
    return { results: [CARD], total, pages: 1, page: 1 };
  });
}

const count = () => screen.getByTestId('packages-count').textContent;

describe('/packages: a price the list cannot use', () => {
  it('is kept in its field with an error, and the address, the search and the announced count go without it', async () => {
    const list = mockPricedList();
    openFromHome('/packages?maxPrice=300');
    await waitFor(() => expect(count()).toBe('2 packages'));
    const user = userEvent.setup();
    const max = screen.getByTestId('filter-maxPrice') as HTMLInputElement;
    for (const text of ['abc', '-50', '150000', '12.345', '1,5']) {
      await user.clear(max);
      await user.type(max, text);
      // No error while it is being typed: the list still searches the value applied.
      expect({ text, error: screen.queryByTestId('maxPrice-refused') }).toEqual({ text, error: null });
      await user.tab();
      const error = screen.getByTestId('maxPrice-refused');
      expect(error.textContent).toBe(
        'Enter a price from 0 to 100,000, with at most 2 decimals. Until then, packages are shown with no maximum price.',
      );
      expect(max.getAttribute('aria-invalid')).toBe('true');
      expect(max.getAttribute('aria-describedby')).toBe(error.id);
      await waitFor(() => expect({ text, address: address() }).toEqual({ text, address: '/packages' }));
      expect(max.value).toBe(text);
      expect(list.mock.lastCall?.[0]).not.toHaveProperty('maxPrice');
      await waitFor(() => expect(count()).toBe('5 packages'));
      // Only the count is announced, as for any other change of the list.
      expect(Array.from(document.querySelectorAll('[aria-live], [role="status"], [role="alert"]'))).toEqual([
        screen.getByTestId('packages-count'),
      ]);
      // Back: the maximum applied before, shown again, with no error.
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(address()).toBe('/packages?maxPrice=300'));
      expect(max.value).toBe('300');
      expect(screen.queryByTestId('maxPrice-refused')).toBeNull();
      await waitFor(() => expect(count()).toBe('2 packages'));
    }
  });

  it('keeps a refused minimum while the maximum is applied, and changing either clears its own error only', async () => {
    const list = mockPricedList();
    openFromHome('/packages');
    const min = screen.getByTestId('filter-minPrice') as HTMLInputElement;
    const max = screen.getByTestId('filter-maxPrice') as HTMLInputElement;
    fireEvent.change(min, { target: { value: 'ten' } });
    fireEvent.blur(min);
    expect(screen.getByTestId('minPrice-refused').textContent).toContain('no minimum price');
    fireEvent.change(max, { target: { value: '300' } });
    fireEvent.blur(max);
    await waitFor(() => expect(address()).toBe('/packages?maxPrice=300'));
    expect(min.value).toBe('ten');
    expect(screen.getByTestId('minPrice-refused')).toBeTruthy();
    await waitFor(() => expect(list.mock.lastCall?.[0]).toMatchObject({ maxPrice: 300 }));
    expect(list.mock.lastCall?.[0]).not.toHaveProperty('minPrice');
    fireEvent.change(min, { target: { value: '10' } });
    expect(screen.queryByTestId('minPrice-refused')).toBeNull();
    fireEvent.blur(min);
    await waitFor(() => expect(address()).toBe('/packages?maxPrice=300&minPrice=10'));
  });
});

describe('/packages: a minimum above the maximum', () => {
  it('typed: swapped, the fields showing the range searched, with a note until a price is changed', async () => {
    const list = mockPricedList();
    openFromHome('/packages');
    const min = screen.getByTestId('filter-minPrice') as HTMLInputElement;
    const max = screen.getByTestId('filter-maxPrice') as HTMLInputElement;
    fireEvent.change(min, { target: { value: '500' } });
    fireEvent.change(max, { target: { value: '100' } });
    fireEvent.blur(max);
    await waitFor(() => expect(address()).toBe('/packages?minPrice=100&maxPrice=500'));
    expect([min.value, max.value]).toEqual(['100', '500']);
    const note = screen.getByTestId('price-swapped');
    expect(note.textContent).toBe('The minimum price was above the maximum, so the two were swapped.');
    expect(min.getAttribute('aria-describedby')).toBe(note.id);
    expect(min.getAttribute('aria-invalid')).toBeNull();
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ minPrice: 100, maxPrice: 500 }), expect.anything()),
    );
    for (const [query = {}] of list.mock.calls) expect(query.minPrice ?? 0).toBeLessThanOrEqual(query.maxPrice ?? Infinity);
    fireEvent.change(min, { target: { value: '50' } });
    expect(screen.queryByTestId('price-swapped')).toBeNull();
  });

  it('linked: searched swapped, the address written so in place (Back goes home), with the note', async () => {
    const list = mockPricedList();
    openFromHome('/packages?minPrice=500&maxPrice=100');
    await waitFor(() => expect(address()).toBe('/packages?minPrice=100&maxPrice=500'));
    expect((screen.getByTestId('filter-minPrice') as HTMLInputElement).value).toBe('100');
    expect((screen.getByTestId('filter-maxPrice') as HTMLInputElement).value).toBe('500');
    expect(screen.getByTestId('price-swapped')).toBeTruthy();
    await waitFor(() => expect(list).toHaveBeenCalled());
    for (const [query] of list.mock.calls) expect(query).toMatchObject({ minPrice: 100, maxPrice: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('/'));
  });
});

describe('/packages: a linked price the list cannot read', () => {
  it('is dropped from the address in place, as from the search and the field', async () => {
    const list = mockPricedList();
    openFromHome('/packages?minPrice=abc&maxPrice=200');
    await waitFor(() => expect(address()).toBe('/packages?maxPrice=200'));
    expect((screen.getByTestId('filter-minPrice') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(list).toHaveBeenCalled());
    for (const [query] of list.mock.calls) expect(query).not.toHaveProperty('minPrice');
  });
});

describe('/packages: Reset', () => {
  it('also empties a price typed but not applied (unreadable here)', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
    openFromHome('/packages');
    const user = userEvent.setup();
    const max = screen.getByTestId('filter-maxPrice') as HTMLInputElement;
    await user.type(max, 'abc');
    await user.tab();
    expect(max.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getAllByRole('button', { name: 'Reset filters' })[0]!);
    expect(max.value).toBe('');
    expect(max.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('/packages for a screen reader', () => {
  it('announces the count alone when the list changes, not the sort field and every card', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
    vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
    const { container } = renderAt('/packages', <PackagesListScreen />);
    expect((await screen.findAllByRole('link', { name: /Highlands by day/ })).length).toBeGreaterThan(0);
    const live = Array.from(container.querySelectorAll('[aria-live]'));
    expect(live).toEqual([screen.getByTestId('packages-count')]);
  });
});

// QA: Arabic read "1–2 يوم" (a singular noun after two), beside "3–4 أيام"; it says "a day or two days".
describe('PackagesListScreen: the duration choices in Arabic', () => {
  afterEach(() => startI18n('en'));
  it('name the short band in natural Arabic', async () => {
    await startI18n('ar');
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
    vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
    renderAt('/packages', <PackagesListScreen />);
    const options = [...(screen.getByTestId('filter-duration') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(['أي مدة', 'يوم أو يومان', '3–4 أيام', '5 أيام أو أكثر']);
  });
});

describe('/packages: the first card’s picture', () => {
  it('loads at once and first (the page preloads it), the others when they come near the screen', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
    vi.spyOn(packagesApi, 'list').mockResolvedValue({
      results: [
        { ...CARD, images: ['/images/packages/first.svg'] },
        { ...CARD, _id: 'p2', slug: 'second', images: ['/images/packages/second.svg'] },
      ],
      total: 2,
      pages: 1,
      page: 1,
    });
    renderAt('/packages', <PackagesListScreen />);
    await waitFor(() => expect(screen.getAllByTestId('package-card')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('package-card').map((card) => card.querySelector('img')!);
    expect([first!.getAttribute('loading'), first!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([second!.getAttribute('loading'), second!.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });
});
