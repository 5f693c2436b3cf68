// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUsersApi } from '@trabzon/api-client';
import { UsersScreen } from '../../../src/features/users/UsersScreen';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';
import { listUsers } from './fixtures';

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

/** The text shown under a field (its error, tied to the input by aria-describedby), or null. */
function fieldError(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

async function openNewUser() {
  listUsers();
  renderAdmin(<UsersScreen />, '/admin/users');
  fireEvent.click(await screen.findByTestId('user-new'));
  return screen.getByLabelText('Email');
}

// QA: an empty e-mail said "Please enter a valid e-mail", as if one had been typed wrong.
describe('UsersScreen: the new account e-mail', () => {
  it("says an empty e-mail is required, in the page's language, and keeps 'valid e-mail' for a malformed one", async () => {
    const create = vi.spyOn(adminUsersApi, 'create');
    const email = await openNewUser();
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(fieldError(email)).toBe('Email is required'));

    await switchLanguage('tr');
    await waitFor(() => expect(fieldError(email)).toBe('E-posta zorunludur'));
    await switchLanguage('ar');
    await waitFor(() => expect(fieldError(email)).toBe('البريد الإلكتروني مطلوب'));
    await switchLanguage('en');

    // Spaces only is empty too.
    fireEvent.change(email, { target: { value: '   ' } });
    await waitFor(() => expect(fieldError(email)).toBe('Email is required'));
    fireEvent.change(email, { target: { value: 'ada@' } });
    await waitFor(() => expect(fieldError(email)).toBe('Please enter a valid email'));
    expect(create).not.toHaveBeenCalled();
  });
});

// QA: the "Active" box sat tight against the Password field next to it (dark-tr-admin-user-errors.png).
describe('UsersScreen: the new account form spacing', () => {
  it('gives the "Active" box the same space after it as every other field', async () => {
    await openNewUser();
    const form = within(screen.getByTestId('user-form'));
    const role = getComputedStyle(form.getByLabelText('Role').parentElement!);
    const active = getComputedStyle(form.getByRole('checkbox', { name: 'Active' }).closest('label')!.parentElement!);
    expect(role.marginBlockEnd || role.marginBottom).toBe('16px');
    expect(active.marginBlockEnd || active.marginBottom).toBe('16px');
  });
});
