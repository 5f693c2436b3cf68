import { useCallback } from 'react';
import { matchPath } from '@trabzon/router';
import { useRegistry } from './RegistryContext';
import type { RemoteRegistry } from './registry';
import { prefetchRemoteModule } from './RemoteView';
import { prefetchHomePage } from '../features/home/load';

/**
 * Starts loading the remote that owns `path` (entry and screen), unless the path is the shell's own
 * or the back-office's (an admin screen is not worth loading for every visitor who might be one).
 * The home page is the one shell screen loaded this way: it is the first click of many visits.
 */
export function prefetchRoute(registry: RemoteRegistry, path: string): void {
  if (path === '/') {
    prefetchHomePage();
    return;
  }
  const remote = registry.remotes.find(
    (candidate) => candidate.access !== 'admin' && candidate.routes.some((route) => matchPath(route, path)),
  );
  if (remote) prefetchRemoteModule(remote);
}

/**
 * Handlers for a link to `to`: when the pointer rests on it or it gets the focus, the remote that
 * owns the route starts loading (entry and screen), so the click then shows it without waiting
 * for scripts. Links to the shell's own screens get no-ops, but for the home page.
 */
export function usePrefetchRoute(): (to: string) => { onMouseEnter: () => void; onFocus: () => void; onTouchStart: () => void } {
  const registry = useRegistry();
  return useCallback(
    (to: string) => {
      const prefetch = () => prefetchRoute(registry, to);
      return { onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
    },
    [registry],
  );
}
