import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { adminSettingsApi, adminUsersApi } from '@trabzon/api-client';
import { UsersScreen } from '../../../src/features/users/UsersScreen';
import { renderAdmin } from '../../helpers';

/** An account as GET /api/admin/users lists it; `changes` for the rest. */
export function user(changes: Record<string, unknown> = {}) {
  return {
    _id: 'u1',
    name: 'Ada',
    email: 'ada@example.com',
    role: 'user',
    active: true,
    createdAt: '2026-11-27T14:51:18.000Z',
    lastLoginAt: '2026-11-27T14:52:36.000Z',
    ...changes,
  };
}

/** The API lists these accounts (one page) and asks passwords of at least 8 characters; the list's spy. */
export function listUsers(results: unknown[] = []) {
  vi.spyOn(adminSettingsApi, 'public').mockResolvedValue({ passwordMinLength: 8 } as never);
  const pages = results.length > 0 ? 1 : 0;
  return vi.spyOn(adminUsersApi, 'list').mockResolvedValue({ results, total: results.length, page: 1, pages } as never);
}

/** Opens "New user" on an empty list and fills it in for Ada, ready to save. */
export async function fillNewUser() {
  listUsers();
  renderAdmin(<UsersScreen />, '/admin/users');
  fireEvent.click(await screen.findByTestId('user-new'));
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'long-enough-1' } });
}
