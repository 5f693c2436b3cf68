// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSettingsApi } from '@trabzon/api-client';
import { Link, Route, Routes } from '@trabzon/router';
import { ConfirmProvider } from '../../../src/components/ConfirmDialog';
import { SettingsScreen } from '../../../src/features/settings/SettingsScreen';
import { renderAdmin, startI18n } from '../../helpers';

const GENERAL = {
  siteName: 'QA Travel Co',
  contactEmail: 'info@example.com',
  currency: 'USD',
  defaultLanguage: 'tr',
  timezone: 'Europe/Istanbul',
};
const SECURITY = {
  passwordMinLength: 8,
  sessionHours: 24,
  loginMaxPerAccount: 10,
  loginMaxPerIp: 100,
  loginWindowMinutes: 15,
  testUsersEnabled: false,
  testUsersAllowedByEnvironment: false,
};

/** The settings screen in the admin frame: a sidebar link to another page, and the one confirm dialog. */
function renderSettings() {
  renderAdmin(
    <ConfirmProvider>
      <Link to="/admin/users">Users</Link>
      <Routes>
        <Route path="/admin/settings" element={<SettingsScreen />} />
        <Route path="/admin/users" element={<p>Users page</p>} />
      </Routes>
    </ConfirmProvider>,
    '/admin/settings',
  );
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const siteName = () => screen.findByLabelText<HTMLInputElement>('Site name');

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(adminSettingsApi, 'app').mockResolvedValue(GENERAL as never);
  vi.spyOn(adminSettingsApi, 'security').mockResolvedValue(SECURITY as never);
  vi.spyOn(adminSettingsApi, 'payment').mockResolvedValue({ taxRate: 10 } as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Settings: switching tabs keeps unsaved edits', () => {
  it('keeps the General and Security edits across tab switches, each section read once', async () => {
    renderSettings();
    fireEvent.change(await siteName(), { target: { value: 'UNSAVED NAME' } });
    tab('Security');
    const length = await screen.findByLabelText<HTMLInputElement>('Minimum password length');
    fireEvent.change(length, { target: { value: '12' } });
    tab('Payment');
    await screen.findByLabelText(/tax rate/i);
    tab('Security');
    expect(screen.getByLabelText<HTMLInputElement>('Minimum password length').value).toBe('12');
    tab('General');
    expect((await siteName()).value).toBe('UNSAVED NAME');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('settings-tab-general');
    expect(adminSettingsApi.app).toHaveBeenCalledTimes(1);
    expect(adminSettingsApi.security).toHaveBeenCalledTimes(1);
  });
});

describe('Settings: leaving the page with unsaved edits asks first', () => {
  it('goes to another page at once when nothing changed', async () => {
    renderSettings();
    await siteName();
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(await screen.findByText('Users page')).toBeTruthy();
  });

  it('asks "Discard your changes?" for an edit on another tab: keeping them stays, discarding leaves', async () => {
    renderSettings();
    fireEvent.change(await siteName(), { target: { value: 'UNSAVED NAME' } });
    tab('Payment');
    await screen.findByLabelText(/tax rate/i);
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    await waitFor(() => expect(dialog.textContent).toContain('Discard your changes?'));
    expect(dialog.textContent).toContain('Your changes to the settings have not been saved.');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
    expect(screen.queryByText('Users page')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    fireEvent.click(await screen.findByTestId('confirm-accept'));
    expect(await screen.findByText('Users page')).toBeTruthy();
  });
});
