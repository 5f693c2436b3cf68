// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, hotelsApi, type HotelListResponse } from '@trabzon/api-client';
import { HotelsListScreen } from '../../../src/features/list/HotelsListScreen';
import { renderAt, startI18n } from '../../helpers';

const NO_HOTELS = { results: [], total: 0, pages: 1, page: 1 } as unknown as HotelListResponse;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeAll(async () => {
  await startI18n();
});
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/hotels: a minimum price above the maximum', () => {
  it('is searched swapped, and the two fields then show the swapped range with a word why', async () => {
    const list = vi.spyOn(hotelsApi, 'list').mockResolvedValue(NO_HOTELS);
    renderAt('/hotels', '/hotels', <HotelsListScreen />);
    fireEvent.change(field('Minimum'), { target: { value: '500' } });
    fireEvent.change(field('Maximum'), { target: { value: '100' } });
    await waitFor(
      () => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ minPrice: 100, maxPrice: 500 }), expect.anything()),
      {
        timeout: 3000,
      },
    );
    await waitFor(() => expect([field('Minimum').value, field('Maximum').value]).toEqual(['100', '500']));
    expect(screen.getByTestId('price-swapped').textContent).toBe('The minimum was above the maximum, so the two were swapped.');
    expect(screen.queryByText('The minimum is above the maximum; the two are swapped for the search.')).toBeNull();

    // The next edit is the visitor's own: the note goes.
    fireEvent.change(field('Maximum'), { target: { value: '600' } });
    expect(screen.getByTestId('price-swapped').textContent).toBe('');
  });

  it('in a link, shows in the fields the range the list searches', async () => {
    const list = vi.spyOn(hotelsApi, 'list').mockResolvedValue(NO_HOTELS);
    renderAt('/hotels?minPrice=500&maxPrice=100', '/hotels', <HotelsListScreen />);
    await waitFor(() => expect(list).toHaveBeenCalled());
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ minPrice: 100, maxPrice: 500 }), expect.anything());
    expect([field('Minimum').value, field('Maximum').value]).toEqual(['100', '500']);
  });
});

describe('/hotels: a price above the highest the list searches (100,000 a night)', () => {
  it('typed, is searched as 100,000 and the field shows so (the API refused it: "Failed to load hotels")', async () => {
    const list = vi.spyOn(hotelsApi, 'list').mockResolvedValue(NO_HOTELS);
    renderAt('/hotels', '/hotels', <HotelsListScreen />);
    fireEvent.change(field('Minimum'), { target: { value: '150000' } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ minPrice: 100000 }), expect.anything()), {
      timeout: 3000,
    });
    await waitFor(() => expect(field('Minimum').value).toBe('100000'));
    expect(field('Minimum').max).toBe('100000');
    expect(list).not.toHaveBeenCalledWith(expect.objectContaining({ minPrice: 150000 }), expect.anything());
  });

  it('in a link, is searched as 100,000 and shown so in the field', async () => {
    const list = vi.spyOn(hotelsApi, 'list').mockResolvedValue(NO_HOTELS);
    renderAt('/hotels?maxPrice=99999999999999999999', '/hotels', <HotelsListScreen />);
    await waitFor(() => expect(list).toHaveBeenCalled());
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ maxPrice: 100000 }), expect.anything());
    expect(field('Maximum').value).toBe('100000');
  });
});
