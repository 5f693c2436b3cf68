import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { authApi } from '@trabzon/api-client';
import { useSessionStore } from '@trabzon/stores';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
`;

const Welcome = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg}px;
  font-weight: 600;
`;

const Start = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const User = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const MenuButton = styled(Button)`
  white-space: nowrap;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;

interface AdminHeaderProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** Welcome line, the admin's name and logout; on phones also the button that opens the menu. */
export function AdminHeader({ sidebarId, sidebarOpen, onToggleSidebar }: AdminHeaderProps) {
  const { t } = useTranslation('admin');
  const name = useSessionStore((state) => state.name) ?? '';
  const email = useSessionStore((state) => state.user?.email) ?? '';
  const [leaving, setLeaving] = useState(false);

  // The server ends the token, then the session ends here; the shell's guard then shows sign-in.
  const logout = async () => {
    setLeaving(true);
    try {
      await authApi.logout();
    } catch {
      /* offline or already expired: signing out locally is what matters */
    } finally {
      useSessionStore.getState().signOut();
    }
  };

  return (
    <Bar>
      <Start>
        <MenuButton type="button" $variant="secondary" aria-expanded={sidebarOpen} aria-controls={sidebarId} onClick={onToggleSidebar}>
          {t('layout.menuButton')}
        </MenuButton>
        <Welcome data-testid="admin-welcome">{t('layout.welcome', { name })}</Welcome>
      </Start>
      <User>
        <div>
          <strong data-testid="admin-user-name">{name}</strong>
          {email && (
            <>
              <br />
              <span>{email}</span>
            </>
          )}
        </div>
        <Button type="button" $variant="secondary" onClick={logout} disabled={leaving} data-testid="admin-logout">
          {t('layout.logout')}
        </Button>
      </User>
    </Bar>
  );
}
