import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query/client';
import { ThemeRoot } from './theme/ThemeRoot';
import { GlobalStyle } from './theme/GlobalStyle';

/** Server-state cache, theme and global styles for whatever hosts the page: the shell, or a remote running alone. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        <GlobalStyle />
        {children}
      </ThemeRoot>
    </QueryClientProvider>
  );
}
