// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelsApi } from '@trabzon/api-client';
import { MemoryRouter } from '@trabzon/router';
import { AppProviders, prefetchScreenData, queryClient, ScreenSwitch } from '@trabzon/ui';
import { apiFailure } from '@trabzon/ui/testing';
import { routes } from '../../../src/routes';
import { startI18n } from '../../helpers';

const defaults = queryClient.getDefaultOptions();

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.setDefaultOptions(defaults);
  queryClient.clear();
});

/** The page's first address: the remote's module prefetches, then the screen renders on the same cache. */
async function open(url: string) {
  queryClient.clear();
  // The cache's own new attempt after a 5xx, made at once (not after a second).
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  prefetchScreenData(routes, { pathname: url, search: '' });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <ScreenSwitch routes={routes} fallback={null} />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Settled: a moment for a request the mount would make, and nothing loading. */
async function settled() {
  await act(() => new Promise((done) => setTimeout(done, 50)));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

describe('/hotels/:id no hotel has: asked once (the prefetch), not again when the screen mounts', () => {
  it.each([
    [404, 'Hotel not found'],
    [400, 'Invalid hotel id'],
    [414, 'A part of the address is longer than 100 characters'],
  ])('%i: one request, and the page says the hotel is not found, with no Try again', async (status, message) => {
    const get = vi.spyOn(hotelsApi, 'get').mockRejectedValue(apiFailure(status, message));
    await open('/hotels/no-such-hotel');
    expect(await screen.findByTestId('hotel-not-found')).toBeTruthy();
    await settled();
    expect(get).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a 5xx: the prefetch and its one new attempt, none on mount; the panel’s Try again still asks', async () => {
    const get = vi.spyOn(hotelsApi, 'get').mockRejectedValue(apiFailure(503, 'Service Unavailable'));
    await open('/hotels/zorlu-grand');
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await settled();
    expect(get).toHaveBeenCalledTimes(2);
    fireEvent.click(tryAgain);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(3));
  });
});
