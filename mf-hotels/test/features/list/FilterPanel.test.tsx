// @vitest-environment happy-dom
import { useState } from 'react';
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

/** The panel over filters that follow its changes, as the list's URL does. */
function renderLivePanel(filters: Partial<HotelFilters>) {
  const onChange = vi.fn();
  function Live() {
    const [all, setAll] = useState({ ...filtersFromParams(new URLSearchParams(), TODAY), ...filters });
    return (
      <FilterPanel
        filters={all}
        destinations={DESTINATIONS}
        selectedDestination={all.destination}
        onChange={(patch) => {
          onChange(patch);
          setAll((current) => ({ ...current, ...patch }));
        }}
        onReset={() => undefined}
      />
    );
  }
  render(
    <AppProviders>
      <Live />
    </AppProviders>,
  );
  return { onChange };
}

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
  it('ends the check-in field at the latest check-in the API takes, 365 days from today', () => {
    renderPanel();
    const checkIn = screen.getByLabelText('Check-in') as HTMLInputElement;
    expect(checkIn.min).toBe(TODAY);
    expect(checkIn.max).toBe('2031-01-10');
  });

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
    // Emptied and left (typing may empty the field on its way: only leaving it clears the dates).
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '' } });
    expect(second.onChange).not.toHaveBeenCalled();
    fireEvent.blur(screen.getByLabelText('Check-in'));
    expect(second.onChange).toHaveBeenLastCalledWith({ checkIn: '', checkOut: '' });
  });

  // QA: typing "02 20 2030" into Check-out rewrote its first step (January, before check-in) under the
  // visitor's fingers, and a step that emptied the field cleared both dates.
  it('lets a check-out be typed step by step: only a day it can take is applied, the text is left as typed', () => {
    const { onChange } = renderLivePanel({ checkIn: '2030-02-01', checkOut: '2030-02-03' });
    const checkOut = screen.getByLabelText('Check-out') as HTMLInputElement;
    // What Chromium reports as each key lands (month, day, then year), and '' for an emptied part.
    for (const step of [
      '2030-01-03',
      '',
      '2030-02-03',
      '2030-02-02',
      '2030-02-20',
      '0002-02-20',
      '0020-02-20',
      '0203-02-20',
      '2030-02-20',
    ]) {
      fireEvent.change(checkOut, { target: { value: step } });
      expect(checkOut.value).toBe(step);
    }
    const applied = onChange.mock.calls.map(([patch]) => patch as Partial<HotelFilters>);
    expect(applied.every((patch) => patch.checkOut !== '' && patch.checkOut! >= '2030-02-02')).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2030-02-01', checkOut: '2030-02-20' });
  });

  it('cuts a typed check-out past the longest stay to 30 nights and says so, instead of one night', () => {
    const { onChange } = renderPanel({ checkIn: '2030-02-01', checkOut: '2030-02-03' });
    const checkOut = screen.getByLabelText('Check-out');
    fireEvent.change(checkOut, { target: { value: '2030-03-20' } });
    fireEvent.blur(checkOut);
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2030-02-01', checkOut: '2030-03-03' });
    expect(screen.getByTestId('stay-capped').textContent).toMatch(/^Stays are at most 30 nights: check-out set to .*2030/);
  });

  // QA: a past check-in typed and left cleared the dates without a word.
  it('says that a check-in typed in the past cleared the dates, and drops it at the next date', () => {
    const { onChange } = renderLivePanel({ checkIn: '2030-02-01', checkOut: '2030-02-03' });
    const checkIn = screen.getByLabelText('Check-in') as HTMLInputElement;
    const notice = screen.getByTestId('stay-capped');
    expect(notice.getAttribute('role')).toBe('status');
    checkIn.focus();
    fireEvent.change(checkIn, { target: { value: '2020-01-01' } });
    fireEvent.blur(checkIn);
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '', checkOut: '' });
    expect(notice.textContent).toBe('Check-in cannot be in the past, so the dates were cleared.');
    fireEvent.change(checkIn, { target: { value: '2030-02-04' } });
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2030-02-04', checkOut: '2030-02-05' });
    expect(notice.textContent).toBe('');
  });

  // QA: an emptied date cleared the other one too, and a check-out typed in the past or on the check-in
  // day became the day after check-in, without a word.
  it('says that an emptied date cleared both dates, leaving the focus where it is', () => {
    const { onChange } = renderLivePanel({ checkIn: '2030-02-01', checkOut: '2030-02-03' });
    const checkIn = screen.getByLabelText('Check-in') as HTMLInputElement;
    const checkOut = screen.getByLabelText('Check-out') as HTMLInputElement;
    const notice = screen.getByTestId('stay-capped');
    checkIn.focus();
    fireEvent.change(checkIn, { target: { value: '' } });
    checkOut.focus();
    fireEvent.blur(checkIn);
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '', checkOut: '' });
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('Check-in and check-out go together, so both dates were cleared.');
    expect(document.activeElement).toBe(checkOut);
    // The next date picked drops it; an emptied check-out says the same.
    fireEvent.change(checkIn, { target: { value: '2030-02-04' } });
    expect(notice.textContent).toBe('');
    fireEvent.change(checkOut, { target: { value: '' } });
    fireEvent.blur(checkOut);
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '', checkOut: '' });
    expect(notice.textContent).toBe('Check-in and check-out go together, so both dates were cleared.');
  });

  it('sets a check-out typed in the past or on the check-in day to the day after check-in, and says so', () => {
    const { onChange } = renderLivePanel({ checkIn: '2030-02-01', checkOut: '2030-02-03' });
    const checkOut = screen.getByLabelText('Check-out') as HTMLInputElement;
    const notice = screen.getByTestId('stay-capped');
    checkOut.focus();
    fireEvent.change(checkOut, { target: { value: '2020-01-01' } });
    fireEvent.blur(checkOut);
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2030-02-01', checkOut: '2030-02-02' });
    expect(notice.textContent).toBe('Check-out must be after check-in: check-out set to Feb 2, 2030.');
    expect(document.activeElement).toBe(checkOut);
    fireEvent.change(checkOut, { target: { value: '2030-02-05' } });
    expect(notice.textContent).toBe('');
    fireEvent.change(checkOut, { target: { value: '2030-02-01' } });
    fireEvent.blur(checkOut);
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2030-02-01', checkOut: '2030-02-02' });
    expect(notice.textContent).toBe('Check-out must be after check-in: check-out set to Feb 2, 2030.');
  });

  it('starts a stay today for a check-out typed in the past without a check-in, and says where check-out went', () => {
    const { onChange } = renderLivePanel({});
    const checkOut = screen.getByLabelText('Check-out') as HTMLInputElement;
    fireEvent.change(checkOut, { target: { value: '2030-01-05' } });
    fireEvent.blur(checkOut);
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: TODAY, checkOut: '2030-01-11' });
    expect(screen.getByTestId('stay-capped').textContent).toBe('Check-out must be after check-in: check-out set to Jan 11, 2030.');
  });

  // QA: a check-in picked on or after the check-out moved the check-out to the day after it without a word.
  it('moves the check-out to the day after a check-in picked on or after it, and says so', () => {
    const { onChange } = renderLivePanel({ checkIn: '2030-02-01', checkOut: '2030-02-03' });
    const checkIn = screen.getByLabelText('Check-in') as HTMLInputElement;
    const notice = screen.getByTestId('stay-capped');
    checkIn.focus();
    fireEvent.change(checkIn, { target: { value: '2030-02-03' } });
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2030-02-03', checkOut: '2030-02-04' });
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('Check-out moved to Feb 4, 2030, the day after check-in.');
    expect(document.activeElement).toBe(checkIn);
    // A check-in before the check-out leaves it where it is: the notice is dropped.
    fireEvent.change(checkIn, { target: { value: '2030-02-02' } });
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2030-02-02', checkOut: '2030-02-04' });
    expect(notice.textContent).toBe('');
    fireEvent.change(checkIn, { target: { value: '2030-02-10' } });
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2030-02-10', checkOut: '2030-02-11' });
    expect(notice.textContent).toBe('Check-out moved to Feb 11, 2030, the day after check-in.');
    // The next date picked drops it.
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2030-02-12' } });
    expect(notice.textContent).toBe('');
  });

  // QA: a check-in moved earlier so that the stay passed 30 nights set the check-out to the day after it without a word.
  it('says why the check-out moved when an earlier check-in makes the stay longer than 30 nights', () => {
    const { onChange } = renderLivePanel({ checkIn: '2030-02-10', checkOut: '2030-03-10' });
    const checkIn = screen.getByLabelText('Check-in') as HTMLInputElement;
    const notice = screen.getByTestId('stay-capped');
    fireEvent.change(checkIn, { target: { value: '2030-02-08' } });
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2030-02-08', checkOut: '2030-03-10' });
    expect(notice.textContent).toBe('');
    fireEvent.change(checkIn, { target: { value: '2030-02-07' } });
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2030-02-07', checkOut: '2030-02-08' });
    expect(notice.textContent).toBe('Stays are at most 30 nights: check-out moved to Feb 8, 2030, the day after check-in.');
  });

  it('says nothing of a check-out for a check-in picked without one (one night, nothing moved)', () => {
    const { onChange } = renderLivePanel({});
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2030-02-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2030-02-01', checkOut: '2030-02-02' });
    expect(screen.getByTestId('stay-capped').textContent).toBe('');
  });

  it('applies a typed day it could not take, corrected by the stay rules, once the field is left', () => {
    const { onChange } = renderPanel({ checkIn: '2030-02-01', checkOut: '2030-02-03' });
    const checkOut = screen.getByLabelText('Check-out');
    fireEvent.change(checkOut, { target: { value: '2030-01-20' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(checkOut);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toMatchObject({ checkIn: '2030-02-01' });
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
