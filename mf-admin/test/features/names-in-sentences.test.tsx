// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi, adminRestaurantsApi, adminSettingsApi } from '@trabzon/api-client';
import { useSessionStore } from '@trabzon/stores';
import { ToastProvider } from '@trabzon/ui';
import { ConfirmProvider } from '../../src/components/ConfirmDialog';
import { HotelForm } from '../../src/features/hotels/HotelForm';
import { HotelRoomSelects } from '../../src/features/inventory/HotelRoomSelects';
import { InventoryGrid } from '../../src/features/inventory/grid/InventoryGrid';
import { RestaurantPicker } from '../../src/lib/dining/RestaurantPicker';
import { BackupSection } from '../../src/features/settings/sections/BackupSection';
import { NotificationsSection } from '../../src/features/settings/sections/NotificationsSection';
import { AdminHeader } from '../../src/layout/AdminHeader';
import { renderAdmin, startI18n } from '../helpers';
import { HOTEL as FORM_HOTEL } from './hotels/fixtures';
import { HOTEL, night } from './inventory/fixtures';

/** A typed name that starts with a neutral "+": unisolated in an Arabic sentence, the "+" moved to the other end. */
const NAME = '+cmd Sea';
const ISOLATED = `\u2068${NAME}\u2069`;

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// These sentences put a typed name (or a file's name) in as it was: beside Arabic text, a name starting
// with "+" or digits, or a Latin one, was reordered. Each name is now first-strong isolated (FSI … PDI).
describe('names and file names inside the back office’s sentences are isolated', () => {
  it("the header's welcome line (the signed-in admin's name)", () => {
    const name = useSessionStore.getState().name;
    useSessionStore.setState({ name: NAME });
    try {
      renderAdmin(<AdminHeader sidebarId="menu" sidebarOpen onToggleSidebar={() => undefined} />);
      expect(screen.getByTestId('admin-welcome').textContent).toBe(`Welcome back, ${ISOLATED}`);
    } finally {
      useSessionStore.setState({ name });
    }
  });

  it("the restore's question (the chosen file) and its result (the previous database's file)", async () => {
    vi.spyOn(adminSettingsApi, 'restore').mockResolvedValue({ previousFile: 'trabzon-before.db', rows: 3 } as never);
    renderAdmin(
      <ToastProvider>
        <ConfirmProvider>
          <BackupSection />
        </ConfirmProvider>
      </ToastProvider>,
    );
    fireEvent.change(screen.getByTestId('restore-file'), { target: { files: [new File(['db'], `${NAME}.db`)] } });
    fireEvent.click(screen.getByTestId('restore-submit'));
    const question = await screen.findByTestId('confirm-dialog');
    await waitFor(() => expect(question.textContent).toContain(`\u2068${NAME}.db\u2069`));
    fireEvent.click(screen.getByTestId('confirm-accept'));
    expect((await screen.findByTestId('restore-result')).textContent).toContain('\u2068trabzon-before.db\u2069');
  });

  it("the outbox's attachment links", async () => {
    vi.spyOn(adminSettingsApi, 'email').mockResolvedValue(null as never);
    vi.spyOn(adminSettingsApi, 'outbox').mockResolvedValue({
      results: [
        {
          id: 1,
          to: 'ada@example.com',
          subject: 'Booking',
          body: 'Hello',
          kind: 'bookingConfirmation',
          language: 'en',
          bookingId: null,
          attachments: [{ filename: `${NAME}.ics`, contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
          createdAt: '2026-11-27T14:51:18.000Z',
        },
      ],
      total: 1,
      page: 1,
      pages: 1,
    } as never);
    renderAdmin(<NotificationsSection />);
    const mail = await screen.findByTestId('outbox-mail');
    const link = within(mail).getByRole('link', { hidden: true });
    expect(link.textContent).toContain(`\u2068${NAME}.ics\u2069`);
    expect(link.getAttribute('download')).toBe(`${NAME}.ics`);
  });

  it('an inactive hotel in the hotel select', () => {
    renderAdmin(
      <HotelRoomSelects
        hotels={[{ ...HOTEL, name: NAME, active: false }]}
        hotel="h1"
        roomType="r1"
        onChange={vi.fn()}
        hotelId="hotel"
        roomTypeId="room"
        testPrefix="t"
      />,
    );
    expect(optionTexts(screen.getByTestId('t-hotel'))).toContain(`${ISOLATED} (inactive)`);
  });

  it('an inactive restaurant in the restaurant picker', async () => {
    vi.spyOn(adminRestaurantsApi, 'list').mockResolvedValue({
      results: [{ _id: 'r1', name: { en: NAME }, active: false }],
      total: 1,
    } as never);
    renderAdmin(<RestaurantPicker value="r1" onChange={vi.fn()} />);
    const picker = await screen.findByTestId('restaurant-picker');
    await waitFor(() => expect(optionTexts(picker)).toEqual([`${ISOLATED} (inactive)`]));
  });

  it("the inventory grid's heading (the hotel) and its nights' names (the room type)", async () => {
    vi.spyOn(adminApi.inventory, 'listAll').mockResolvedValue([night('2030-01-10')]);
    renderAdmin(<InventoryGrid hotel={{ ...HOTEL, name: NAME, roomTypes: [{ _id: 'r1', name: NAME }] }} from="2030-01-10" />);
    const [first, second] = await screen.findAllByTestId('grid-cell');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`${ISOLATED}: rooms by night`);
    expect(first!.textContent).toContain(`${ISOLATED}, `);
    expect(second!.textContent).toContain(`${ISOLATED}, `);
  });

  it("a destination and its country in the hotel form's select", async () => {
    vi.spyOn(adminApi.destinations, 'list').mockResolvedValue({
      results: [{ _id: 'd1', name: NAME, country: 'Türkiye' }],
      total: 1,
    } as never);
    renderAdmin(<HotelForm hotel={FORM_HOTEL} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const select = await screen.findByLabelText('Destination');
    await waitFor(() => expect(optionTexts(select)).toContain(`${ISOLATED}, \u2068Türkiye\u2069`));
  });
});
