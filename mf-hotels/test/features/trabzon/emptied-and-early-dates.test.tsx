// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchForm } from '../../../src/features/trabzon/SearchForm';
import { renderAt, startI18n } from '../../helpers';

const TODAY = '2026-11-28';

beforeAll(async () => {
  await startI18n();
});
afterEach(() => {
  cleanup();
});

function renderForm() {
  const onSearch = vi.fn();
  renderAt(
    '/trabzon-hotels',
    '/trabzon-hotels',
    <SearchForm value={{ checkIn: '2026-12-10', checkOut: '2026-12-12', guests: 2 }} today={TODAY} busy={false} onSearch={onSearch} />,
  );
  const form = within(screen.getByTestId('trabzon-search'));
  return {
    onSearch,
    checkIn: form.getByLabelText('Check-in') as HTMLInputElement,
    checkOut: form.getByLabelText('Check-out') as HTMLInputElement,
    notice: screen.getByTestId('stay-capped'),
  };
}

// QA: an emptied check-in became today once the field was left, and a check-out typed in the past or
// on the check-in day became the day after check-in, without a word (as in the hotel's booking panel).
describe('the Trabzon search form', () => {
  it('gives an emptied date field back its date and says so, leaving the focus where it is', () => {
    const { onSearch, checkIn, checkOut, notice } = renderForm();
    checkIn.focus();
    fireEvent.change(checkIn, { target: { value: '' } });
    checkOut.focus();
    fireEvent.blur(checkIn);
    expect(checkIn.value).toBe('2026-12-10');
    expect(checkOut.value).toBe('2026-12-12');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('Check-in cannot be left empty, so it stays Dec 10, 2026.');
    expect(document.activeElement).toBe(checkOut);
    fireEvent.change(checkOut, { target: { value: '' } });
    fireEvent.blur(checkOut);
    expect(checkOut.value).toBe('2026-12-12');
    expect(notice.textContent).toBe('Check-out cannot be left empty, so it stays Dec 12, 2026.');
    fireEvent.click(screen.getByTestId('trabzon-search-submit'));
    expect(onSearch).toHaveBeenCalledWith({ checkIn: '2026-12-10', checkOut: '2026-12-12', guests: 2 });
  });

  it('sets a check-out typed in the past or on the check-in day to the day after check-in and says so', () => {
    const { checkIn, checkOut, notice } = renderForm();
    checkOut.focus();
    fireEvent.change(checkOut, { target: { value: '2020-01-01' } });
    fireEvent.blur(checkOut);
    expect(checkOut.value).toBe('2026-12-11');
    expect(checkIn.value).toBe('2026-12-10');
    expect(notice.textContent).toBe('Check-out must be after check-in: check-out set to Dec 11, 2026.');
    expect(document.activeElement).toBe(checkOut);
    fireEvent.change(checkOut, { target: { value: '2026-12-14' } });
    expect(notice.textContent).toBe('');
    fireEvent.change(checkOut, { target: { value: '2026-12-10' } });
    fireEvent.blur(checkOut);
    expect(checkOut.value).toBe('2026-12-11');
    expect(notice.textContent).toBe('Check-out must be after check-in: check-out set to Dec 11, 2026.');
  });

  // QA: a check-in picked on or after the check-out moved the check-out to the day after it without a word.
  it('moves the check-out to the day after a check-in picked on or after it and says so', () => {
    const { onSearch, checkIn, checkOut, notice } = renderForm();
    checkIn.focus();
    fireEvent.change(checkIn, { target: { value: '2026-12-12' } });
    expect(checkIn.value).toBe('2026-12-12');
    expect(checkOut.value).toBe('2026-12-13');
    expect(notice.textContent).toBe('Check-out moved to Dec 13, 2026, the day after check-in.');
    expect(document.activeElement).toBe(checkIn);
    // A check-in before the check-out leaves it where it is: the notice is dropped.
    fireEvent.change(checkIn, { target: { value: '2026-12-11' } });
    expect(checkOut.value).toBe('2026-12-13');
    expect(notice.textContent).toBe('');
    fireEvent.change(checkIn, { target: { value: '2026-12-20' } });
    expect(checkOut.value).toBe('2026-12-21');
    expect(notice.textContent).toBe('Check-out moved to Dec 21, 2026, the day after check-in.');
    fireEvent.click(screen.getByTestId('trabzon-search-submit'));
    expect(onSearch).toHaveBeenCalledWith({ checkIn: '2026-12-20', checkOut: '2026-12-21', guests: 2 });
    // The next date picked drops it.
    fireEvent.change(checkOut, { target: { value: '2026-12-23' } });
    expect(notice.textContent).toBe('');
  });

  // QA: a check-in moved earlier so that the stay passed 30 nights set the check-out to the day after it without a word.
  it('says why the check-out moved when an earlier check-in makes the stay longer than 30 nights', () => {
    const { onSearch, checkIn, checkOut, notice } = renderForm();
    checkOut.focus();
    fireEvent.change(checkOut, { target: { value: '2027-01-05' } });
    fireEvent.blur(checkOut);
    expect(checkOut.value).toBe('2027-01-05');
    expect(notice.textContent).toBe('');
    checkIn.focus();
    // 30 nights: kept.
    fireEvent.change(checkIn, { target: { value: '2026-12-06' } });
    expect(checkOut.value).toBe('2027-01-05');
    expect(notice.textContent).toBe('');
    // 31 nights: the stay's rules move the check-out to the day after check-in.
    fireEvent.change(checkIn, { target: { value: '2026-12-05' } });
    expect(checkOut.value).toBe('2026-12-06');
    expect(notice.textContent).toBe('Stays are at most 30 nights: check-out moved to Dec 6, 2026, the day after check-in.');
    expect(document.activeElement).toBe(checkIn);
    fireEvent.click(screen.getByTestId('trabzon-search-submit'));
    expect(onSearch).toHaveBeenCalledWith({ checkIn: '2026-12-05', checkOut: '2026-12-06', guests: 2 });
  });

  // QA: a check-out typed past the longest stay was kept, and only refused at Search ("A stay can be at
  // most 30 nights"), where the booking panel and the list's filters cut it to 30 nights and say so.
  it('cuts a typed check-out past the longest stay to 30 nights and says so, and searches it', () => {
    const { onSearch, checkIn, checkOut, notice } = renderForm();
    checkOut.focus();
    fireEvent.change(checkOut, { target: { value: '2027-02-01' } });
    fireEvent.blur(checkOut);
    expect(checkOut.value).toBe('2027-01-09');
    expect(checkIn.value).toBe('2026-12-10');
    expect(notice.textContent).toBe('Stays are at most 30 nights: check-out set to Jan 9, 2027.');
    expect(document.activeElement).toBe(checkOut);
    fireEvent.click(screen.getByTestId('trabzon-search-submit'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSearch).toHaveBeenCalledWith({ checkIn: '2026-12-10', checkOut: '2027-01-09', guests: 2 });
    // The next date picked drops it.
    fireEvent.change(checkIn, { target: { value: '2026-12-11' } });
    expect(notice.textContent).toBe('');
  });
});
