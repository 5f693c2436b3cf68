// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from '@trabzon/router';
import { AppProviders } from '@trabzon/ui';
import { i18n } from '@trabzon/i18n';
import { page } from '../src/routes';
import { startI18n } from './helpers/i18n';

function BookingPage() {
  return <h1>Booking</h1>;
}

function LoginPage() {
  return <h1>Sign in</h1>;
}

/**
 * A page module as page() gets it: the component by name and, when it brings texts, their `ready`
 * (a type alias, not an interface: page() wants a record, and only an alias is one).
 */
type PageModule = {
  BookingPage: typeof BookingPage;
  ready?: Promise<unknown>;
};

/** The kit's load-failure panel, as the visitor reads it (English). */
const failedTitle = () => i18n.t('remoteError.title');
const tryAgain = () => i18n.t('retry');

const dropped = () => Promise.reject(new Error('ChunkLoadError: Loading chunk failed'));

/**
 * A page's import while the connection is down, until reconnect(). It keeps failing rather than
 * failing once, because React renders a failed part a second time before it gives up, and that
 * second render already loads afresh.
 */
function offlineLoad(loaded: () => Promise<PageModule>) {
  let online = false;
  const load = vi.fn(() => (online ? loaded() : dropped()));
  return { load, reconnect: () => (online = true) };
}

/** Two lazy pages under a header with links to both, as App lays the shell's routes out. */
function renderPages(booking: ReactElement, login: ReactElement) {
  render(
    <MemoryRouter initialEntries={['/booking']}>
      <AppProviders>
        <header>
          <Link to="/booking">To booking</Link>
          <Link to="/login">To sign in</Link>
        </header>
        <Routes>
          <Route path="/booking" element={booking} />
          <Route path="/login" element={login} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

const loginPage = () => page(() => Promise.resolve({ LoginPage }), 'LoginPage');

beforeAll(() => startI18n());
// React logs the error a boundary caught.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a shell page whose download fails', () => {
  it('says so in its place, beside a usable header, and Try again loads it afresh', async () => {
    const { load, reconnect } = offlineLoad(() => Promise.resolve({ BookingPage }));
    renderPages(page(load, 'BookingPage'), loginPage());

    expect((await screen.findByRole('alert')).textContent).toContain(failedTitle());
    expect(screen.getByRole('link', { name: 'To sign in' })).toBeTruthy();

    reconnect();
    const failedLoads = load.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: tryAgain() }));
    expect(await screen.findByRole('heading', { name: 'Booking' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });

  it('whose texts fail (`ready` rejects) behaves the same, and never renders without them', async () => {
    let textsLoaded = false;
    const load = vi.fn(() => Promise.resolve({ BookingPage, ready: textsLoaded ? Promise.resolve() : dropped() }));
    renderPages(page(load, 'BookingPage'), loginPage());

    expect((await screen.findByRole('alert')).textContent).toContain(failedTitle());
    expect(screen.queryByRole('heading', { name: 'Booking' })).toBeNull();

    textsLoaded = true;
    const failedLoads = load.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: tryAgain() }));
    expect(await screen.findByRole('heading', { name: 'Booking' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });

  it('leaves the next page alone, and a later visit tries it again', async () => {
    const { load, reconnect } = offlineLoad(() => Promise.resolve({ BookingPage }));
    renderPages(page(load, 'BookingPage'), loginPage());
    await screen.findByRole('alert');

    // Another lazy page renders in the same place: it does not inherit the failed page's panel.
    fireEvent.click(screen.getByRole('link', { name: 'To sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    // Back on the failed page, without pressing Try again: it is loaded afresh.
    reconnect();
    fireEvent.click(screen.getByRole('link', { name: 'To booking' }));
    expect(await screen.findByRole('heading', { name: 'Booking' })).toBeTruthy();
  });
});
