// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelsApi } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { prefetchScreenData, queryClient, ScreenSwitch } from '@trabzon/ui';
import { routes } from '../../../src/routes';
import { renderAt, startI18n } from '../../helpers';

/** The API's answer to a path segment over 100 characters (its router refuses it before any route, in English). */
const tooLong = new AxiosError('Request failed with status code 414', 'ERR_BAD_REQUEST', undefined, undefined, {
  status: 414,
  data: { statusCode: 414, message: 'A part of the address is longer than 100 characters' },
  headers: {},
  statusText: '',
  config: {},
} as unknown as AxiosResponse);

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await startI18n();
});

describe('/hotels/:id with an id longer than the API takes (a link cut or pasted wrong)', () => {
  it.each([
    ['en', 'Hotel not found', 'See all hotels'],
    ['tr', 'Otel bulunamadı', 'Tüm otelleri gör'],
    ['ar', 'لم يتم العثور على الفندق', 'عرض جميع الفنادق'],
  ] as const)(
    'in %s: says the hotel is not found, not the server’s English reason with a Try again that cannot work',
    async (language, title, link) => {
      useLocaleStore.getState().setLanguage(language);
      await i18n.changeLanguage(language);
      vi.spyOn(hotelsApi, 'get').mockRejectedValue(tooLong);
      renderAt(`/hotels/${'a'.repeat(300)}`, '/hotels/:id', <ScreenSwitch routes={routes} fallback={null} />);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/hotels');
      expect(screen.queryByText(/longer than 100 characters/)).toBeNull();
      expect(screen.queryByTestId('error-panel')).toBeNull();
    },
  );
});

// QA: the server serves its 404 page for such an address; the page still asked the API for the id it
// could not decode ("%25E0%25A4%25A"), and the console logged the API's 404.
describe('/hotels/:id with an address no hotel can have (a malformed percent-encoding)', () => {
  it.each(['/hotels/%E0%A4%A', '/hotels/%ZZ', '/hotels/zorlu%20grand'])(
    '%s: says the hotel is not found, without asking the API',
    async (url) => {
      const get = vi.spyOn(hotelsApi, 'get').mockRejectedValue(new Error('not asked'));
      renderAt(url, '/hotels/:id', <ScreenSwitch routes={routes} fallback={null} />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Hotel not found' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'See all hotels' }).getAttribute('href')).toBe('/hotels');
      expect(screen.queryByTestId('error-panel')).toBeNull();
      // The shell's head start (prefetch on the address) does not ask either.
      prefetchScreenData(routes, { pathname: url, search: '' });
      expect(queryClient.isFetching()).toBe(0);
      expect(get).not.toHaveBeenCalled();
    },
  );

  it('a hotel’s id or slug is still asked for', async () => {
    const get = vi.spyOn(hotelsApi, 'get').mockReturnValue(new Promise(() => undefined));
    renderAt('/hotels/0b8f2c1e-5d4a-4c3b-9a2e-1f0e9d8c7b6a', '/hotels/:id', <ScreenSwitch routes={routes} fallback={null} />);
    renderAt('/hotels/zorlu-grand', '/hotels/:id', <ScreenSwitch routes={routes} fallback={null} />);
    expect(get.mock.calls.map(([id]) => id)).toEqual(['0b8f2c1e-5d4a-4c3b-9a2e-1f0e9d8c7b6a', 'zorlu-grand']);
  });
});
