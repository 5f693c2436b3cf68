// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUsersApi } from '@trabzon/api-client';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { apiRefusal, startI18n, switchLanguage } from '../../helpers';
import { fillNewUser } from './fixtures';

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

/** The text shown under a field (its error, tied to the input by aria-describedby), or null. */
function fieldError(input: HTMLInputElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

// The API refuses an e-mail another account has (409): the e-mail field's fault, said there as the form's own checks are.
describe('UsersScreen: an e-mail already taken', () => {
  it("is said at the e-mail field, in the page's language, with the focus there, until the e-mail changes", async () => {
    const create = vi.spyOn(adminUsersApi, 'create').mockRejectedValue(apiRefusal(409, ADMIN_REFUSALS.emailTaken));
    await fillNewUser();
    const email = screen.getByLabelText('Email') as HTMLInputElement;

    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(fieldError(email)).toBe('An account with this email already exists'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.queryByTestId('user-form-error')).toBeNull();

    await switchLanguage('tr');
    await waitFor(() => expect(fieldError(email)).toBe('Bu e-posta adresiyle zaten bir hesap var'));
    await switchLanguage('ar');
    await waitFor(() => expect(fieldError(email)).toBe('يوجد حساب بهذا البريد الإلكتروني بالفعل'));

    fireEvent.change(email, { target: { value: 'ada.other@example.com' } });
    await waitFor(() => expect(fieldError(email)).toBeNull());
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });
});
