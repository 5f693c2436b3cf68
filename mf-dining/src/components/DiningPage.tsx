import type { ReactNode } from 'react';
import { useThemeStore } from '@trabzon/stores';
import { Page } from '@trabzon/ui';

/**
 * Every mf-dining screen's frame: the remote's marker (`data-testid="screen"`, `data-app`, the
 * shared theme mode, which the frame tests read) and which screen it is.
 */
export function DiningPage({ screen, children, busy }: { screen: string; children: ReactNode; busy?: boolean }) {
  const mode = useThemeStore((state) => state.mode);
  return (
    <Page data-testid="screen" data-app="mf-dining" data-screen={screen} data-theme={mode} aria-busy={busy || undefined}>
      {children}
    </Page>
  );
}
