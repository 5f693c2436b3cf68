import type { ReactNode } from 'react';
import { useThemeStore } from '@trabzon/stores';
import { Page } from '@trabzon/ui';

/**
 * Every mf-transfers screen's frame: the remote's marker (`data-testid="screen"`, `data-app`, the
 * shared theme mode, which the frame tests read) and which screen it is.
 */
export function TransfersPage({ screen, children }: { screen: 'car-transfers' | 'taxis'; children: ReactNode }) {
  const mode = useThemeStore((state) => state.mode);
  return (
    <Page data-testid="screen" data-app="mf-transfers" data-theme={mode} data-screen={screen}>
      {children}
    </Page>
  );
}
