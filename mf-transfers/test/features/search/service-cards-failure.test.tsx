// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startI18n } from '../../render';
import { CATALOGUE_PRICES } from '../../fixtures';

const api = vi.hoisted(() => ({ vehicles: vi.fn() }));

vi.mock('@trabzon/api-client', async (original) => (await import('../../fixtures')).mockApiClient(original, { vehicles: api.vehicles }));

const { ServiceCards } = await import('../../../src/features/search/ServiceCards');

beforeAll(() => startI18n('en'));
afterEach(() => {
  cleanup();
  api.vehicles.mockReset();
});

/*
 * QA: with GET /api/transfers/vehicles failing (or a vehicle taken off the catalogue) every card
 * (or that card) said "Loading prices…" for ever.
 */
describe('service cards without their prices', () => {
  it('the catalogue failed: the cards stay, without a "Loading prices…" that never ends', async () => {
    api.vehicles.mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<ServiceCards />);
    expect(screen.getByTestId('teaser-economy').textContent).toBe('Loading prices…');
    await waitFor(() => expect(api.vehicles).toHaveBeenCalledTimes(2), { timeout: 4000 });
    await waitFor(() => expect(screen.queryByText('Loading prices…')).toBeNull());
    expect(screen.getByTestId('service-card-economy').textContent).toContain('Economy Cars');
  });

  it('a vehicle no longer in the catalogue: its card has no teaser, the others keep theirs', async () => {
    api.vehicles.mockResolvedValue(CATALOGUE_PRICES.filter((vehicle) => vehicle._id !== 'suv'));
    renderWithProviders(<ServiceCards />);
    await waitFor(() => expect(screen.getByTestId('teaser-economy').textContent).toBe('from $25.00 a day'));
    expect(screen.queryByTestId('teaser-suv')).toBeNull();
    expect(screen.queryByText('Loading prices…')).toBeNull();
  });
});
