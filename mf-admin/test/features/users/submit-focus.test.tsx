// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUsersApi } from '@trabzon/api-client';
import { apiRefusal, heldRequest, startI18n } from '../../helpers';
import { fillNewUser } from './fixtures';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// QA round AA, defect 5: a refused save left the keyboard's focus on <body> (the button was disabled while saving).
describe('UsersScreen: saving an account', () => {
  it('keeps the focus on Save while it is sent and after a refusal, and sends one request for two presses', async () => {
    const { request, refuse } = heldRequest();
    const create = vi.spyOn(adminUsersApi, 'create').mockReturnValue(request);
    await fillNewUser();

    const save = screen.getByTestId('user-save') as HTMLButtonElement;
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(save);

    // A refusal of the whole form (not one field's, which takes the focus to that field).
    refuse(apiRefusal(500, 'Internal Server Error'));
    expect((await screen.findByTestId('user-form-error')).textContent).toBe('Internal Server Error');
    expect(save.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(save);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
