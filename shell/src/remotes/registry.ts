import { registerRemotes } from '@module-federation/enhanced/runtime';

/** One remote of the registry: its federation name, where its entry lives, the paths it owns. */
export interface RemoteDescriptor {
  name: string;
  entry: string;
  routes: string[];
  /** Home-page widgets it exposes (module names), shown by the shell's home in registry order. */
  widgets?: string[];
  /** Who may open its routes; absent means public. */
  access?: 'public' | 'signed-in' | 'admin';
  /** `bare`: the remote draws its own full page (the back-office); the shell adds no header or footer. */
  layout?: 'site' | 'bare';
  /** Route → the picture of the hero the route opens with: drawn while the remote loads (see HeroFallback). */
  heroImages?: Record<string, string>;
}

export interface RemoteRegistry {
  remotes: RemoteDescriptor[];
}

export const REGISTRY_URL = '/remotes.json';

function isDescriptor(value: unknown): value is RemoteDescriptor {
  const v = value as RemoteDescriptor;
  return (
    typeof v?.name === 'string' &&
    typeof v.entry === 'string' &&
    Array.isArray(v.routes) &&
    v.routes.every((route) => typeof route === 'string')
  );
}

/**
 * Reads the registry at boot. A registry that cannot be read leaves the shell running with no
 * remotes (their routes then show the 404 page) rather than a blank site.
 */
export async function fetchRegistry(url = REGISTRY_URL): Promise<RemoteRegistry> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`registry answered ${response.status}`);
    const body = (await response.json()) as { remotes?: unknown };
    const remotes = Array.isArray(body.remotes) ? body.remotes.filter(isDescriptor) : [];
    return { remotes };
  } catch (error) {
    console.error('Remote registry unavailable', error);
    return { remotes: [] };
  }
}

/** Entries may be relative to the site ("/remotes/mf-hotels/remoteEntry.js") or absolute. */
function absoluteEntry(entry: string): string {
  return new URL(entry, window.location.href).href;
}

/** Tells the Module Federation runtime where each remote lives; `force` re-registers on retry. */
export function registerRegistry(registry: RemoteRegistry, force = false): void {
  registerRemotes(
    registry.remotes.map((remote) => ({ name: remote.name, entry: absoluteEntry(remote.entry) })),
    { force },
  );
}
