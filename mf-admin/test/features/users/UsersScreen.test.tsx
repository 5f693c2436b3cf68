// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSettingsApi, adminUsersApi } from '@trabzon/api-client';
import { useSessionStore } from '@trabzon/stores';
import { UsersScreen } from '../../../src/features/users/UsersScreen';
import { setDisplayTimeZone } from '@trabzon/i18n';
import { apiRefusal, renderAdmin, startI18n, switchLanguage } from '../../helpers';
import { fillNewUser, listUsers, user } from './fixtures';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('UsersScreen: new user', () => {
  it('drops "e-mail taken" on the next attempt, even one its own rules refuse', async () => {
    const create = vi.spyOn(adminUsersApi, 'create').mockRejectedValue(apiRefusal(409, 'An account with this email already exists'));
    await fillNewUser();
    fireEvent.click(screen.getByTestId('user-save'));
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'something-else' } });
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(screen.queryByText('An account with this email already exists')).toBeNull());
    expect(screen.queryByTestId('user-form-error')).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('UsersScreen: the role filter', () => {
  it('lists only the chosen role, keeps it with the search and the URL, and "All roles" lists everyone again', async () => {
    const list = listUsers();
    renderAdmin(<UsersScreen />, '/admin/users?role=admin');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'admin' })));
    expect((screen.getByTestId('users-role') as HTMLSelectElement).value).toBe('admin');

    fireEvent.change(screen.getByTestId('users-search'), { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'ada', role: 'admin', page: 1 })));

    fireEvent.change(screen.getByTestId('users-role'), { target: { value: '' } });
    await waitFor(() => expect(list.mock.lastCall?.[0]).not.toHaveProperty('role'));
    expect(list.mock.lastCall?.[0]).toMatchObject({ q: 'ada' });
  });
});

describe('UsersScreen: the edit drawer', () => {
  afterEach(() => setDisplayTimeZone('Europe/Istanbul'));

  it("gives the account's dates in the site's display time zone, as the list does", async () => {
    setDisplayTimeZone('Europe/Istanbul');
    listUsers([user()]);
    renderAdmin(<UsersScreen />, '/admin/users');
    fireEvent.click(await screen.findByTestId('user-edit'));
    const dates = (await screen.findByText(/^Created Nov/)).textContent ?? '';
    // 14:51 UTC is 17:51 in Istanbul (UTC+3 all year).
    expect(dates).toMatch(/Nov 27, 2026, 17:51/);
    expect(dates).toMatch(/Nov 27, 2026, 17:52/);
  });

  it('ties the note on editing oneself to both locked controls, Role and Active', async () => {
    useSessionStore.setState({ user: { ...user({ role: 'admin' }), _id: 'u1' } as never });
    try {
      listUsers([user({ role: 'admin' })]);
      renderAdmin(<UsersScreen />, '/admin/users');
      fireEvent.click(await screen.findByTestId('user-edit'));
      const note = 'You cannot remove your own admin role or deactivate your own account.';
      const form = within(await screen.findByTestId('user-form'));
      const role = form.getByLabelText('Role');
      const active = form.getByRole('checkbox', { name: 'Active' });
      for (const control of [role, active]) {
        expect((control as HTMLInputElement).disabled).toBe(true);
        const described = control.getAttribute('aria-describedby')?.split(' ') ?? [];
        expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(note);
      }
    } finally {
      useSessionStore.setState({ user: null });
    }
  });

  it('isolates the name in its title, so a name in the other direction keeps its place in the sentence', async () => {
    listUsers([user({ name: 'أحمد' })]);
    renderAdmin(<UsersScreen />, '/admin/users');
    fireEvent.click(await screen.findByTestId('user-edit'));
    const title = (await screen.findByTestId('user-drawer')).querySelector('h2');
    expect(title?.textContent).toBe('Edit \u2068أحمد\u2069');
  });
});

describe('UsersScreen: the table', () => {
  it('isolates each typed name, so one starting with a symbol keeps it in place in Arabic', async () => {
    listUsers([user({ name: '+cmd Ada' })]);
    renderAdmin(<UsersScreen />, '/admin/users');
    await switchLanguage('ar');
    const name = await screen.findByText('+cmd Ada');
    expect(name.tagName).toBe('BDI');
    expect(name.closest('th, td')?.textContent).toBe('+cmd Ada');
  });

  // The row's Edit button named the account "تعديل +cmd Ada" unisolated: a screen reader's text put the "+" at the other end.
  it("isolates the name in each Edit button's accessible name too", async () => {
    listUsers([user({ name: '+cmd Ada' })]);
    renderAdmin(<UsersScreen />, '/admin/users');
    await switchLanguage('ar');
    await screen.findByText('+cmd Ada');
    expect(screen.getByTestId('user-edit').getAttribute('aria-label')).toBe('تعديل \u2068+cmd Ada\u2069');
  });
});

// QA: /admin/users?page=99 with two accounts showed "2451–2 of 2" and "Page 99 of 1" over an empty table.
describe('UsersScreen: a page past the last one', () => {
  it('goes to the last page, keeping the search and the role', async () => {
    const list = vi
      .spyOn(adminUsersApi, 'list')
      .mockImplementation(async (query) =>
        (query?.page ?? 1) === 1
          ? ({ results: [user(), user({ _id: 'u2', name: 'Ayşe', email: 'ayse@example.com' })], total: 2, page: 1, pages: 1 } as never)
          : ({ results: [], total: 2, page: query?.page ?? 1, pages: 1 } as never),
      );
    vi.spyOn(adminSettingsApi, 'public').mockResolvedValue({ passwordMinLength: 8 } as never);
    renderAdmin(<UsersScreen />, '/admin/users?q=a&role=user&page=99');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'a', role: 'user', page: 1 })));
    expect(await screen.findAllByTestId('user-row')).toHaveLength(2);
    expect(screen.queryByText(/2451/)).toBeNull();
  });
});
