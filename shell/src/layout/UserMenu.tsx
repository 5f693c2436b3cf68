import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from '@trabzon/router';
import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { useDismiss } from '@trabzon/ui';
import { signOut } from '../features/account/model/signIn';
import { selectIsAdmin, useSessionStore } from '@trabzon/stores';
import { ACCOUNT_LINKS, betweenMediaQuery } from './navigation';
import { ChevronDownIcon, UserIcon } from './icons';
import { useCloseOnNavigation } from './hooks';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  > svg:last-child {
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

const Name = styled.span`
  max-width: 16ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  /* Between 900 and 1200px the full bar is tight: the name is read out but not shown there. */
  @media ${({ theme }) => betweenMediaQuery(theme.breakpoint.md, theme.breakpoint.lg)} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const Panel = styled.div`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space(2)});
  inset-inline-end: 0;
  z-index: 20;
  min-width: 220px;
  padding-block: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};

  &[hidden] {
    display: none;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Signed = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSize.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
  border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  margin-block-end: ${({ theme }) => theme.space(1)};
`;

const itemStyles = `
  display: block;
  width: 100%;
  min-height: 40px;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

const MenuLink = styled(Link)`
  ${itemStyles}
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const MenuButton = styled.button`
  ${itemStyles}
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  margin-block-start: ${({ theme }) => theme.space(1)};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** The name to show for the signed-in user, falling back to the stored user, then "My account". */
export function useDisplayName(): string {
  const { t } = useTranslation('shell');
  const name = useSessionStore((s) => s.name);
  const userName = useSessionStore((s) => s.user?.name);
  return name?.trim() || userName?.trim() || t('userMenu.account');
}

/**
 * Ends the session in the shared store. A screen that needs a session then sends the visitor to
 * the sign-in page by its own guard; a public screen simply stays.
 */
export function useLogout(): () => void {
  // Ends the token on the server too, then locally; guards then move the visitor off private pages.
  return () => void signOut();
}

/**
 * The signed-in user's menu: a button with their name that discloses links to the profile, the
 * bookings, the admin panel (admins only) and a logout button. Escape, an outside click and any
 * navigation close it; arrow keys move between the entries.
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const isAdmin = useSessionStore(selectIsAdmin);
  const displayName = useDisplayName();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, close, panelRef, triggerRef);
  useCloseOnNavigation(close);

  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a, button') ?? []);

  const focusItem = (which: 'first' | 'last' | 'next' | 'previous') => {
    const list = items();
    if (list.length === 0) return;
    const current = list.indexOf(document.activeElement as HTMLElement);
    let index = 0;
    if (which === 'last') index = list.length - 1;
    else if (which === 'next') index = current < 0 ? 0 : (current + 1) % list.length;
    else if (which === 'previous') index = current <= 0 ? list.length - 1 : current - 1;
    list[index]?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const which = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        focusItem(which);
      } else {
        setOpen(true);
        // The panel is shown on the next paint; focus its entry then.
        requestAnimationFrame(() => focusItem(which));
      }
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, 'first' | 'last' | 'next' | 'previous'> = {
      ArrowDown: 'next',
      ArrowUp: 'previous',
      Home: 'first',
      End: 'last',
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusItem(move);
    }
  };

  // Leaving the menu with Tab closes it too.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !wrapRef.current?.contains(next)) setOpen(false);
  };

  return (
    <Wrap ref={wrapRef} onBlur={onBlur}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
        data-testid="user-menu"
      >
        <UserIcon size={18} />
        <Name>{displayName}</Name>
        <span className="visually-hidden">{t('userMenu.label')}</span>
        <ChevronDownIcon size={16} />
      </Trigger>
      <Panel id={panelId} ref={panelRef} hidden={!open} onKeyDown={onPanelKeyDown} data-testid="user-menu-panel">
        <Signed>{t('userMenu.signedInAs', { name: displayName })}</Signed>
        <ul>
          <li>
            <MenuLink to={ACCOUNT_LINKS.profile.to} data-testid="user-menu-profile">
              {t(ACCOUNT_LINKS.profile.labelKey)}
            </MenuLink>
          </li>
          <li>
            <MenuLink to={ACCOUNT_LINKS.bookings.to} data-testid="user-menu-bookings">
              {t(ACCOUNT_LINKS.bookings.labelKey)}
            </MenuLink>
          </li>
          {isAdmin && (
            <li>
              <MenuLink to={ACCOUNT_LINKS.admin.to} data-testid="user-menu-admin">
                {t(ACCOUNT_LINKS.admin.labelKey)}
              </MenuLink>
            </li>
          )}
          <li>
            <MenuButton type="button" onClick={logout} data-testid="logout-button">
              {t('userMenu.logout')}
            </MenuButton>
          </li>
        </ul>
      </Panel>
    </Wrap>
  );
}
