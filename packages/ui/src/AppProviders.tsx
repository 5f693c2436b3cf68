import type { ReactNode } from 'react';
import { ThemeRoot } from './theme/ThemeRoot';
import { GlobalStyle } from './theme/GlobalStyle';

/** Theme and global styles for whatever hosts the page: the shell, or a remote running alone. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot>
      <GlobalStyle />
      {children}
    </ThemeRoot>
  );
}
