// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, packagesApi } from '@trabzon/api-client';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { AppProviders, prefetchScreenData, queryClient } from '@trabzon/ui';
import { routes } from '../../src/routes';
import { PackagesListScreen } from '../../src/features/list/PackagesListScreen';
import { PACKAGE_CARD as CARD, startI18n } from '../helpers';

beforeAll(() => startI18n('en'));
beforeEach(() => {
  queryClient.clear();
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/packages: the data starts loading when the remote’s module is evaluated on that address', () => {
  it('the list screen shows the prefetched packages without asking the API again', async () => {
    const list = vi.spyOn(packagesApi, 'list').mockResolvedValue({ results: [CARD], total: 1, pages: 1, page: 1 });
    prefetchScreenData(routes, { pathname: '/packages', search: '?duration=1-3&sort=price' });
    expect(list).toHaveBeenCalledTimes(1);
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/packages?duration=1-3&sort=price']}>
          <Routes>
            <Route path="/packages" element={<PackagesListScreen />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect((await screen.findAllByRole('link', { name: /Highlands by day/ })).length).toBeGreaterThan(0);
    expect(list).toHaveBeenCalledTimes(1);
    expect(destinationsApi.list).toHaveBeenCalledTimes(1);
  });

  it('/packages/:slug asks for that package; another address asks for nothing', () => {
    const bySlug = vi.spyOn(packagesApi, 'bySlug').mockResolvedValue({} as never);
    prefetchScreenData(routes, { pathname: '/hotels', search: '' });
    expect(bySlug).not.toHaveBeenCalled();
    prefetchScreenData(routes, { pathname: '/packages/highlands', search: '' });
    expect(bySlug).toHaveBeenCalledWith('highlands', expect.anything());
  });
});
