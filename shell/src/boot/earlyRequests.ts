import { fetchRegistry, type RemoteRegistry } from '../remotes/registry';

/** The public settings' URL (GET /api/settings, the same answer in every language). */
export const PUBLIC_SETTINGS_URL = '/api/settings';

export interface EarlyRequests {
  registry: Promise<RemoteRegistry>;
  /** The parsed JSON of the public settings, or null when they could not be read. */
  settings: Promise<unknown>;
}

let requests: EarlyRequests | null = null;

/**
 * What the first render waits for besides the shared libraries: the remote registry and the public
 * settings (default language, time zone). index.ts starts both before it loads the libraries, so
 * they download beside them instead of after them; boot then takes the answers from here.
 * A plain fetch: the API client is a shared module, usable only once the libraries are negotiated.
 */
export function earlyRequests(): EarlyRequests {
  requests ??= {
    registry: fetchRegistry(),
    settings: fetch(PUBLIC_SETTINGS_URL, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .catch(() => null),
  };
  return requests;
}
