// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSettingsApi, adminUsersApi } from '@trabzon/api-client';
import { UsersScreen } from '../../../src/features/users/UsersScreen';
import { apiRefusal, renderAdmin, startI18n } from '../../helpers';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// QA round AA, defect 5: a refused save left the keyboard's focus on <body> (the button was disabled while saving).
describe('UsersScreen: saving an account', () => {
  it('keeps the focus on Save while it is sent and after a refusal, and sends one request for two presses', async () => {
    vi.spyOn(adminUsersApi, 'list').mockResolvedValue({ results: [], total: 0, page: 1, pages: 0 } as never);
    vi.spyOn(adminSettingsApi, 'public').mockResolvedValue({ passwordMinLength: 8 } as never);
    let refuse: (error: unknown) => void = () => undefined;
    const create = vi.spyOn(adminUsersApi, 'create').mockReturnValue(
      new Promise<never>((_, reject) => {
        refuse = reject;
      }),
    );
    renderAdmin(<UsersScreen />, '/admin/users');
    fireEvent.click(await screen.findByTestId('user-new'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'long-enough-1' } });

    const save = screen.getByTestId('user-save') as HTMLButtonElement;
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(save);

    refuse(apiRefusal(409, 'An account with this email already exists'));
    expect((await screen.findByTestId('user-form-error')).textContent).toBe('An account with this email already exists');
    expect(save.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(save);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
