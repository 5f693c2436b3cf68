import type { Ref } from 'react';
import { NavLink } from '@trabzon/router';
import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { ADMIN_NAV } from './navigation';

const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  padding-block: ${({ theme }) => theme.space(4)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    border-inline-end: none;
    border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
    &[data-open='false'] {
      display: none;
    }
  }
`;

const Heading = styled.h2`
  margin: 0;
  padding-inline: ${({ theme }) => theme.space(4)};
  padding-block-end: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.xs}px;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Link = styled(NavLink)`
  display: block;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-inline-start: 4px solid transparent;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &.active {
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** Every admin screen; on phones it folds away behind the header's menu button. */
export function Sidebar({ id, open, ref }: { id: string; open: boolean; ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation('admin');
  return (
    <Nav ref={ref} id={id} aria-labelledby={`${id}-title`} data-testid="admin-sidebar" data-open={open}>
      <Heading id={`${id}-title`}>{t('layout.menu')}</Heading>
      <ul>
        {ADMIN_NAV.map((item) => (
          <li key={item.id}>
            <Link to={item.to} end={item.end} data-testid={`admin-nav-${item.id}`}>
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
