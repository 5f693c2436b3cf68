// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Destination } from '@trabzon/api-client';
import { AppProviders } from '@trabzon/ui';
import { FilterPanel } from '../../../src/features/list/FilterPanel';
import { filtersFromParams, type HotelFilters } from '../../../src/features/list/filters';
import { startI18n } from '../../helpers';

const DESTINATIONS = [
  { _id: 'd1', slug: 'uzungol', name: 'Uzungöl', country: 'Turkey' },
  { _id: 'd2', slug: 'batumi', name: 'Batumi', country: 'GE' },
] as unknown as Destination[];

const TODAY = '2030-01-10';

function renderPanel(filters: Partial<HotelFilters> = {}) {
  const onChange = vi.fn();
  const onReset = vi.fn();
  const all = { ...filtersFromParams(new URLSearchParams(), TODAY), ...filters };
  render(
    <AppProviders>
      <FilterPanel filters={all} destinations={DESTINATIONS} selectedDestination={all.destination} onChange={onChange} onReset={onReset} />
    </AppProviders>,
  );
  return { onChange, onReset };
}

beforeAll(async () => {
  await startI18n();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T09:00:00Z`));
});
afterEach(() => {
  cleanup();
});

describe('FilterPanel', () => {
  it('offers every destination with its country in the reader’s language', () => {
    renderPanel();
    const select = screen.getByLabelText('Destination') as HTMLSelectElement;
    const texts = Array.from(select.options).map((option) => option.textContent);
    expect(texts.slice(1)).toEqual([expect.stringContaining('Uzungöl'), expect.stringContaining('Batumi')]);
    expect(texts[1]).toMatch(/T(ü|u)rk/);
    expect(texts[2]).toContain('Georgia');
  });

  it('reports a chosen destination, guests and stars as a change of the filters', () => {
    const { onChange } = renderPanel();
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'uzungol' } });
    expect(onChange).toHaveBeenLastCalledWith({ destination: 'uzungol' });
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith({ guests: 3 });
    fireEvent.change(screen.getByLabelText('Hotel stars'), { target: { value: '4' } });
    expect(onChange).toHaveBeenLastCalledWith({ stars: 4 });
  });

  it('keeps the stay at least one night: a check-in alone gets the next day as check-out', () => {
    const { onChange } = renderPanel();
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2030-02-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2030-02-01', checkOut: '2030-02-02' });
  });

  it('starts a stay with only a check-out the night before, and clears both dates together', () => {
    const { onChange } = renderPanel();
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2030-02-05' } });
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2030-02-04', checkOut: '2030-02-05' });
    cleanup();
    const second = renderPanel({ checkIn: '2030-02-01', checkOut: '2030-02-03' });
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '' } });
    expect(second.onChange).toHaveBeenLastCalledWith({ checkIn: '', checkOut: '' });
  });

  it('never offers guests outside 1 to 10: a link’s 99 shows as the last option, chosen', () => {
    renderPanel(filtersFromParams(new URLSearchParams('guests=99'), TODAY));
    const select = screen.getByLabelText('Guests') as HTMLSelectElement;
    const values = Array.from(select.options).map((option) => option.value);
    expect(values).toEqual(['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(select.value).toBe('10');
  });

  it('has a reset button', () => {
    const { onReset } = renderPanel({ stars: 4 });
    fireEvent.click(screen.getByTestId('filters-reset'));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(within(screen.getByTestId('filters-reset')).queryByRole('img')).toBeNull();
  });
});
