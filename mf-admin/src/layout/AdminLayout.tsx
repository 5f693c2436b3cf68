import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@trabzon/router';
import styled from 'styled-components';
import { SkipLink, Spinner, useDismiss, useFocusOnNavigation } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { AdminHeader } from './AdminHeader';
import { Sidebar } from './Sidebar';
import { useAdminProfile } from './useAdminProfile';

const COLLAPSED_KEY = 'admin-sidebar-collapsed';

const Frame = styled.div`
  position: relative;
  min-block-size: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space(56)} minmax(0, 1fr);
  &[data-collapsed='true'] {
    grid-template-columns: minmax(0, 1fr);
  }
  &[data-collapsed='true'] > nav {
    display: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Content = styled.main`
  min-inline-size: 0;
  padding-inline: ${({ theme }) => theme.space(5)};
  padding-block-end: ${({ theme }) => theme.space(8)};
`;

/**
 * The screen's part of the frame, the page's one <main>, where "Skip to content" leads. The site's
 * id for it (the shell leaves bare remotes' pages without a <main> of its own).
 */
const ADMIN_CONTENT_ID = 'main';

function isPhone(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 768px)').matches === true;
}

/**
 * The back-office frame, full width and without the public header and footer (the registry entry
 * asks the shell for `layout: "bare"`): a top bar, a sidebar that folds away (remembered), and the
 * screen. Until the profile check answers, only a spinner shows.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('adminLayout');
  const status = useAdminProfile();
  const sidebarId = useId();
  const [collapsed, setCollapsed] = useState(() => (isPhone() ? true : localStorage.getItem(COLLAPSED_KEY) === 'true'));
  const { pathname } = useLocation();
  const sidebarRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // A menu link leads to the new screen's heading, as the site's header links do. The shell's own
  // hook leaves the focus on the menu link: its box around a bare page holds the whole back office.
  useFocusOnNavigation(pathname, ADMIN_CONTENT_ID);

  // On phones the menu is an overlay: a chosen link folds it again.
  useEffect(() => {
    if (isPhone()) setCollapsed(true);
  }, [pathname]);

  // The phone's open menu closes on Escape, the focus back on its button. A wide screen's sidebar is
  // part of the page (its folding is remembered), so Escape leaves it alone.
  const closePhoneMenu = useCallback(() => setCollapsed(true), []);
  useDismiss(!collapsed && isPhone(), closePhoneMenu, sidebarRef, menuButtonRef, { outside: false });

  const toggle = () =>
    setCollapsed((value) => {
      if (!isPhone()) localStorage.setItem(COLLAPSED_KEY, String(!value));
      return !value;
    });

  if (status !== 'admin') {
    return (
      <main id={ADMIN_CONTENT_ID} data-testid="admin-loading">
        <Spinner label={t('checking')} />
      </main>
    );
  }

  return (
    <Frame data-testid="admin-layout">
      <SkipLink targetId={ADMIN_CONTENT_ID} data-testid="admin-skip-link">
        {t('skipToContent')}
      </SkipLink>
      <AdminHeader sidebarId={sidebarId} sidebarOpen={!collapsed} onToggleSidebar={toggle} menuButtonRef={menuButtonRef} />
      <Body data-collapsed={collapsed}>
        <Sidebar ref={sidebarRef} id={sidebarId} open={!collapsed} />
        {/* The <main>, beside the top bar and the menu: the shell draws none around a bare page. */}
        <Content id={ADMIN_CONTENT_ID} tabIndex={-1} data-testid="admin-content">
          {children}
        </Content>
      </Body>
    </Frame>
  );
}
