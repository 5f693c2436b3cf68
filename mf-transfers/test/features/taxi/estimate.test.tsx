// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@trabzon/api-client';
import { CONFIG, renderWithProviders, startI18n } from '../../render';

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) => {
  const actual = await original<typeof ApiClient>();
  return {
    ...actual,
    transfersApi: {
      config: vi.fn(async () => CONFIG),
      vehicles: vi.fn(async () => []),
      taxiEstimate: vi.fn(async () => ({
        pickup: CONFIG.places[0],
        dropoff: CONFIG.places[1],
        straightKm: 5.1,
        distanceKm: 6.63,
        baseFare: 4,
        perKm: 1.1,
        roadFactor: 1.3,
        fare: 11.29,
      })),
    },
  };
});

const { TaxiScreen } = await import('../../../src/features/taxi/TaxiScreen');

beforeAll(() => startI18n('tr'));
afterEach(cleanup);

describe('/taxis in Turkish', () => {
  it('writes the distances and the road factor with a decimal comma', async () => {
    renderWithProviders(<TaxiScreen />, '/taxis');
    expect(await screen.findByText(/^Yol ile/)).toHaveProperty(
      'textContent',
      'Yol ile 6,6 km (kuş uçuşu 5,1 km × 1,3): $4,00 + km başı $1,10',
    );
  });
});
