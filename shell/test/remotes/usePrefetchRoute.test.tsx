// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from '@trabzon/router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn(async (_key: string) => ({ default: () => null }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (key: string) => loadRemote(key), registerRemotes: vi.fn() }));
const loadHomePage = vi.fn(async () => ({}));
vi.mock('../../src/features/home/load', () => ({ prefetchHomePage: () => loadHomePage() }));

const { RegistryContext } = await import('../../src/remotes/RegistryContext');
const { usePrefetchRoute } = await import('../../src/remotes/usePrefetchRoute');

const registry = {
  remotes: [
    { name: 'mf_hotels', entry: '/remotes/mf-hotels/remoteEntry.js', routes: ['/hotels', '/hotels/:id'] },
    { name: 'mf_admin', entry: '/remotes/mf-admin/remoteEntry.js', routes: ['/admin/packages'], access: 'admin' as const },
  ],
};

function Links() {
  const prefetch = usePrefetchRoute();
  return (
    <>
      {['/', '/hotels', '/privacy', '/admin/packages'].map((to) => (
        <Link key={to} to={to} {...prefetch(to)}>
          {to}
        </Link>
      ))}
    </>
  );
}

function renderLinks() {
  render(
    <RegistryContext.Provider value={registry}>
      <MemoryRouter>
        <Links />
      </MemoryRouter>
    </RegistryContext.Provider>,
  );
}

describe('usePrefetchRoute', () => {
  afterEach(() => {
    cleanup();
    loadRemote.mockClear();
    loadHomePage.mockClear();
  });

  it('loads the owning remote screen when the pointer rests on its link, once', async () => {
    renderLinks();
    fireEvent.mouseEnter(screen.getByText('/hotels'));
    // The load starts on the next turn: a remote's loads queue behind its previous one.
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_hotels/App'));
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.focus(screen.getByText('/hotels'));
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it("loads nothing for the shell's own screens or the admin back-office", () => {
    renderLinks();
    fireEvent.mouseEnter(screen.getByText('/privacy'));
    fireEvent.focus(screen.getByText('/admin/packages'));
    expect(loadRemote).not.toHaveBeenCalled();
    expect(loadHomePage).not.toHaveBeenCalled();
  });

  it('loads the home page (a chunk of its own) when the pointer rests on a link to /', () => {
    renderLinks();
    fireEvent.mouseEnter(screen.getByText('/'));
    expect(loadHomePage).toHaveBeenCalledTimes(1);
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
