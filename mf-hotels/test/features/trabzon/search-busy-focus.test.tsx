// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchForm } from '../../../src/features/trabzon/SearchForm';
import { renderAt, startI18n } from '../../helpers';

const TODAY = '2026-11-28';
const STAY = { checkIn: '2026-12-10', checkOut: '2026-12-12', guests: 2 };

beforeAll(async () => {
  await startI18n();
});
afterEach(cleanup);

describe('/trabzon-hotels: the Search button while a search runs', () => {
  it('keeps the keyboard focus (busy, not disabled) and does not search twice', () => {
    const onSearch = vi.fn();
    renderAt('/trabzon-hotels', '/trabzon-hotels', <SearchForm value={STAY} today={TODAY} busy onSearch={onSearch} />);
    const button = screen.getByTestId('trabzon-search-submit') as HTMLButtonElement;
    button.focus();
    // A disabled button loses the focus to <body> in a browser; the test’s DOM does not move it, so the
    // attribute that causes it is what is checked.
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.submit(screen.getByTestId('trabzon-search'));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
