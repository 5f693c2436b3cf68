// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi, adminBookingsApi, adminSettingsApi, authApi, uploadsApi } from '@trabzon/api-client';
import type { RoomTypeAdmin } from '@trabzon/contracts';
import { useSessionStore } from '@trabzon/stores';
import { ToastProvider } from '@trabzon/ui';
import { ConfirmProvider } from '../../src/components/ConfirmDialog';
import { ImageUpload } from '../../src/components/ImageUpload';
import { BookingsScreen } from '../../src/features/bookings/BookingsScreen';
import { RoomTypeForm } from '../../src/features/hotels/RoomTypeForm';
import { ApiKeysSection } from '../../src/features/settings/sections/ApiKeysSection';
import { BackupSection } from '../../src/features/settings/sections/BackupSection';
import { AdminHeader } from '../../src/layout/AdminHeader';
import { apiRefusal, heldRequest, pressTwiceThenRefuse, renderAdmin, startI18n } from '../helpers';

const ROOM = {
  _id: 'r1',
  name: { en: 'Deluxe Room' },
  description: { en: 'Sea view' },
  capacity: 2,
  beds: { en: '1 double bed' },
  size: 30,
  amenities: [],
  pricePerNight: 120,
  images: [],
  totalRooms: 8,
  sortOrder: 0,
} as unknown as RoomTypeAdmin;

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// A busy button that was `disabled` dropped the keyboard's focus to <body>, and a double press sent twice.
describe('busy buttons stay focusable (aria-disabled) and send once', () => {
  it('the bookings CSV export', async () => {
    vi.spyOn(adminBookingsApi, 'list').mockResolvedValue({ results: [], total: 0, page: 1, pages: 0 } as never);
    const { request, refuse } = heldRequest();
    const exportCsv = vi.spyOn(adminBookingsApi, 'exportCsv').mockReturnValue(request);
    renderAdmin(
      <ToastProvider>
        <BookingsScreen />
      </ToastProvider>,
      '/admin/bookings',
    );
    await pressTwiceThenRefuse(button('bookings-export'), exportCsv, refuse);
  });

  it('the backup download', async () => {
    const { request, refuse } = heldRequest();
    const backup = vi.spyOn(adminSettingsApi, 'backup').mockReturnValue(request);
    renderAdmin(
      <ToastProvider>
        <BackupSection />
      </ToastProvider>,
    );
    await pressTwiceThenRefuse(button('backup-download'), backup, refuse);
  });

  it('the restore, once confirmed: a press while it runs asks nothing and sends nothing', async () => {
    const { request, refuse } = heldRequest();
    const restore = vi.spyOn(adminSettingsApi, 'restore').mockReturnValue(request);
    renderAdmin(
      <ConfirmProvider>
        <BackupSection />
      </ConfirmProvider>,
    );
    fireEvent.change(screen.getByTestId('restore-file'), { target: { files: [new File(['db'], 'copy.db')] } });
    const submit = button('restore-submit');
    submit.focus();
    fireEvent.click(submit);
    fireEvent.click(await screen.findByTestId('confirm-accept'));

    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
    expect(submit.disabled).toBe(false);
    submit.focus();
    fireEvent.click(submit);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((screen.getByTestId('confirm-dialog') as HTMLDialogElement).open).toBe(false);
    expect(document.activeElement).toBe(submit);

    refuse(apiRefusal(400, 'Refused by the server'));
    expect((await screen.findByTestId('restore-result')).textContent).toBe('Refused by the server');
    expect(submit.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(submit);
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('the API keys connection test', async () => {
    vi.spyOn(adminSettingsApi, 'apiKeys').mockResolvedValue({
      providerClientId: 'client',
      secretSet: true,
      secretMasked: '••••1234',
      source: 'settings',
      providerBaseUrl: null,
    });
    const { request, refuse } = heldRequest();
    const testConnection = vi.spyOn(adminSettingsApi, 'testConnection').mockReturnValue(request);
    renderAdmin(<ApiKeysSection />);
    await pressTwiceThenRefuse((await screen.findByTestId('keys-test')) as HTMLButtonElement, testConnection, refuse);
  });

  it('a room type’s Cancel while its edit is saved: busy but focusable, and a press closes nothing', async () => {
    const { request, refuse } = heldRequest();
    vi.spyOn(adminApi.hotels, 'updateRoom').mockReturnValue(request);
    const onCancel = vi.fn();
    renderAdmin(<RoomTypeForm hotelId="h1" room={ROOM} onSaved={vi.fn()} onCancel={onCancel} />);
    fireEvent.change(screen.getByLabelText(/^Price per night/), { target: { value: '200' } });
    fireEvent.click(button('room-type-submit'));

    const cancel = button('room-type-cancel');
    await waitFor(() => expect(cancel.getAttribute('aria-disabled')).toBe('true'));
    expect(cancel.disabled).toBe(false);
    cancel.focus();
    fireEvent.click(cancel);
    expect(document.activeElement).toBe(cancel);
    expect(onCancel).not.toHaveBeenCalled();

    refuse(apiRefusal(400, 'Refused by the server'));
    await screen.findByText('Refused by the server');
    expect(cancel.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('an image upload: busy while it runs, no second upload, and a refusal leaves the focus on its button', async () => {
    const { request, refuse } = heldRequest();
    const upload = vi.spyOn(uploadsApi, 'image').mockReturnValue(request);
    renderAdmin(<ImageUpload label="Upload image" onUploaded={vi.fn()} testId="upload-input" />);
    const input = screen.getByTestId('upload-input') as HTMLInputElement;
    const picker = vi.spyOn(input, 'click');
    const choose = () => fireEvent.change(input, { target: { files: [new File(['png'], 'sea.png', { type: 'image/png' })] } });
    const uploadButton = screen.getByRole('button', { name: 'Upload image' }) as HTMLButtonElement;
    uploadButton.focus();
    choose();
    choose();
    await waitFor(() => expect(uploadButton.getAttribute('aria-disabled')).toBe('true'));
    expect(uploadButton.disabled).toBe(false);
    fireEvent.click(uploadButton);
    expect(picker).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(uploadButton);

    refuse(apiRefusal(400, 'Refused by the server'));
    await screen.findByText('Refused by the server');
    expect(uploadButton.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(uploadButton);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('Log out: busy and focused while the server ends the session, one request, then signed out even when refused', async () => {
    const user = { _id: 'a1', name: 'Boss', email: 'boss@example.com', role: 'admin' as const };
    useSessionStore.getState().signIn({ token: 't', role: 'admin', name: user.name, user });
    const { request, refuse } = heldRequest();
    const logout = vi.spyOn(authApi, 'logout').mockReturnValue(request);
    renderAdmin(<AdminHeader sidebarId="menu" sidebarOpen onToggleSidebar={() => undefined} />);
    const leave = button('admin-logout');
    leave.focus();
    fireEvent.click(leave);
    fireEvent.click(leave);
    await waitFor(() => expect(leave.getAttribute('aria-disabled')).toBe('true'));
    expect(leave.disabled).toBe(false);
    expect(document.activeElement).toBe(leave);
    fireEvent.click(leave);

    refuse(apiRefusal(503, 'Service unavailable'));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
