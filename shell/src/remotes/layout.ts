import { matchPath } from '@trabzon/router';
import type { RemoteRegistry } from './registry';

/** True on a route of a remote whose registry entry asks for `layout: "bare"` (it draws its own page). */
export function isBarePath(registry: RemoteRegistry, pathname: string): boolean {
  return registry.remotes.some((remote) => remote.layout === 'bare' && remote.routes.some((path) => matchPath(path, pathname)));
}
