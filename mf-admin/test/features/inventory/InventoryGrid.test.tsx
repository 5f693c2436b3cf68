// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import type { HotelCard, InventoryRecord } from '@trabzon/contracts';
import { InventoryGrid } from '../../../src/features/inventory/grid/InventoryGrid';
import { renderAdmin, startI18n } from '../../helpers';

const HOTEL = { _id: 'h1', name: 'Zigana Lodge', roomTypes: [{ _id: 'r1', name: 'Deluxe' }] } as unknown as HotelCard;

function night(date: string, changes: Partial<InventoryRecord> = {}): InventoryRecord {
  return {
    _id: `n-${date}`,
    hotel: 'h1',
    roomType: 'r1',
    date,
    totalRooms: 10,
    availableRooms: 10,
    basePrice: 60,
    price: 60,
    blocked: false,
    blockReason: null,
    ...changes,
  } as unknown as InventoryRecord;
}

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('InventoryGrid', () => {
  it('names each night by the text it shows, followed by the room, the date and the rooms left', async () => {
    vi.spyOn(adminApi.inventory, 'listAll').mockResolvedValue([
      night('2030-01-10'),
      night('2030-01-11', { availableRooms: 3, blocked: true }),
    ]);
    renderAdmin(<InventoryGrid hotel={HOTEL} from="2030-01-10" />);
    const [first, second, third] = await screen.findAllByTestId('grid-cell');

    expect(first!.getAttribute('aria-label')).toBeNull();
    expect(within(first!).getByText('10/10').tagName).toBe('STRONG');
    expect(within(first!).getByText('$60.00')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^10\/10 \$60\.00 Deluxe, .*2030.*: 10 of 10 rooms left\.$/ })).toContain(first);
    expect(screen.getAllByRole('button', { name: /^3\/10 \$60\.00 Blocked Deluxe, .*2030.*: 3 of 10 rooms left\.$/ })).toContain(second);
    expect(screen.getAllByRole('button', { name: /^— Deluxe, .*2030.*: no record yet\.$/ })).toContain(third);
  });

  it('names the scrolling table apart from the section around it', async () => {
    vi.spyOn(adminApi.inventory, 'listAll').mockResolvedValue([night('2030-01-10')]);
    renderAdmin(<InventoryGrid hotel={HOTEL} from="2030-01-10" />);
    await screen.findAllByTestId('grid-cell');
    const section = screen.getByTestId('inventory-grid');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Zigana Lodge: rooms by night');
    expect(screen.getAllByRole('region', { name: 'Zigana Lodge: rooms by night' })).toEqual([section]);
    const table = screen.getByRole('region', { name: /^Nights from .*2030 to .*2030$/ });
    expect(section.contains(table)).toBe(true);
  });
});
