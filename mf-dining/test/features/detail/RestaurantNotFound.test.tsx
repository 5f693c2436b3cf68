// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restaurantsApi } from '@trabzon/api-client';
import { prefetchScreenData, queryClient, ScreenSwitch } from '@trabzon/ui';
import { routes } from '../../../src/routes';
import { renderWithProviders, startI18n } from '../../render';

/** The API's answer to a status, as the API client throws it. */
const answer = (status: number, message: string) =>
  new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data: { statusCode: status, message },
    headers: {},
    statusText: '',
    config: {},
  } as unknown as AxiosResponse);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const languages = [
  ['en', 'Restaurant not found', 'All restaurants'],
  ['tr', 'Restoran bulunamadı', 'Tüm restoranlar'],
  ['ar', 'لم يتم العثور على المطعم', 'كل المطاعم'],
] as const;

/** The restaurant page's not-found state: its own heading (not "Restaurants" over an error box) and a way back. */
async function expectNotFound(title: string, link: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/restaurants');
  expect(screen.queryByTestId('error-panel')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
}

// QA: /restaurants/%ZZ showed the Restaurants heading with an error box; hotels and packages say "… not found".
describe('/restaurants/:id with an address no restaurant can have (a malformed percent-encoding)', () => {
  it.each(languages)('in %s: says the restaurant is not found, without asking the API', async (language, title, link) => {
    await startI18n(language);
    const get = vi.spyOn(restaurantsApi, 'get').mockRejectedValue(answer(404, 'Restaurant not found'));
    for (const url of ['/restaurants/%ZZ', '/restaurants/%E0%A4%A']) {
      renderWithProviders(<ScreenSwitch routes={routes} fallback={null} />, url);
      await expectNotFound(title, link);
      expect(document.title).toContain(title);
      // The shell's head start (prefetch on the address) does not ask either.
      prefetchScreenData(routes, { pathname: url, search: '' });
      expect(queryClient.isFetching()).toBe(0);
      cleanup();
    }
    expect(get).not.toHaveBeenCalled();
  });
});

describe('/restaurants/:id the API does not know', () => {
  it.each([
    [404, 'Not Found'],
    // An id longer than the API takes in a path (a link cut or pasted wrong): refused in English.
    [414, 'A part of the address is longer than 100 characters'],
  ])('%i: says the restaurant is not found, with no Try again that cannot work', async (status, message) => {
    await startI18n('en');
    const get = vi.spyOn(restaurantsApi, 'get').mockRejectedValue(answer(status, message));
    renderWithProviders(<ScreenSwitch routes={routes} fallback={null} />, `/restaurants/${'a'.repeat(300)}`);
    await expectNotFound('Restaurant not found', 'All restaurants');
    expect(screen.queryByText(message)).toBeNull();
    expect(get).toHaveBeenCalledTimes(1);
  });

  // (The query asks once more first, a second later: shouldRetry.)
  it('a failure that is no refusal still says it could not be loaded, with Try again', async () => {
    await startI18n('en');
    vi.spyOn(restaurantsApi, 'get').mockRejectedValue(answer(503, 'Service Unavailable'));
    renderWithProviders(<ScreenSwitch routes={routes} fallback={null} />, '/restaurants/hamsi-kosku');
    const panel = await screen.findByTestId('error-panel', {}, { timeout: 10_000 });
    expect(panel.textContent).toContain('The restaurant could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
