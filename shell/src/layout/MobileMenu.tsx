import type { Ref } from 'react';
import { Link, NavLink } from '@trabzon/router';
import { usePrefetchRoute } from '../remotes/usePrefetchRoute';
import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { selectIsAdmin, selectIsSignedIn, useSessionStore } from '@trabzon/stores';
import { ACCOUNT_LINKS, HEADER_LINKS } from './navigation';
import { LanguageButtons } from './LanguageMenu';
import { useDisplayName, useLogout } from './UserMenu';

const Panel = styled.div`
  position: absolute;
  inset-block-start: 100%;
  inset-inline: 0;
  max-height: calc(100dvh - 64px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.headerBg};
  color: ${({ theme }) => theme.colors.text};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[hidden] {
    display: none;
  }

  /* Only a narrow screen has this menu; a wide one shows everything in the bar. */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  padding-inline: ${({ theme }) => theme.space(4)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const itemCss = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 48px;
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: 600;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

const MobileNavLink = styled(NavLink)`
  ${itemCss}
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  border-inline-start: 4px solid transparent;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AccountLink = styled(Link)`
  ${itemCss}
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const PrimaryLink = styled(Link)`
  ${itemCss}
  justify-content: center;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const LogoutButton = styled.button`
  ${itemCss}
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.danger};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const SignedIn = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm}px;
`;

interface MobileMenuProps {
  id: string;
  open: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The narrow-screen menu the header's hamburger button discloses: the header links, the language
 * buttons and the account entries. The header closes it on navigation, Escape and outside clicks.
 */
export function MobileMenu({ id, open, ref }: MobileMenuProps) {
  const { t } = useTranslation('shell');
  const prefetch = usePrefetchRoute();
  const signedIn = useSessionStore(selectIsSignedIn);
  const isAdmin = useSessionStore(selectIsAdmin);
  const displayName = useDisplayName();
  const logout = useLogout();

  return (
    <Panel id={id} ref={ref} hidden={!open} data-testid="mobile-menu">
      {/* The entries exist only while open, so the page never holds two copies of the links. */}
      {open && (
        <Inner>
          <nav aria-label={t('header.mainNav')}>
            <List>
              {HEADER_LINKS.map((item) => (
                <li key={item.id}>
                  <MobileNavLink to={item.to} {...prefetch(item.to)} end={item.to === '/'} data-testid={`mobile-nav-${item.id}`}>
                    {t(item.labelKey)}
                  </MobileNavLink>
                </li>
              ))}
            </List>
          </nav>

          <LanguageButtons />

          <section aria-labelledby={`${id}-account`}>
            <SectionTitle id={`${id}-account`}>{t('header.account')}</SectionTitle>
            {signedIn ? (
              <>
                <SignedIn>{t('userMenu.signedInAs', { name: displayName })}</SignedIn>
                <List>
                  <li>
                    <AccountLink to={ACCOUNT_LINKS.profile.to} data-testid="mobile-profile-link">
                      {t(ACCOUNT_LINKS.profile.labelKey)}
                    </AccountLink>
                  </li>
                  <li>
                    <AccountLink to={ACCOUNT_LINKS.bookings.to} data-testid="mobile-bookings-link">
                      {t(ACCOUNT_LINKS.bookings.labelKey)}
                    </AccountLink>
                  </li>
                  {isAdmin && (
                    <li>
                      <AccountLink to={ACCOUNT_LINKS.admin.to} data-testid="mobile-admin-link">
                        {t(ACCOUNT_LINKS.admin.labelKey)}
                      </AccountLink>
                    </li>
                  )}
                  <li>
                    <LogoutButton type="button" onClick={logout} data-testid="mobile-logout-button">
                      {t('userMenu.logout')}
                    </LogoutButton>
                  </li>
                </List>
              </>
            ) : (
              <List>
                <li>
                  <PrimaryLink to="/login" data-testid="mobile-login-link">
                    {t('header.login')}
                  </PrimaryLink>
                </li>
                <li>
                  <AccountLink to="/register" data-testid="mobile-register-link">
                    {t('header.register')}
                  </AccountLink>
                </li>
              </List>
            )}
          </section>
        </Inner>
      )}
    </Panel>
  );
}
