// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelsApi } from '@trabzon/api-client';
import { apiFailure, openPrefetched, resetQueryCache, settledQueries } from '@trabzon/ui/testing';
import { routes } from '../../../src/routes';
import { startI18n } from '../../helpers';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetQueryCache();
});

describe('/hotels/:id no hotel has: asked once (the prefetch), not again when the screen mounts', () => {
  it.each([
    [404, 'Hotel not found'],
    [400, 'Invalid hotel id'],
    [414, 'A part of the address is longer than 100 characters'],
  ])('%i: one request, and the page says the hotel is not found, with no Try again', async (status, message) => {
    const get = vi.spyOn(hotelsApi, 'get').mockRejectedValue(apiFailure(status, message));
    await openPrefetched(routes, '/hotels/no-such-hotel');
    expect(await screen.findByTestId('hotel-not-found')).toBeTruthy();
    await settledQueries();
    expect(get).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a 5xx: the prefetch and its one new attempt, none on mount; the panel’s Try again still asks', async () => {
    const get = vi.spyOn(hotelsApi, 'get').mockRejectedValue(apiFailure(503, 'Service Unavailable'));
    await openPrefetched(routes, '/hotels/zorlu-grand');
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await settledQueries();
    expect(get).toHaveBeenCalledTimes(2);
    fireEvent.click(tryAgain);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(3));
  });
});
