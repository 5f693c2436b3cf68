// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { restaurantsApi } from '@trabzon/api-client';
import { apiFailure, openPrefetched, resetQueryCache, settledQueries } from '@trabzon/ui/testing';
import { routes } from '../../../src/routes';
import { startI18n } from '../../render';

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetQueryCache();
});

describe('/restaurants/:id no restaurant has: asked once (the prefetch), not again when the screen mounts', () => {
  it.each([
    [404, 'Restaurant not found'],
    [400, 'Invalid restaurant id'],
    [414, 'A part of the address is longer than 100 characters'],
  ])('%i: one request, and the page says the restaurant is not found, with no Try again', async (status, message) => {
    const get = vi.spyOn(restaurantsApi, 'get').mockRejectedValue(apiFailure(status, message));
    await openPrefetched(routes, '/restaurants/no-such-restaurant');
    expect(await screen.findByTestId('restaurant-not-found')).toBeTruthy();
    await settledQueries();
    expect(get).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Restaurant not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a 5xx: the prefetch and its one new attempt, none on mount; the panel’s Try again still asks', async () => {
    const get = vi.spyOn(restaurantsApi, 'get').mockRejectedValue(apiFailure(503, 'Service Unavailable'));
    await openPrefetched(routes, '/restaurants/hamsi-kosku');
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await settledQueries();
    expect(get).toHaveBeenCalledTimes(2);
    fireEvent.click(tryAgain);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(3));
  });
});

describe('/restaurants/:id refused (a 4xx that is no "not found"): not asked again, as shouldRetry says for every 4xx', () => {
  it('a 429: one request, and the error panel with Try again', async () => {
    const get = vi.spyOn(restaurantsApi, 'get').mockRejectedValue(apiFailure(429, 'Too many requests'));
    await openPrefetched(routes, '/restaurants/hamsi-kosku');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    await settledQueries();
    expect(get).toHaveBeenCalledTimes(1);
  });
});
