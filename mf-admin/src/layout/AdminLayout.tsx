import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { AdminHeader } from './AdminHeader';
import { Sidebar } from './Sidebar';
import { useAdminProfile } from './useAdminProfile';

const Frame = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space(60)} minmax(0, 1fr);
  grid-template-areas: 'side head' 'side main';
  grid-template-rows: auto 1fr;
  min-block-size: 70vh;
  background: ${({ theme }) => theme.colors.background};
  > header { grid-area: head; }
  > nav { grid-area: side; }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'head' 'side' 'main';
    grid-template-rows: auto auto 1fr;
  }
`;

const Content = styled.div`
  grid-area: main;
  min-inline-size: 0;
  padding-inline: ${({ theme }) => theme.space(4)};
`;

/**
 * The frame of every admin screen: header (welcome, name, logout), sidebar of the admin screens,
 * and the screen. Until the profile check answers, only a spinner shows.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const status = useAdminProfile();
  const sidebarId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A link chosen from the folded phone menu closes it.
  useEffect(() => setMenuOpen(false), [pathname]);

  if (status !== 'admin') {
    return (
      <div data-testid="admin-loading">
        <Spinner label={t('layout.checking')} />
      </div>
    );
  }

  return (
    <Frame data-testid="admin-layout">
      <AdminHeader sidebarId={sidebarId} sidebarOpen={menuOpen} onToggleSidebar={() => setMenuOpen((open) => !open)} />
      <Sidebar id={sidebarId} open={menuOpen} />
      <Content>{children}</Content>
    </Frame>
  );
}
