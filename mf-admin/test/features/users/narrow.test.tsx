// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsersScreen } from '../../../src/features/users/UsersScreen';
import { renderAdmin, startI18n } from '../../helpers';
import { listUsers, user } from './fixtures';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('UsersScreen on a phone (360 px)', () => {
  it('scrolls the table inside its labelled region, its Actions column pinned in view with the Edit button', async () => {
    listUsers([user()]);
    renderAdmin(<UsersScreen />, '/admin/users');
    const edit = await screen.findByTestId('user-edit');
    const region = screen.getByRole('region', { name: '1 account' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(getComputedStyle(region).overflowX).toBe('auto');
    expect(within(region).getByTestId('users-table')).toBeTruthy();

    const cell = edit.closest('td')!;
    expect(cell.getAttribute('data-sticky')).toBe('true');
    expect(getComputedStyle(cell).position).toBe('sticky');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).getAttribute('data-sticky')).toBe('true');
  });
});
