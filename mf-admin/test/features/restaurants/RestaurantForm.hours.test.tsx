// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRestaurantsApi, destinationsApi } from '@trabzon/api-client';
import { RestaurantForm } from '../../../src/features/restaurants/RestaurantForm';
import { dayTimesNote } from '../../../src/features/restaurants/model';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';
import { RESTAURANT } from './fixtures';

const times = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;

/** Renders the form, waits for it, and sets Monday's times. */
async function mondayFrom(open: string, close: string) {
  renderAdmin(<RestaurantForm restaurant={RESTAURANT} onSaved={vi.fn()} onCancel={vi.fn()} />);
  await screen.findByTestId('restaurant-form');
  fireEvent.change(times('Monday: Opens'), { target: { value: open } });
  fireEvent.change(times('Monday: Closes'), { target: { value: close } });
  return times('Monday: Closes');
}

/** The text that describes an input (its aria-describedby). */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('dayTimesNote: a day’s times as the API reads them', () => {
  it('is "nextDay" for a close before the open, "sameTime" for equal times (refused), and nothing otherwise', () => {
    expect(dayTimesNote({ closed: false, open: '23:00', close: '10:00' })).toBe('nextDay');
    expect(dayTimesNote({ closed: false, open: '17:00', close: '00:30' })).toBe('nextDay');
    expect(dayTimesNote({ closed: false, open: '18:00', close: '18:00' })).toBe('sameTime');
    expect(dayTimesNote({ closed: false, open: '12:00', close: '22:00' })).toBeNull();
    expect(dayTimesNote({ closed: true, open: '23:00', close: '10:00' })).toBeNull();
    expect(dayTimesNote({ closed: false, open: '23:00', close: '' })).toBeNull();
  });
});

describe('the restaurant form’s opening hours', () => {
  it('says under a day that closes after midnight that it closes the next day, and describes its closing time with it', async () => {
    const close = await mondayFrom('23:00', '10:00');
    const note = await screen.findByText('Closes the next day');
    expect(description(close)).toBe('Closes the next day');
    // Only that day: Tuesday's 12:00–22:00 has no note.
    expect(screen.getAllByText('Closes the next day')).toEqual([note]);
    expect(times('Tuesday: Closes').getAttribute('aria-describedby')).toBeNull();

    fireEvent.change(close, { target: { value: '23:30' } });
    await waitFor(() => expect(screen.queryByText('Closes the next day')).toBeNull());
    expect(close.getAttribute('aria-describedby')).toBeNull();
  });

  it.each([
    ['tr', 'Pazartesi', 'Açılış', 'Kapanış', 'Ertesi gün kapanır'],
    ['ar', 'الاثنين', 'يفتح', 'يغلق', 'يُغلق في اليوم التالي'],
  ] as const)('says it in the admin language (%s)', async (language, monday, opens, closes, text) => {
    await switchLanguage(language);
    renderAdmin(<RestaurantForm restaurant={RESTAURANT} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await screen.findByTestId('restaurant-form');
    fireEvent.change(times(`${monday}: ${opens}`), { target: { value: '23:00' } });
    fireEvent.change(times(`${monday}: ${closes}`), { target: { value: '10:00' } });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('tells at once that equal times are refused, as the API refuses them, and does not send them', async () => {
    const update = vi.spyOn(adminRestaurantsApi, 'update').mockResolvedValue(RESTAURANT);
    const close = await mondayFrom('18:00', '18:00');
    expect(await screen.findByText('Opening and closing times must differ (or mark the day closed)')).toBeTruthy();
    expect(description(close)).toBe('Opening and closing times must differ (or mark the day closed)');
    expect(screen.queryByText('Closes the next day')).toBeNull();

    fireEvent.click(screen.getByTestId('restaurant-save'));
    expect(await screen.findByText('Each open day needs an opening and a closing time that differ')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('sends an overnight day as entered: the API takes it as open past midnight', async () => {
    const update = vi.spyOn(adminRestaurantsApi, 'update').mockResolvedValue(RESTAURANT);
    await mondayFrom('23:00', '10:00');
    fireEvent.click(screen.getByTestId('restaurant-save'));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1].hours?.[1]).toEqual({ open: '23:00', close: '10:00' });
  });
});
