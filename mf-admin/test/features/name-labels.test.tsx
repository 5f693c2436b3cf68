// @vitest-environment happy-dom
import { cleanup, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi, adminRestaurantsApi, destinationsApi, packagesAdminApi, transfersApi } from '@trabzon/api-client';
import type { HotelAdmin } from '@trabzon/contracts';
import { ToastProvider } from '@trabzon/ui';
import { ConfirmProvider } from '../../src/components/ConfirmDialog';
import { DestinationsScreen } from '../../src/features/destinations/DestinationsScreen';
import { HotelsTable } from '../../src/features/hotels/HotelsTable';
import { RoomTypesSection } from '../../src/features/hotels/RoomTypesSection';
import { PackagesScreen } from '../../src/features/packages/PackagesScreen';
import { TablesScreen } from '../../src/features/restaurant-tables/TablesScreen';
import { RestaurantsAdminScreen } from '../../src/features/restaurants/RestaurantsAdminScreen';
import { TransfersScreen } from '../../src/features/transfers/TransfersScreen';
import { renderAdmin, startI18n, switchLanguage } from '../helpers';
import { packageAdmin } from './packages/fixtures';

/** A typed name that starts with a neutral "+": unisolated in an Arabic sentence, the "+" moved to the other end. */
const NAME = '+cmd Sea';
const ISOLATED = `\u2068${NAME}\u2069`;
const text = { en: NAME, ar: NAME };

/** The accessible names (aria-label) of the page's buttons that name the item. */
const namingLabels = () =>
  Array.from(document.querySelectorAll('button[aria-label], a[aria-label]'))
    .map((element) => element.getAttribute('aria-label')!)
    .filter((label) => label.includes(NAME));

/** Renders the list in Arabic; every button naming the item (`count` of them) holds its name isolated (FSI … PDI). */
async function expectIsolated(element: ReactElement, url: string, count: number) {
  renderAdmin(
    <ToastProvider>
      <ConfirmProvider>{element}</ConfirmProvider>
    </ToastProvider>,
    url,
  );
  await switchLanguage('ar');
  await waitFor(() => expect(namingLabels()).toHaveLength(count));
  for (const label of namingLabels()) expect(label).toContain(ISOLATED);
}

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

// The rows' Edit and Delete buttons put the typed name in unisolated: in Arabic "تعديل +cmd Sea" read the "+" at the other end.
describe('the rows’ buttons isolate the item’s name in their accessible names (Arabic, a name starting with "+")', () => {
  it('destinations', async () => {
    const destination = { _id: 'd1', slug: 'sea', name: NAME, country: 'Türkiye', description: '', image: null, propertyCount: 0 };
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [destination], total: 1 } as never);
    await expectIsolated(<DestinationsScreen />, '/admin/destinations', 2);
  });

  it('packages', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    vi.spyOn(adminApi.hotels, 'adminList').mockResolvedValue([]);
    vi.spyOn(packagesAdminApi, 'list').mockResolvedValue({ results: [packageAdmin({ name: text })], total: 1 } as never);
    await expectIsolated(<PackagesScreen />, '/admin/packages', 2);
  });

  it('hotels and their room types', async () => {
    const row = {
      id: 'h1',
      name: NAME,
      city: 'Trabzon',
      country: 'Türkiye',
      stars: 4,
      rating: 0,
      reviews: 0,
      roomTypes: 1,
      featured: false,
      active: true,
    };
    await expectIsolated(<HotelsTable rows={[row]} resetKey="" onEdit={vi.fn()} onDelete={vi.fn()} />, '/admin/hotels', 2);
    cleanup();
    const room = {
      _id: 'r1',
      name: text,
      description: {},
      capacity: 2,
      beds: {},
      size: 20,
      amenities: [],
      pricePerNight: 90,
      images: [],
      totalRooms: 3,
    };
    const hotel = { _id: 'h1', name: { en: 'Hotel' }, roomTypes: [room], updatedAt: '2026-01-01T00:00:00.000Z' } as unknown as HotelAdmin;
    await expectIsolated(<RoomTypesSection hotel={hotel} onChange={vi.fn()} />, '/admin/hotels', 2);
  });

  it('restaurants and their tables', async () => {
    const restaurant = {
      _id: 'r1',
      name: text,
      cuisine: 'turkish',
      priceRange: 2,
      address: { street: '', city: 'Trabzon', country: 'Türkiye' },
      averageRating: 0,
      totalReviews: 0,
      tableCount: 1,
      active: true,
    };
    vi.spyOn(adminRestaurantsApi, 'list').mockResolvedValue({ results: [restaurant], total: 1 } as never);
    await expectIsolated(<RestaurantsAdminScreen />, '/admin/restaurants', 2);
    cleanup();
    const table = { _id: 't1', number: NAME, capacity: 4, location: 'indoor', active: true };
    vi.spyOn(adminRestaurantsApi, 'tables').mockResolvedValue({ results: [table], total: 1 } as never);
    // Edit, and Deactivate: both name the table by its number.
    await expectIsolated(<TablesScreen />, '/admin/restaurant-tables?restaurant=r1', 2);
  });

  it('vehicles', async () => {
    const vehicle = {
      _id: 'v1',
      service: 'car_rental',
      type: 'economy',
      name: text,
      description: {},
      passengers: 4,
      luggage: 2,
      transmission: 'manual',
      price: 25,
      fleet: 3,
      active: true,
      image: null,
    };
    vi.spyOn(transfersApi, 'adminVehicles').mockResolvedValue([vehicle] as never);
    vi.spyOn(transfersApi, 'taxiRates').mockResolvedValue({ baseFare: 5, perKm: 1.2, roadFactor: 1.3 });
    await expectIsolated(<TransfersScreen />, '/admin/transfers', 1);
  });
});
