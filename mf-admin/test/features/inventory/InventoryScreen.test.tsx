// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi, destinationsApi, type AdminHotelRow, type PackageAdmin } from '@trabzon/api-client';
import { InventoryScreen } from '../../../src/features/inventory/InventoryScreen';
import { PackageForm } from '../../../src/features/packages/PackageForm';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

function row(id: string, name: string, active: boolean, rooms: { _id: string; name: string }[]): AdminHotelRow {
  return {
    _id: id,
    slug: id,
    name,
    city: 'Trabzon',
    country: 'Türkiye',
    starRating: 4,
    averageRating: 0,
    totalReviews: 0,
    roomTypes: rooms.length,
    rooms,
    featured: false,
    active,
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

// The back-office list: every hotel, the deactivated Hamsiköy Stone Inn too, in no particular order.
const ROWS = [
  row('h1', 'Zigana Lodge', true, [{ _id: 'r1', name: 'Deluxe' }]),
  row('h2', 'Hamsiköy Stone Inn', false, [
    { _id: 'r2', name: 'Stone Room' },
    { _id: 'r3', name: 'Family Loft' },
  ]),
  row('h3', 'Ayder Chalet', true, [{ _id: 'r4', name: 'Chalet' }]),
];

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(adminApi.hotels, 'adminList').mockResolvedValue(ROWS);
  vi.spyOn(adminApi.inventory, 'listAll').mockResolvedValue([]);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the inventory hotel selects', () => {
  it('offer every hotel by name, an inactive one marked, with its room types', async () => {
    renderAdmin(<InventoryScreen />, '/admin/hotel-inventory');
    const hotel = screen.getByTestId('inventory-filter-hotel');
    await waitFor(() =>
      expect(options(hotel)).toEqual(['Choose a hotel', 'Ayder Chalet', '\u2068Hamsiköy Stone Inn\u2069 (inactive)', 'Zigana Lodge']),
    );
    fireEvent.change(hotel, { target: { value: 'h2' } });
    const room = screen.getByTestId('inventory-filter-room-type') as HTMLSelectElement;
    await waitFor(() => expect(options(room)).toEqual(['Choose a room type', 'Stone Room', 'Family Loft']));
    expect(room.value).toBe('r2');
    // Its nights load like any other hotel's.
    await waitFor(() => expect(adminApi.inventory.listAll).toHaveBeenCalledWith(expect.objectContaining({ hotel: 'h2', roomType: 'r2' })));

    // The bulk update's select offers it too.
    fireEvent.click(screen.getByTestId('inventory-bulk'));
    expect(options(await screen.findByTestId('bulk-hotel'))).toContain('\u2068Hamsiköy Stone Inn\u2069 (inactive)');
  });

  it('with a hotel but no room type, asks for the room type only (the grid shows the hotel already)', async () => {
    renderAdmin(<InventoryScreen />, '/admin/hotel-inventory');
    expect((await screen.findByTestId('inventory-pick')).textContent).toBe('Choose a hotel and a room type to see their inventory.');
    const hotel = screen.getByTestId('inventory-filter-hotel');
    await waitFor(() => expect(options(hotel)).toContain('Zigana Lodge'));
    fireEvent.change(hotel, { target: { value: 'h1' } });
    const room = screen.getByTestId('inventory-filter-room-type');
    await waitFor(() => expect(options(room)).toContain('Deluxe'));
    fireEvent.change(room, { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('inventory-pick').textContent).toBe('Choose a room type to see its nights one by one.'));
  });

  it('mark an inactive hotel in the page language', async () => {
    renderAdmin(<InventoryScreen />, '/admin/hotel-inventory');
    await switchLanguage('tr');
    await waitFor(() => expect(options(screen.getByTestId('inventory-filter-hotel'))).toContain('\u2068Hamsiköy Stone Inn\u2069 (pasif)'));
    await switchLanguage('ar');
    await waitFor(() =>
      expect(options(screen.getByTestId('inventory-filter-hotel'))).toContain('\u2068Hamsiköy Stone Inn\u2069 (غير نشط)'),
    );
  });

  it('read the hotel list the package form has already loaded (one key, one shape)', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    renderAdmin(
      <>
        <PackageForm pkg={null as PackageAdmin | null} onSaved={vi.fn()} onCancel={vi.fn()} />
        <InventoryScreen />
      </>,
      '/admin/hotel-inventory',
    );
    expect(await screen.findByRole('checkbox', { name: /Hamsiköy Stone Inn \(Trabzon\)/ })).toBeTruthy();
    const hotel = screen.getByTestId('inventory-filter-hotel');
    await waitFor(() => expect(options(hotel)).toContain('\u2068Hamsiköy Stone Inn\u2069 (inactive)'));
    fireEvent.change(hotel, { target: { value: 'h1' } });
    await waitFor(() => expect(options(screen.getByTestId('inventory-filter-room-type'))).toEqual(['Choose a room type', 'Deluxe']));
  });
});
