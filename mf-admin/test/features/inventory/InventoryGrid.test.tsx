// @vitest-environment happy-dom
import { AxiosError, type AxiosResponse } from 'axios';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi } from '@trabzon/api-client';
import type { InventoryHotel } from '../../../src/features/inventory/useHotelOptions';
import { InventoryGrid } from '../../../src/features/inventory/grid/InventoryGrid';
import { useInvalidateInventory } from '../../../src/lib/queries';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';
import { HOTEL, night } from './fixtures';

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
    expect(screen.getAllByRole('button', { name: /^10\/10 \$60\.00 \u2068Deluxe\u2069, .*2030.*: 10 of 10 rooms left\.$/ })).toContain(
      first,
    );
    expect(
      screen.getAllByRole('button', { name: /^3\/10 \$60\.00 Blocked \u2068Deluxe\u2069, .*2030.*: 3 of 10 rooms left\.$/ }),
    ).toContain(second);
    expect(screen.getAllByRole('button', { name: /^— \u2068Deluxe\u2069, .*2030.*: no record yet\.$/ })).toContain(third);
  });

  it("shows only the room type the screen's filter chose, and every one without it", async () => {
    vi.spyOn(adminApi.inventory, 'listAll').mockResolvedValue([night('2030-01-10')]);
    const twoRooms: InventoryHotel = { ...HOTEL, roomTypes: [...HOTEL.roomTypes, { _id: 'r2', name: 'Family Suite' }] };
    const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    renderAdmin(<InventoryGrid hotel={twoRooms} roomType="r2" from="2030-01-10" />);
    await screen.findAllByTestId('grid-cell');
    expect(rowNames()).toEqual(['Family Suite']);
    cleanup();
    renderAdmin(<InventoryGrid hotel={twoRooms} from="2030-01-10" />);
    await screen.findAllByTestId('grid-cell');
    expect(rowNames()).toEqual(['Deluxe', 'Family Suite']);
  });

  it('loads the nights again when the inventory changed elsewhere on the screen (the table, the form, the bulk update)', async () => {
    const listAll = vi.spyOn(adminApi.inventory, 'listAll').mockResolvedValue([night('2030-01-10')]);
    function ChangedElsewhere() {
      const invalidate = useInvalidateInventory();
      return (
        <button type="button" onClick={() => void invalidate()}>
          saved elsewhere
        </button>
      );
    }
    renderAdmin(
      <>
        <InventoryGrid hotel={HOTEL} from="2030-01-10" />
        <ChangedElsewhere />
      </>,
    );
    await screen.findAllByTestId('grid-cell');
    listAll.mockResolvedValue([night('2030-01-10', { availableRooms: 4 })]);
    fireEvent.click(screen.getByRole('button', { name: 'saved elsewhere' }));
    await waitFor(() => expect(screen.getAllByTestId('grid-cell')[0]!.querySelector('strong')?.textContent).toBe('4/10'));
  });

  it('names the scrolling table apart from the section around it', async () => {
    vi.spyOn(adminApi.inventory, 'listAll').mockResolvedValue([night('2030-01-10')]);
    renderAdmin(<InventoryGrid hotel={HOTEL} from="2030-01-10" />);
    await screen.findAllByTestId('grid-cell');
    const section = screen.getByTestId('inventory-grid');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('\u2068Zigana Lodge\u2069: rooms by night');
    expect(screen.getAllByRole('region', { name: '\u2068Zigana Lodge\u2069: rooms by night' })).toEqual([section]);
    const table = screen.getByRole('region', { name: /^Nights from .*2030 to .*2030$/ });
    expect(section.contains(table)).toBe(true);
  });

  it("fills its column with the selected night's box, in Arabic too, where a night's heading is wider than the box's 72px", async () => {
    vi.spyOn(adminApi.inventory, 'listAll').mockResolvedValue([night('2030-01-10')]);
    await switchLanguage('ar');
    try {
      renderAdmin(<InventoryGrid hotel={HOTEL} from="2030-01-10" />);
      const [cell] = await screen.findAllByTestId('grid-cell');
      fireEvent.click(cell!);
      expect(cell!.getAttribute('aria-pressed')).toBe('true');
      // (happy-dom lays nothing out: a fixed width, the cause, is what can be seen here.)
      const style = getComputedStyle(cell!);
      expect(style.inlineSize).toBe('100%');
      expect(style.minInlineSize).toBe('72px');
    } finally {
      await switchLanguage('en');
    }
  });

  describe('editing nights', () => {
    const NIGHTS = [
      night('2030-01-13', { availableRooms: 4 }),
      night('2030-01-14', { availableRooms: 7 }),
      night('2030-01-15', { availableRooms: 2, blocked: true, blockReason: 'Boiler maintenance' }),
      night('2030-01-16', { availableRooms: 2, blocked: true, blockReason: 'Boiler maintenance' }),
    ];
    const bulkReply = { message: 'Bulk update applied successfully', updated: 4, created: 0, dates: [] };

    /**
     * Submits the editor as its Apply button does. (happy-dom checks step="0.01" with a floating-point
     * remainder, so it finds 200 a "step mismatch" and a click on the button would not submit.)
     */
    const apply = () => fireEvent.submit(screen.getByTestId('grid-editor'));

    async function cells() {
      vi.spyOn(adminApi.inventory, 'listAll').mockResolvedValue(NIGHTS);
      renderAdmin(<InventoryGrid hotel={HOTEL} from="2030-01-13" />);
      return screen.findAllByTestId('grid-cell');
    }

    it('sends only the price when a range gets a new price: no copied availability, no unblocking', async () => {
      const bulk = vi.spyOn(adminApi.inventory, 'bulk').mockResolvedValue(bulkReply as never);
      const [first, , , fourth] = await cells();
      fireEvent.click(first!);
      fireEvent.click(fourth!, { shiftKey: true });
      expect((screen.getByTestId('grid-available') as HTMLInputElement).value).toBe('');
      expect((screen.getByTestId('grid-blocked') as HTMLSelectElement).value).toBe('unchanged');
      fireEvent.change(screen.getByTestId('grid-price'), { target: { value: '200' } });
      apply();
      await waitFor(() => expect(bulk).toHaveBeenCalledTimes(1));
      const body = bulk.mock.calls[0]![0];
      expect(body).toMatchObject({ hotel: 'h1', roomType: 'r1', startDate: '2030-01-13', endDate: '2030-01-16' });
      expect(body.changes).toEqual({ basePrice: 200 });
    });

    it('sends only the changed field of one night', async () => {
      const update = vi.spyOn(adminApi.inventory, 'update').mockResolvedValue({} as never);
      const [, , third] = await cells();
      fireEvent.click(third!);
      expect((screen.getByTestId('grid-available') as HTMLInputElement).value).toBe('2');
      fireEvent.change(screen.getByTestId('grid-available'), { target: { value: '1' } });
      apply();
      await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
      expect(update).toHaveBeenCalledWith('n-2030-01-15', { availableRooms: 1 });
    });

    it('marks and focuses a negative price, with its message under it, and sends nothing', async () => {
      const update = vi.spyOn(adminApi.inventory, 'update');
      const [first] = await cells();
      fireEvent.click(first!);
      const price = screen.getByTestId('grid-price') as HTMLInputElement;
      fireEvent.change(price, { target: { value: '-10' } });
      apply();
      await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
      expect(document.activeElement).toBe(price);
      const described = document.getElementById(price.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe('Enter a price from 0.01 to 100,000.');
      expect(screen.getByTestId('grid-available').getAttribute('aria-invalid')).toBeNull();
      expect(update).not.toHaveBeenCalled();
    });

    it('marks negative rooms with a message of their own, then the price with its own', async () => {
      const update = vi.spyOn(adminApi.inventory, 'update');
      const [first] = await cells();
      fireEvent.click(first!);
      const rooms = screen.getByTestId('grid-available') as HTMLInputElement;
      const price = screen.getByTestId('grid-price') as HTMLInputElement;
      fireEvent.change(rooms, { target: { value: '-2' } });
      fireEvent.change(price, { target: { value: '-10' } });
      apply();
      await waitFor(() => expect(rooms.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById(rooms.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Enter the rooms as a whole number, 0 or more.',
      );
      fireEvent.change(rooms, { target: { value: '2' } });
      apply();
      await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById(price.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Enter a price from 0.01 to 100,000.',
      );
      expect(update).not.toHaveBeenCalled();
    });

    it('says so and sends nothing when nothing was changed', async () => {
      const update = vi.spyOn(adminApi.inventory, 'update');
      const bulk = vi.spyOn(adminApi.inventory, 'bulk');
      const [first, second] = await cells();
      fireEvent.click(first!);
      apply();
      expect((await screen.findByTestId('grid-notice')).textContent).toBe('Nothing to save: no field was changed.');
      fireEvent.click(second!, { shiftKey: true });
      apply();
      await screen.findByTestId('grid-notice');
      expect(update).not.toHaveBeenCalled();
      expect(bulk).not.toHaveBeenCalled();
    });

    it('blocks a range only with a reason, and unblocks it on request', async () => {
      const bulk = vi.spyOn(adminApi.inventory, 'bulk').mockResolvedValue(bulkReply as never);
      const [first, second] = await cells();
      fireEvent.click(first!);
      fireEvent.click(second!, { shiftKey: true });
      fireEvent.change(screen.getByTestId('grid-blocked'), { target: { value: 'block' } });
      apply();
      expect((await screen.findByRole('alert')).textContent).toBe('Block reason is required when blocking dates');
      expect(bulk).not.toHaveBeenCalled();
      fireEvent.change(screen.getByTestId('grid-reason'), { target: { value: ' Painting ' } });
      apply();
      await waitFor(() => expect(bulk).toHaveBeenCalledTimes(1));
      expect(bulk.mock.calls[0]![0].changes).toEqual({ blocked: true, blockReason: 'Painting' });
      fireEvent.change(screen.getByTestId('grid-blocked'), { target: { value: 'unblock' } });
      apply();
      await waitFor(() => expect(bulk).toHaveBeenCalledTimes(2));
      expect(bulk.mock.calls[1]![0].changes).toEqual({ blocked: false });
    });

    it("shows the API's inventory refusals in the page's language", async () => {
      const data = { statusCode: 400, message: 'Available rooms cannot exceed total rooms' };
      const response = { status: 400, data, headers: {}, statusText: 'Bad Request', config: {} } as unknown as AxiosResponse;
      const refusal = new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, undefined, response);
      vi.spyOn(adminApi.inventory, 'update').mockRejectedValue(refusal);
      await switchLanguage('tr');
      try {
        const [first] = await cells();
        fireEvent.click(first!);
        fireEvent.change(screen.getByTestId('grid-available'), { target: { value: '11' } });
        apply();
        expect((await screen.findByRole('alert')).textContent).toBe('Müsait oda sayısı toplam oda sayısını aşamaz');
      } finally {
        await switchLanguage('en');
      }
    });

    it('translates the refusals that carry numbers, with their numbers', async () => {
      const data = { statusCode: 409, message: 'Available rooms cannot exceed 3 (rooms already booked for this date: 1)' };
      const response = { status: 409, data, headers: {}, statusText: 'Conflict', config: {} } as unknown as AxiosResponse;
      vi.spyOn(adminApi.inventory, 'update').mockRejectedValue(
        new AxiosError('Conflict', 'ERR_BAD_REQUEST', undefined, undefined, response),
      );
      await switchLanguage('tr');
      try {
        const [first] = await cells();
        fireEvent.click(first!);
        fireEvent.change(screen.getByTestId('grid-available'), { target: { value: '5' } });
        apply();
        expect((await screen.findByRole('alert')).textContent).toBe(
          'Müsait oda sayısı \u20663\u2069 değerini aşamaz (bu tarih için rezerve edilmiş odalar: \u20661\u2069)',
        );
      } finally {
        await switchLanguage('en');
      }
    });
  });
});
