// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerApi } from '@trabzon/api-client';
import { SearchForm } from '../../../src/features/trabzon/SearchForm';
import { TrabzonHotelsScreen } from '../../../src/features/trabzon/TrabzonHotelsScreen';
import { lastCheckIn, replacedInLink, stayFromParams, stayProblem } from '../../../src/features/trabzon/model';
import { renderAt, startI18n } from '../../helpers';
import { mockProvider, openAlphaCard, todayBeforeTheStay } from './trabzon-booking';

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
beforeEach(todayBeforeTheStay);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
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
    // Typed past the field's latest day: applied (and refused) once the field is left.
    fireEvent.change(checkIn, { target: { value: '2028-12-10' } });
    fireEvent.blur(checkIn);
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

describe('a link whose check-in is further ahead than the provider takes', () => {
  const link = (query: string) => new URLSearchParams(query);

  it('is not the stay searched: the default one is, and the notice is told the check-in was too far', () => {
    const params = link('checkIn=2028-12-10&checkOut=2028-12-12&guests=3');
    const stay = stayFromParams(params, TODAY);
    expect(stay).toEqual({ checkIn: '2026-11-29', checkOut: '2026-12-01', guests: 3 });
    expect(replacedInLink(params, stay, TODAY)).toEqual({ dates: true, guests: false, checkInTooFar: true });
    // The last check-in it takes is searched as given, with nothing to say.
    const last = link('checkIn=2028-11-26&checkOut=2028-11-28&guests=3');
    expect(stayFromParams(last, TODAY)).toEqual({ checkIn: '2028-11-26', checkOut: '2028-11-28', guests: 3 });
    expect(replacedInLink(last, stayFromParams(last, TODAY), TODAY)).toEqual({ dates: false, guests: false, checkInTooFar: false });
  });

  it('/trabzon-hotels searches the form’s stay, never the link’s, and its notice says the check-in was too far', async () => {
    // Today is 2030-06-01 (todayBeforeTheStay): the last check-in the provider takes is 2032-05-30.
    mockProvider();
    renderAt('/trabzon-hotels?checkIn=2032-06-10&checkOut=2032-06-12&guests=3', '/trabzon-hotels', <TrabzonHotelsScreen />);
    const notice = screen.getByTestId('link-notice');
    expect(notice.dataset).toMatchObject({ dates: 'true', guests: 'false' });
    expect(notice.textContent).toBe(
      'We could not use the check-in date in the link: check-in can be on May 30, 2032 at the latest, as rooms can be booked up to two years ahead. The search uses the values shown in the form.',
    );
    const form = within(screen.getByTestId('trabzon-search'));
    expect((form.getByLabelText('Check-in') as HTMLInputElement).value).toBe('2030-06-02');
    expect((form.getByLabelText('Check-out') as HTMLInputElement).value).toBe('2030-06-04');
    await waitFor(() =>
      expect(screen.getAllByTestId('provider-hotel-price').some((price) => price.dataset.priceSource === 'offer')).toBe(true),
    );
    const asked = vi
      .mocked(providerApi.hotelOffers)
      .mock.calls.map(([query]) => `${query.checkInDate}/${query.checkOutDate}/${query.adults}`);
    expect(asked).toEqual(['2030-06-02/2030-06-04/3']);
  });
});
