import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useThemeStore } from '@trabzon/stores';
import { createTheme } from './tokens';

/** Provides the theme of the shared theme store; the toggle restyles every app at once. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useThemeStore((state) => state.mode);
  const theme = useMemo(() => createTheme(mode), [mode]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
