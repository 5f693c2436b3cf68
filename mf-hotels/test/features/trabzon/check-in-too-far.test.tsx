// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { providerApi } from '@trabzon/api-client';
import { SearchForm } from '../../../src/features/trabzon/SearchForm';
import { lastCheckIn, stayProblem } from '../../../src/features/trabzon/model';
import { renderAt, startI18n } from '../../helpers';
import { mockProvider, openAlphaCard } from './trabzon-booking';

const TODAY = '2026-11-28';

/** The provider's answer to a check-in it does not take, as axios rejects it. */
function invalidCheckIn(): AxiosError {
  const response = {
    status: 400,
    data: {
      errors: [
        {
          status: 400,
          code: 381,
          title: 'INVALID CHECK-IN DATE',
          detail: 'Check-in date is too far in the future',
          source: { parameter: 'checkInDate' },
        },
      ],
    },
    headers: {},
    statusText: 'Bad Request',
    config: {},
  } as unknown as AxiosResponse;
  return new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST', undefined, undefined, response);
}

beforeAll(async () => {
  await startI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a check-in further ahead than the provider takes (730 days from its UTC today)', () => {
  it('is a problem of the form’s dates: the last check-in is one day short of 730 days from ours', () => {
    expect(lastCheckIn(TODAY)).toBe('2028-11-26');
    expect(stayProblem({ checkIn: '2028-11-26', checkOut: '2028-11-28', guests: 2 }, TODAY)).toBeNull();
    expect(stayProblem({ checkIn: '2028-11-27', checkOut: '2028-11-28', guests: 2 }, TODAY)).toBe('tooFar');
    expect(stayProblem({ checkIn: '2028-12-10', checkOut: '2028-12-12', guests: 2 }, TODAY)).toBe('tooFar');
  });

  it('the search form refuses 2028-12-10..12 with a clear message, and its check-in field says how far it goes', () => {
    const onSearch = vi.fn();
    renderAt(
      '/trabzon-hotels',
      '/trabzon-hotels',
      <SearchForm value={{ checkIn: '2026-12-10', checkOut: '2026-12-12', guests: 2 }} today={TODAY} busy={false} onSearch={onSearch} />,
    );
    const form = within(screen.getByTestId('trabzon-search'));
    const checkIn = form.getByLabelText('Check-in') as HTMLInputElement;
    expect(checkIn.max).toBe('2028-11-26');
    fireEvent.change(checkIn, { target: { value: '2028-12-10' } });
    fireEvent.change(form.getByLabelText('Check-out'), { target: { value: '2028-12-12' } });
    fireEvent.submit(screen.getByTestId('trabzon-search'));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Check-in can be on Nov 26, 2028 at the latest: rooms can be booked up to two years ahead.',
    );
    expect(checkIn.getAttribute('aria-invalid')).toBe('true');
  });

  it('the offers dialog names the refused check-in (code 381) rather than offering a retry that cannot work', async () => {
    mockProvider();
    vi.spyOn(providerApi, 'hotelOffers').mockRejectedValue(invalidCheckIn());
    fireEvent.click(await openAlphaCard());
    const dialog = screen.getByTestId('offers-modal');
    const error = await waitFor(() => within(dialog).getByTestId('offers-error'), { timeout: 5000 });
    expect(error.textContent).toContain('Our partner does not take bookings for this check-in date.');
    expect(error.textContent).not.toContain('Failed to fetch hotel offers');
    expect(within(error).queryByRole('button')).toBeNull();
  });
});
