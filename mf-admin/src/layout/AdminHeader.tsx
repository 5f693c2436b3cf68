import type { Ref } from 'react';
import { Link } from '@trabzon/router';
import styled from 'styled-components';
import { Button, useDeferredChoice, useSiteName, useSubmitOnce } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { authApi } from '@trabzon/api-client';
import { LANGUAGES, isLanguage, useLocaleStore, useSessionStore, useThemeStore } from '@trabzon/stores';
import { confirmLeaving } from '../lib/useConfirmLeaving';
import { isolatedName } from '../lib/bidi';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 40;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  min-block-size: ${({ theme }) => theme.space(14)};
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.headerBg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Brand = styled(Link)`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  line-height: 1.2;
  overflow-wrap: anywhere;
  strong {
    font-size: ${({ theme }) => theme.fontSize.md}px;
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.xs}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// On phones the tools take a row of their own under the menu button and brand, and wrap again
// when a language's labels need more than the screen's width: no sideways scrolling.
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  min-inline-size: 0;
  margin-inline-start: auto;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    flex-basis: 100%;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  }
`;

const Logout = styled(Button)`
  white-space: nowrap;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding-inline: ${({ theme }) => theme.space(3)};
  }
`;

const SiteLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  white-space: nowrap;
`;

const Compact = styled.select`
  min-block-size: 36px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const IconButton = styled.button`
  flex-shrink: 0;
  white-space: nowrap;
  min-block-size: 36px;
  min-inline-size: 36px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const User = styled.div`
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  text-align: end;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs}px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;

const Hidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Welcome = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

interface AdminHeaderProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** The menu button, which Escape gives the focus back to when it closes the phone's menu. */
  menuButtonRef?: Ref<HTMLButtonElement>;
}

/**
 * The back-office's own top bar (no public header above it): the menu button that folds the
 * sidebar, the site link, the language and theme, the signed-in admin and logout.
 */
export function AdminHeader({ sidebarId, sidebarOpen, onToggleSidebar, menuButtonRef }: AdminHeaderProps) {
  const { t } = useTranslation('adminLayout');
  const siteName = useSiteName();
  const name = useSessionStore((state) => state.name) ?? '';
  const email = useSessionStore((state) => state.user?.email) ?? '';
  const language = useLocaleStore((state) => state.language);
  const setLanguage = useLocaleStore((state) => state.setLanguage);
  const mode = useThemeStore((state) => state.mode);
  const toggleTheme = useThemeStore((state) => state.toggle);
  // Busy from the press until sign-in replaces the page (aria-disabled: the focus stays on it); a second press sends nothing.
  const leaving = useSubmitOnce();

  // The server ends the token, then the session ends here; the shell's guard then shows sign-in.
  const logout = async () => {
    if (leaving.isSending()) return;
    leaving.begin();
    // Unsaved work on the page (Settings, Hero Slideshow) is asked about first, as a link out does.
    if (!(await confirmLeaving())) return leaving.end();
    try {
      await authApi.logout();
    } catch {
      /* offline or already expired: signing out locally is what matters */
    } finally {
      useSessionStore.getState().signOut();
    }
  };

  // Arrow keys only show a language; it applies on Enter, on leaving, or when picked from the list.
  const languageSelect = useDeferredChoice(language, isLanguage, setLanguage);
  const themeLabel = mode === 'dark' ? t('switchToLight') : t('switchToDark');

  return (
    <Bar data-testid="admin-topbar">
      <IconButton
        ref={menuButtonRef}
        type="button"
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
        data-testid="admin-menu-toggle"
      >
        <span aria-hidden="true">☰</span> {t('menuButton')}
      </IconButton>
      <Brand to="/admin">
        <strong>{siteName}</strong>
        <span>{t('backOffice')}</span>
      </Brand>
      <Welcome data-testid="admin-welcome">{t('welcome', { name: isolatedName(name) })}</Welcome>
      <Tools>
        <SiteLink href="/" data-testid="admin-site-link">
          {t('viewSite')}
        </SiteLink>
        <label>
          <Hidden>{t('language')}</Hidden>
          <Compact {...languageSelect} data-testid="admin-language">
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {t(`languages.${lang}`)}
              </option>
            ))}
          </Compact>
        </label>
        <IconButton type="button" onClick={toggleTheme} aria-label={themeLabel} title={themeLabel} data-testid="admin-theme-toggle">
          <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
        </IconButton>
        <User>
          <strong data-testid="admin-user-name">{name}</strong>
          {email && <span dir="ltr">{email}</span>}
        </User>
        <Logout
          type="button"
          $variant="secondary"
          onClick={() => void logout()}
          aria-disabled={leaving.busy || undefined}
          data-testid="admin-logout"
        >
          {t('logout')}
        </Logout>
      </Tools>
    </Bar>
  );
}
