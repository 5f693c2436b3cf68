import { useCallback } from 'react';
import { matchPath } from '@trabzon/router';
import { useRegistry } from './RegistryContext';
import { prefetchRemoteModule } from './RemoteView';

/**
 * Handlers for a link to `to`: when the pointer rests on it or it gets the focus, the remote that
 * owns the route starts loading (entry and screen), so the click then shows it without waiting
 * for scripts. Links to the shell's own screens get no-ops.
 */
export function usePrefetchRoute(): (to: string) => { onMouseEnter: () => void; onFocus: () => void; onTouchStart: () => void } {
  const registry = useRegistry();
  return useCallback(
    (to: string) => {
      const prefetch = () => {
        const remote = registry.remotes.find(
          (candidate) => candidate.access !== 'admin' && candidate.routes.some((path) => matchPath(path, to)),
        );
        if (remote) prefetchRemoteModule(remote);
      };
      return { onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
    },
    [registry],
  );
}
