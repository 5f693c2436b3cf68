import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from '@trabzon/router';
import { isBarePath } from './remotes/layout';
import styled from 'styled-components';
import { AppProviders, NotFound, useFocusOnNavigation } from '@trabzon/ui';
import type { RemoteRegistry } from './remotes/registry';
import { RemoteView } from './remotes/RemoteView';
import { HeroFallback } from './remotes/HeroFallback';
import { RegistryContext } from './remotes/RegistryContext';
import { Header } from './layout/Header';
import { Footer } from './layout/Footer';
import { shellRoutes } from './routes';
import { RequireAdmin, RequireAuth } from './features/account/guards';
import { LazyLoginModal } from './features/account/components/LazyLoginModal';
import type { RemoteDescriptor } from './remotes/registry';

/** A remote's screen behind the guard its registry entry asks for. */
function guarded(remote: RemoteDescriptor) {
  // Keyed by remote: moving to another remote's route must mount that remote, not reuse this view.
  const view = (
    <RemoteView key={remote.name} remote={remote} ownPage={remote.layout === 'bare'} fallback={<HeroFallback remote={remote} />} />
  );
  if (remote.access === 'admin') return <RequireAdmin>{view}</RequireAdmin>;
  if (remote.access === 'signed-in') return <RequireAuth>{view}</RequireAuth>;
  return view;
}

/** The id of the box around a bare remote's page, where a move to one of its routes looks for the heading. */
const BARE_PAGE_ID = 'bare-page';

/** Moves the focus to the new page's heading after each move to another page. */
function NavigationFocus({ registry }: { registry: RemoteRegistry }) {
  const { pathname } = useLocation();
  useFocusOnNavigation(pathname, isBarePath(registry, pathname) ? BARE_PAGE_ID : 'main');
  return null;
}

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// At least a screen high: while a remote's screen loads, the footer stays below the fold instead of
// being painted at the bottom of the viewport and pushed down when the screen arrives (CLS 0.75 on /hotels).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
`;

/**
 * The page's <main>, except around a bare remote: its own frame draws the <main> beside its top bar
 * and menu, which must not sit inside one (a banner and navigation nested in main). Same box, no landmark.
 */
function PageBody({ registry, children }: { registry: RemoteRegistry; children: ReactNode }) {
  const { pathname } = useLocation();
  if (isBarePath(registry, pathname)) {
    return (
      <Main as="div" id={BARE_PAGE_ID}>
        {children}
      </Main>
    );
  }
  return <Main id="main">{children}</Main>;
}

/** The site's header and footer, except around a bare remote (the back-office has its own frame). */
function SiteChrome({ registry, part }: { registry: RemoteRegistry; part: 'header' | 'footer' }) {
  const { pathname } = useLocation();
  if (isBarePath(registry, pathname)) return null;
  return part === 'header' ? <Header /> : <Footer />;
}

/** The page frame: header, the screen of the current route (the shell's or a remote's), footer. */
export function App({ registry }: { registry: RemoteRegistry }) {
  return (
    <AppProviders>
      <RegistryContext.Provider value={registry}>
        <BrowserRouter>
          <NavigationFocus registry={registry} />
          <Frame>
            <SiteChrome registry={registry} part="header" />
            <PageBody registry={registry}>
              <Routes>
                {shellRoutes.map(({ path, element }) => (
                  <Route key={path} path={path} element={element} />
                ))}
                {registry.remotes.flatMap((remote) =>
                  remote.routes.map((path) => <Route key={`${remote.name}:${path}`} path={path} element={guarded(remote)} />),
                )}
                <Route path="*" element={<NotFound />} />
              </Routes>
            </PageBody>
            <SiteChrome registry={registry} part="footer" />
            <LazyLoginModal />
          </Frame>
        </BrowserRouter>
      </RegistryContext.Provider>
    </AppProviders>
  );
}
