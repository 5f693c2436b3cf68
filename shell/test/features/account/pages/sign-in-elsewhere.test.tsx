// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@trabzon/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@trabzon/api-client';
import { AppProviders } from '@trabzon/ui';
import { SESSION_KEYS, useSessionStore, type Role } from '@trabzon/stores';
import { LoginPage } from '../../../../src/features/account/pages/LoginPage';
import { RegisterPage } from '../../../../src/features/account/pages/RegisterPage';
import { LoginModal } from '../../../../src/features/account/components/LoginModal';
import { useLoginModal } from '../../../../src/features/account/model/loginModalStore';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { startI18n } from '../../../helpers/i18n';
import { refuseSiteSettings } from '../../../helpers/account';

beforeAll(() => startI18n(registerAccountTranslations));
beforeEach(() => {
  vi.spyOn(authApi, 'status').mockResolvedValue(undefined as never);
  // No real GET /api/settings (the password's minimum, on /register and the modal): the built-in one stands.
  refuseSiteSettings();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSessionStore.getState().signOut();
  useLoginModal.getState().hide();
});

/** Where the tab is now, and a back button to see what history holds. */
function Elsewhere() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="at">{location.pathname + location.search}</p>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

/** The tab came from home to the form (so history has a page before it). */
function renderForm(path: string, page: ReactElement) {
  render(
    <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
      <AppProviders>
        <Routes>
          <Route path="/login" element={page} />
          <Route path="/register" element={page} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

/** Another tab signs in with "remember me": it writes the browser's storage, which fires `storage` here. */
function signInInAnotherTab(role: Role) {
  const user = { _id: 'u1', name: 'Ayşe', email: 'ayse@example.com', role };
  act(() => {
    localStorage.setItem(SESSION_KEYS.token, 'from-the-other-tab');
    localStorage.setItem(SESSION_KEYS.role, role);
    localStorage.setItem(SESSION_KEYS.name, user.name);
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEYS.token }));
  });
}

describe('a sign-in in another tab while /login or /register is open', () => {
  it('/login goes to its redirect target, replacing the form in history', async () => {
    renderForm('/login?redirect=%2Fbookings%3Ftab%3D1', <LoginPage />);
    expect(screen.getByTestId('login-view')).toBeTruthy();
    signInInAnotherTab('user');
    expect((await screen.findByTestId('at')).textContent).toBe('/bookings?tab=1');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('at').textContent).toBe('/');
  });

  it('/login without a redirect goes where a sign-in of that role goes (admins to /admin)', async () => {
    renderForm('/login', <LoginPage />);
    signInInAnotherTab('admin');
    expect((await screen.findByTestId('at')).textContent).toBe('/admin');
  });

  it('/register goes on too, to its redirect target', async () => {
    renderForm('/register?redirect=%2Fprofile', <RegisterPage />);
    expect(screen.getByTestId('register-view')).toBeTruthy();
    signInInAnotherTab('user');
    expect((await screen.findByTestId('at')).textContent).toBe('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('at').textContent).toBe('/');
  });

  it("this tab's own sign-in is left to the form, which shows its message before it leads on", async () => {
    const user = { _id: 'u1', name: 'Ayşe', email: 'ayse@example.com', role: 'user' as const, profileImage: null, active: true };
    vi.spyOn(authApi, 'login').mockResolvedValue({ token: 'own', role: 'user', name: user.name, user } as never);
    renderForm('/login?redirect=%2Fprofile', <LoginPage />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: user.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByTestId('login-message');
    // Another tab's change while the form shows its success message does not cut it short.
    signInInAnotherTab('user');
    expect(screen.getByTestId('login-view')).toBeTruthy();
    // The form leads on by itself, after its message.
    expect((await screen.findByTestId('at', undefined, { timeout: 3_000 })).textContent).toBe('/profile');
  });

  it('a store that re-renders the page before this listener runs (as a browser does) still leads on', async () => {
    renderForm('/login?redirect=%2Fbookings', <LoginPage />);
    // The session store's own listener ran already and the page re-rendered signed in: only then the event reaches this one.
    act(() => {
      localStorage.setItem(SESSION_KEYS.token, 'from-the-other-tab');
      localStorage.setItem(SESSION_KEYS.role, 'user');
      useSessionStore.setState({ token: 'from-the-other-tab', role: 'user' });
    });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEYS.role }));
    });
    expect((await screen.findByTestId('at')).textContent).toBe('/bookings');
  });

  it("waits for the role when the other tab's keys arrive one event at a time", async () => {
    renderForm('/login', <LoginPage />);
    act(() => {
      localStorage.setItem(SESSION_KEYS.token, 'from-the-other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEYS.token }));
    });
    expect(screen.getByTestId('login-view')).toBeTruthy();
    act(() => {
      localStorage.setItem(SESSION_KEYS.role, 'admin');
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEYS.role }));
    });
    expect((await screen.findByTestId('at')).textContent).toBe('/admin');
  });

  it('a storage event that brings no session leaves the form up', () => {
    renderForm('/login', <LoginPage />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'darkMode' }));
    });
    expect(screen.getByTestId('login-view')).toBeTruthy();
  });
});

/** A page with the header's login modal open over it (the modal is part of the layout on every page). */
function renderModalOver(path: string) {
  useLoginModal.getState().show('login');
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <Routes>
          <Route path="*" element={<Elsewhere />} />
        </Routes>
        <LoginModal />
      </AppProviders>
    </MemoryRouter>,
  );
}

describe("a sign-in in another tab while the header's login modal is open", () => {
  it('closes the modal and stays on the page it was opened over', async () => {
    renderModalOver('/hotels/h1?checkIn=2026-12-01');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    signInInAnotherTab('user');
    await vi.waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect(useLoginModal.getState().open).toBe(false);
    expect(screen.getByTestId('at').textContent).toBe('/hotels/h1?checkIn=2026-12-01');
  });

  it("this modal's own sign-in shows its message before the modal closes", async () => {
    const user = { _id: 'u1', name: 'Ayşe', email: 'ayse@example.com', role: 'user' as const, profileImage: null };
    vi.spyOn(authApi, 'login').mockResolvedValue({ token: 'own', role: 'user', name: user.name, user } as never);
    renderModalOver('/hotels');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: user.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByTestId('login-modal-message');
    expect(useSessionStore.getState().token).toBe('own');
    expect(useLoginModal.getState().open).toBe(true);
  });
});

describe('moving between the two forms', () => {
  it('keeps the redirect target from /login to /register and back', () => {
    renderForm('/login?redirect=%2Fbookings', <LoginPage />);
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/register?redirect=%2Fbookings');
    cleanup();
    renderForm('/register?redirect=%2Fbookings', <RegisterPage />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2Fbookings');
  });
});
