import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from '@trabzon/router';
import { usePrefetchRoute } from '../remotes/usePrefetchRoute';
import styled, { useTheme } from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { selectIsSignedIn, useSessionStore } from '@trabzon/stores';
import { SkipLink, useDismiss } from '@trabzon/ui';
import { useSiteSettings } from './siteSettings';
import { AGENCY } from './agency';
import { HEADER_LINKS, betweenMediaQuery, mobileMediaQuery } from './navigation';
import { LanguageSelect } from './LanguageMenu';
import { ThemeToggle, IconButton } from './ThemeToggle';
import { UserMenu } from './UserMenu';
import { MobileMenu } from './MobileMenu';
import { BrandMark, CloseIcon, MenuIcon } from './icons';
import { useCloseOnNavigation, useMediaQuery } from './hooks';
import { useLoginModal } from '../features/account/model/loginModalStore';
import { preloadLoginModal } from '../features/account/components/LazyLoginModal';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.headerBg};
  color: ${({ theme }) => theme.colors.text};
  border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 64px;
  max-width: 1200px;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(4)};

  @media not all and (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/*
 * The brand gives way to everything else in the bar: a long site name (Settings → General allows
 * 100 characters, or 60 without a space) wraps to two lines and is then cut with an ellipsis, so
 * the bar never grows wider than the phone. The link's title and accessible name keep the whole name.
 */
const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex: 0 1 auto;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.lg}px;
  font-weight: 700;
  line-height: 1.2;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};

  svg {
    flex-shrink: 0;
  }

  span {
    color: ${({ theme }) => theme.colors.primary};
  }

  .brand-name {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    /* A name without spaces breaks anywhere rather than running off the bar. */
    overflow-wrap: anywhere;
  }

  @media ${({ theme }) => betweenMediaQuery(theme.breakpoint.md, theme.breakpoint.lg)} {
    font-size: ${({ theme }) => theme.fontSize.md}px;
  }

  /* The narrowest phones keep the mark; the name is still read out. */
  @media not all and (min-width: 380px) {
    .brand-name {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

/* Never narrower than its links: the brand is what gives way to a long site name. */
const DesktopNav = styled.nav`
  flex: 1 0 auto;

  ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  @media ${({ theme }) => mobileMediaQuery(theme.breakpoint.md)} {
    display: none;
  }
`;

const HeaderNavLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  /* Active: coloured text, a tinted pill and an underline bar (not colour alone). */
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }

  @media not all and (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    padding-inline: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.sm}px;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-inline-start: auto;
  flex-shrink: 0;
`;

const DesktopOnly = styled.div`
  display: contents;

  @media ${({ theme }) => mobileMediaQuery(theme.breakpoint.md)} {
    display: none;
  }
`;

const MobileOnly = styled.div`
  display: none;

  @media ${({ theme }) => mobileMediaQuery(theme.breakpoint.md)} {
    display: contents;
  }
`;

/** Login button or user menu. On phones they move into the mobile menu, so the bar fits. */
const AccountSlot = styled.div`
  display: contents;

  @media not all and (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: none;
  }
`;

const LoginLink = styled.button`
  border: none;
  font: inherit;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/**
 * The site header (spec section 2): brand, the five header links, language dropdown, theme toggle,
 * the login button or the user menu, and below 900px a hamburger that discloses the mobile menu
 * (which then also holds the links, the language buttons and, below 600px, the account entries).
 * Sticky at the top; logical properties only, so Arabic mirrors it.
 */
export function Header() {
  const { t } = useTranslation('shell');
  // Settings → General: the site's name, the agency's own until it is known.
  const siteName = useSiteSettings()?.siteName ?? AGENCY.brandName;
  const prefetch = usePrefetchRoute();
  const theme = useTheme();
  const signedIn = useSessionStore(selectIsSignedIn);
  const showLogin = useLoginModal((state) => state.show);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const isNarrow = useMediaQuery(mobileMediaQuery(theme.breakpoint.md));

  useDismiss(menuOpen, closeMenu, menuRef, menuButtonRef);
  useCloseOnNavigation(closeMenu);

  // Growing past the breakpoint (rotating a tablet) leaves no hidden menu open.
  useEffect(() => {
    if (!isNarrow) setMenuOpen(false);
  }, [isNarrow]);

  return (
    <Bar data-testid="site-header" data-print="hide">
      <SkipLink targetId="main" data-testid="skip-link">
        {t('header.skipToContent')}
      </SkipLink>
      <Inner>
        <Brand to="/" title={siteName} data-testid="brand-link">
          <BrandMark />
          {/* Isolated: a Latin name ending in punctuation ("QA Trips!") had it mirrored to its front in Arabic. */}
          <bdi className="brand-name">{siteName}</bdi>
        </Brand>

        <DesktopNav aria-label={t('header.mainNav')}>
          <ul>
            {HEADER_LINKS.map((item) => (
              <li key={item.id}>
                <HeaderNavLink to={item.to} {...prefetch(item.to)} end={item.to === '/'} data-testid={`nav-${item.id}`}>
                  {t(item.labelKey)}
                </HeaderNavLink>
              </li>
            ))}
          </ul>
        </DesktopNav>

        <Actions>
          <DesktopOnly>
            <LanguageSelect />
          </DesktopOnly>
          <ThemeToggle />
          <AccountSlot>
            {signedIn ? (
              <UserMenu />
            ) : (
              <LoginLink
                type="button"
                onClick={() => showLogin('login')}
                // The modal downloads on first opening: a pointer on its way or the focus starts it sooner.
                onPointerEnter={preloadLoginModal}
                onFocus={preloadLoginModal}
                data-testid="login-button"
              >
                {t('header.login')}
              </LoginLink>
            )}
          </AccountSlot>
          <MobileOnly>
            <IconButton
              ref={menuButtonRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={t('header.menu')}
              onClick={() => setMenuOpen((open) => !open)}
              data-testid="mobile-menu-button"
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </MobileOnly>
        </Actions>
      </Inner>
      <MobileMenu id={menuId} open={menuOpen} ref={menuRef} />
    </Bar>
  );
}
