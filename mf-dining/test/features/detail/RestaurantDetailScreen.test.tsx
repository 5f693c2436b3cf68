// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { restaurantsApi, type RestaurantDetail } from '@trabzon/api-client';
import { Link } from '@trabzon/router';
import { addDays, todayIso } from '@trabzon/dates';
import { ScreenSwitch } from '@trabzon/ui';
import { RestaurantDetailScreen } from '../../../src/features/detail/RestaurantDetailScreen';
import { renderWithProviders, startI18n } from '../../render';
import { RESTAURANT } from './fixtures';

/** A phone (the QA's 390 px): the panel comes after the gallery, menu, hours and reviews. */
const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;

beforeAll(() => viewport.setViewport({ width: 390, height: 844 }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDetail() {
  vi.spyOn(restaurantsApi, 'get').mockResolvedValue(RESTAURANT);
  vi.spyOn(restaurantsApi, 'slots').mockResolvedValue({ date: '', partySize: 2, seatingMinutes: 90, slots: [] });
  // As the remote mounts it (the screen reads its id from the ScreenSwitch; a <Route> gave it none).
  renderWithProviders(
    <ScreenSwitch routes={[{ path: '/restaurants/:id', Screen: RestaurantDetailScreen }]} fallback={null} />,
    '/restaurants/hamsi-kosku',
  );
}

describe('/restaurants/:id on a phone: the reservation panel from the top of the page', () => {
  it.each([
    ['en', 'Reserve a table', 'Make a reservation'],
    ['tr', 'Masa ayırtın', 'Rezervasyon yap'],
    ['ar', 'احجز طاولة', 'احجز طاولة'],
  ] as const)(
    'in %s, a button under the title brings the panel into view with the focus on its heading',
    async (language, label, title) => {
      await startI18n(language);
      const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
      renderDetail();
      const heading = await screen.findByRole('heading', { level: 1, name: 'Hamsi Köşkü' });
      const shortcut = screen.getByRole('button', { name: label });
      // Near the top: right after the restaurant's name, before the gallery and the sections.
      expect(heading.compareDocumentPosition(shortcut) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(shortcut.compareDocumentPosition(document.getElementById('about')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      fireEvent.click(shortcut);
      const panelTitle = screen.getByRole('heading', { level: 2, name: title });
      expect(document.activeElement).toBe(panelTitle);
      expect(screen.getByTestId('reservation-panel').contains(panelTitle)).toBe(true);
      expect(scroll.mock.contexts).toContain(screen.getByTestId('reservation-panel'));
    },
  );
});

describe('/restaurants/:id to another restaurant on the same route', () => {
  const OTHER = { ...RESTAURANT, _id: 'r2', slug: 'kuymak-evi', name: 'Kuymak Evi' } as RestaurantDetail;

  it("starts the reservation form afresh, not from the previous restaurant's choice", async () => {
    await startI18n('en');
    vi.spyOn(restaurantsApi, 'get').mockImplementation(async (id) => (id === OTHER.slug ? OTHER : RESTAURANT));
    vi.spyOn(restaurantsApi, 'slots').mockResolvedValue({ date: '', partySize: 2, seatingMinutes: 90, slots: [] });
    renderWithProviders(
      <>
        <Link to={`/restaurants/${RESTAURANT.slug}`}>First</Link>
        <Link to={`/restaurants/${OTHER.slug}`}>Second</Link>
        {/* As the remote mounts it: one screen element for every /restaurants/:id. */}
        <ScreenSwitch routes={[{ path: '/restaurants/:id', Screen: RestaurantDetailScreen }]} fallback={null} />
      </>,
      `/restaurants/${RESTAURANT.slug}`,
    );
    await screen.findByRole('heading', { level: 1, name: RESTAURANT.name });
    // The other restaurant's page, where a date and a request are chosen.
    fireEvent.click(screen.getByRole('link', { name: 'Second' }));
    await screen.findByRole('heading', { level: 1, name: OTHER.name });
    const later = addDays(todayIso(), 3);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: later } });
    fireEvent.change(screen.getByLabelText('Special requests'), { target: { value: 'A window table' } });
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(later);

    // Back to the first restaurant, already loaded: its page shows at once, with a fresh form.
    fireEvent.click(screen.getByRole('link', { name: 'First' }));
    expect(await screen.findByRole('heading', { level: 1, name: RESTAURANT.name })).toBeTruthy();
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(todayIso());
    expect((screen.getByLabelText('Special requests') as HTMLTextAreaElement).value).toBe('');
  });
});
