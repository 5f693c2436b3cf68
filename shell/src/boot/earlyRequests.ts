import { fetchRegistry, type RemoteRegistry } from '../remotes/registry';
import { loadShellTexts } from '../texts/load';

/** The public settings' URL (GET /api/settings, the same answer in every language). */
export const PUBLIC_SETTINGS_URL = '/api/settings';

/** @trabzon/stores' keys of a visitor's own language (LANGUAGE_STORAGE_KEY, then the legacy one). */
export const STORED_LANGUAGE_KEYS = ['preferred-language', 'language'] as const;

export interface EarlyRequests {
  registry: Promise<RemoteRegistry>;
  /** The parsed JSON of the public settings, or null when they could not be read. */
  settings: Promise<unknown>;
}

let requests: EarlyRequests | null = null;

/**
 * What the first render waits for besides the shared libraries: the remote registry, the public
 * settings (default language, time zone) and the shell's texts; and on a remote's page, that
 * remote's first scripts. index.ts starts them before it loads the libraries, so they download beside
 * them instead of after them; boot then takes the answers from here (the texts and the scripts from
 * the caches). A plain fetch: the shared modules are usable only once negotiated.
 */
export function earlyRequests(): EarlyRequests {
  if (!requests) {
    void loadShellTexts(likelyLanguage()).catch(() => undefined);
    const registry = fetchRegistry();
    void registry.then((found) => hintRemoteEntry(found, window.location.pathname));
    requests = {
      registry,
      settings: fetch(PUBLIC_SETTINGS_URL, { headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
        .catch(() => null),
    };
  }
  return requests;
}

/**
 * The language the page will show: the visitor's own choice, else the site's default, which the
 * server wrote into <html lang> (as the locale store decides, without its shared module).
 */
export function likelyLanguage(): 'tr' | 'en' | 'ar' {
  const known = (value: unknown) => (value === 'tr' || value === 'en' || value === 'ar' ? value : null);
  let stored: string | null = null;
  try {
    stored = STORED_LANGUAGE_KEYS.map((key) => localStorage.getItem(key)).find((value) => known(value)) ?? null;
  } catch {
    // Storage refused (a private mode): the site's default.
  }
  return known(stored) ?? known(document.documentElement.lang) ?? 'tr';
}

/** A path's first segment: "/hotels/12" → "hotels". */
const firstSegment = (path: string) => path.split('/')[1] ?? '';

/**
 * On a remote's public page, preloads of its entry script and of what its App module needs first
 * (its chunks and its texts in the page's language, from the remote's build manifest), which the
 * federation runtime asks for only once the shared libraries have run, one after the other. A
 * guess by the first segment of the address (the router's matching is a shared module): a wrong
 * one costs some downloads, never a wrong screen; a remote without a manifest gets its entry's.
 */
export function hintRemoteEntry(registry: RemoteRegistry, pathname: string, language = likelyLanguage()): void {
  const segment = firstSegment(pathname);
  if (!segment) return;
  const remote = registry.remotes.find(
    (candidate) => candidate.access !== 'admin' && candidate.routes.some((route) => firstSegment(route) === segment),
  );
  if (!remote) return;
  const entry = new URL(remote.entry, window.location.href);
  preloadScript(entry.href);
  void fetch(new URL('mf-manifest.json', entry), { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((manifest) => {
      for (const file of firstAssets(manifest, language)) preloadScript(new URL(file, entry).href);
    })
    .catch(() => undefined);
}

/** The App module's own chunks and its texts chunk in `language`, as a federation manifest lists them. */
export function firstAssets(manifest: unknown, language: string): string[] {
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  const app = exposes.find((expose: { name?: unknown }) => expose?.name === 'App') as
    { assets?: { js?: { sync?: unknown; async?: unknown } } } | undefined;
  const files = (list: unknown) => (Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : []);
  const texts = files(app?.assets?.js?.async).filter((file) => file.startsWith(`texts-${language}-`));
  return [...files(app?.assets?.js?.sync), ...texts];
}

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}
