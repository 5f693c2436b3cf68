// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUsersApi } from '@trabzon/api-client';
import { CHECKOUT_MESSAGES, PERSON_NAME_MAX } from '@trabzon/contracts/validation';
import { apiRefusal, renderAdmin, startI18n, switchLanguage } from '../../helpers';
import { UsersScreen } from '../../../src/features/users/UsersScreen';
import { fillNewUser, listUsers, user } from './fixtures';

const LETTERS_ONLY = 'Use letters only: spaces, hyphens, apostrophes and dots are fine';
const LETTERS_ONLY_TR = 'Yalnızca harf kullanın: boşluk, kısa çizgi, kesme işareti ve nokta kullanılabilir';

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

/** The text shown under the name field (its error, tied to the input by aria-describedby), or null. */
function nameFieldError(name: HTMLInputElement): string | null {
  const ids = name.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

// The API refuses a name that is not a person's (400 INVALID_NAME): the form checks the same rule first.
describe("UsersScreen: an account's name", () => {
  it('refuses an emoji in the name without a request, then sends an Arabic name with a hyphen', async () => {
    const create = vi.spyOn(adminUsersApi, 'create').mockResolvedValue({} as never);
    await fillNewUser();
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(name.maxLength).toBe(PERSON_NAME_MAX);

    fireEvent.change(name, { target: { value: 'Ada 😀' } });
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(nameFieldError(name)).toBe(LETTERS_ONLY));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'أحمد-علي' } });
    await waitFor(() => expect(nameFieldError(name)).toBeNull());
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toMatchObject({ name: 'أحمد-علي' });
  });

  it("shows the API's INVALID_NAME at the name field in the page's language, not the server's English", async () => {
    const refusal = apiRefusal(400, CHECKOUT_MESSAGES.personName, 'INVALID_NAME');
    const create = vi.spyOn(adminUsersApi, 'create').mockRejectedValue(refusal);
    await fillNewUser();
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    await switchLanguage('tr');

    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(nameFieldError(name)).toBe(LETTERS_ONLY_TR));
    expect(create).toHaveBeenCalledTimes(1);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.queryByTestId('user-form-error')).toBeNull();
    expect(document.body.textContent).not.toContain(CHECKOUT_MESSAGES.personName);

    // Another name is no longer the one refused: its text goes until the server has answered again.
    fireEvent.change(name, { target: { value: 'Ada Lovelace' } });
    await waitFor(() => expect(nameFieldError(name)).toBeNull());
  });

  it('keeps the name of an account from before the rule when it is edited, as the API does', async () => {
    const update = vi.spyOn(adminUsersApi, 'update').mockResolvedValue(user({ name: 'Ada ★', active: false }) as never);
    listUsers([user({ name: 'Ada ★' })]);
    renderAdmin(<UsersScreen />, '/admin/users');
    fireEvent.click(await screen.findByTestId('user-edit'));
    fireEvent.click(screen.getByLabelText('Active'));
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(update).toHaveBeenCalledWith('u1', expect.objectContaining({ name: 'Ada ★', active: false })));

    // A new name must pass it.
    fireEvent.click(await screen.findByTestId('user-edit'));
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Ada ★★' } });
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(nameFieldError(name)).toBe(LETTERS_ONLY));
    expect(update).toHaveBeenCalledTimes(1);
  });
});
