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

// QA: a check-in typed in the past became today once the field was left, without a word (as in the hotel's booking panel).
describe('the Trabzon search form with a check-in typed in the past', () => {
  it('sets it to today and says so, leaves the focus, and drops the notice at the next date', () => {
    renderAt(
      '/trabzon-hotels',
      '/trabzon-hotels',
      <SearchForm value={{ checkIn: '2026-12-10', checkOut: '2026-12-12', guests: 2 }} today={TODAY} busy={false} onSearch={vi.fn()} />,
    );
    const form = within(screen.getByTestId('trabzon-search'));
    const checkIn = form.getByLabelText('Check-in') as HTMLInputElement;
    const checkOut = form.getByLabelText('Check-out') as HTMLInputElement;
    const notice = screen.getByTestId('stay-capped');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('');
    checkIn.focus();
    fireEvent.change(checkIn, { target: { value: '2020-01-01' } });
    checkOut.focus();
    fireEvent.blur(checkIn);
    expect(checkIn.value).toBe(TODAY);
    expect(notice.textContent).toBe('Check-in cannot be in the past, so it is set to today.');
    expect(document.activeElement).toBe(checkOut);
    fireEvent.change(checkOut, { target: { value: '2026-12-01' } });
    expect(checkOut.value).toBe('2026-12-01');
    expect(notice.textContent).toBe('');
  });
});
