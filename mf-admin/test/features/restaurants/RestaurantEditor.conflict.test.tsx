// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRestaurantsApi, destinationsApi, type RestaurantAdmin } from '@trabzon/api-client';
import { RestaurantsAdminScreen } from '../../../src/features/restaurants/RestaurantsAdminScreen';
import { renderAdmin, startI18n, editConflict } from '../../helpers';
import { RESTAURANT } from './fixtures';

/** What another staff member saved meanwhile. */
const THEIRS = { ...RESTAURANT, address: { city: 'Rize', country: 'Türkiye' }, updatedAt: '2026-01-02T00:00:00.000Z' } as RestaurantAdmin;

const city = () => screen.getByLabelText(/^City/) as HTMLInputElement;

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
  vi.spyOn(adminRestaurantsApi, 'list').mockResolvedValue({ results: [RESTAURANT], total: 1 } as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('two staff members editing the same restaurant', () => {
  it('sends the version it loaded; refused, it keeps what was typed and offers to reload theirs', async () => {
    const get = vi.spyOn(adminRestaurantsApi, 'get').mockResolvedValueOnce(RESTAURANT).mockResolvedValueOnce(THEIRS);
    const update = vi.spyOn(adminRestaurantsApi, 'update').mockRejectedValue(editConflict());
    renderAdmin(<RestaurantsAdminScreen />, '/admin/restaurants');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit \u2068Hamsi Köşkü\u2069' }));
    await waitFor(() => expect(city().value).toBe('Trabzon'));
    fireEvent.change(city(), { target: { value: 'Of' } });
    fireEvent.click(screen.getByTestId('restaurant-save'));

    const notice = await screen.findByTestId('edit-conflict');
    expect(update.mock.calls[0]![1]).toMatchObject({ expectedUpdatedAt: RESTAURANT.updatedAt });
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain(
      'Someone else saved this restaurant after you opened it. Your changes are still in the form. Reload to see their version (your changes will be lost).',
    );
    expect(city().value).toBe('Of');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(city().value).toBe('Rize'));
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('edit-conflict')).toBeNull();
  });
});
