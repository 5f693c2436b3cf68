// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, restaurantsApi } from '@trabzon/api-client';
import { MemoryRouter } from '@trabzon/router';
import { AppProviders, prefetchScreenData, queryClient } from '@trabzon/ui';
import { routes } from '../../src/routes';
import { RestaurantsListScreen } from '../../src/features/list/RestaurantsListScreen';
import { startI18n } from '../render';
import { LIST } from './list/fixtures';

beforeAll(() => startI18n('en'));
beforeEach(() => {
  queryClient.clear();
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/restaurants: the data starts loading when the remote’s module is evaluated on that address', () => {
  it('the list screen shows the prefetched restaurants without asking the API again', async () => {
    const list = vi.spyOn(restaurantsApi, 'list').mockResolvedValue(LIST as never);
    prefetchScreenData(routes, { pathname: '/restaurants', search: '?cuisine=seafood&sort=rating' });
    expect(list).toHaveBeenCalledTimes(1);
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/restaurants?cuisine=seafood&sort=rating']}>
          <RestaurantsListScreen />
        </MemoryRouter>
      </AppProviders>,
    );
    expect((await screen.findAllByTestId('restaurant-card')).length).toBeGreaterThan(0);
    expect(list).toHaveBeenCalledTimes(1);
    expect(destinationsApi.list).toHaveBeenCalledTimes(1);
  });

  it('/restaurants/:id asks for that restaurant; another address asks for nothing', () => {
    const get = vi.spyOn(restaurantsApi, 'get').mockResolvedValue({} as never);
    prefetchScreenData(routes, { pathname: '/packages', search: '' });
    expect(get).not.toHaveBeenCalled();
    prefetchScreenData(routes, { pathname: '/restaurants/r1', search: '' });
    expect(get).toHaveBeenCalledWith('r1', expect.anything());
  });
});
