// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi } from '@trabzon/api-client';
import { ProfilePage } from '../../../../src/features/account/pages/ProfilePage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';
import { accountUser, renderAt, resetAccountPage, signInAs } from '../../../helpers/account';

const ME = accountUser();

beforeAll(() => startI18n(registerAccountTranslations));
afterEach(resetAccountPage);

describe('/profile: Try again after a failed load keeps the keyboard’s place', () => {
  it('the button stays (busy, same title) while it loads, keeps the focus when it fails again, and the heading takes it once loaded', async () => {
    signInAs(ME);
    const me = vi.spyOn(authApi, 'me').mockRejectedValue(apiRefusal(400, 'Bad request'));
    renderAt(<ProfilePage />, '/profile', '/profile');
    const button = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Failed to fetch user profile')).toBeTruthy();

    let fail!: (error: unknown) => void;
    me.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(me).toHaveBeenCalledTimes(2));
    expect(button.isConnected).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Failed to fetch user profile')).toBeTruthy();
    expect(document.activeElement).toBe(button);

    await act(async () => fail(apiRefusal(400, 'Bad request')));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(button);

    me.mockResolvedValueOnce(ME);
    fireEvent.click(button);
    expect(await screen.findByTestId('profile-page')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My profile' })));
  });
});
