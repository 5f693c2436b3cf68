import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { useThemeStore } from '@trabzon/stores';
import { MoonIcon, SunIcon } from './icons';

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/**
 * Light/dark switch bound to the shared theme store. Its name says what it will switch to; the
 * icon shows the same target (a moon in light mode, a sun in dark mode).
 */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const mode = useThemeStore((s) => s.mode);
  const toggle = useThemeStore((s) => s.toggle);
  const label = mode === 'dark' ? t('header.switchToLight') : t('header.switchToDark');

  return (
    <IconButton type="button" onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle">
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
