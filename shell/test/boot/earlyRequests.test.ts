// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, LEGACY_LANGUAGE_STORAGE_KEY } from '@trabzon/stores';
import { firstAssets, hintRemoteEntry, likelyLanguage, STORED_LANGUAGE_KEYS } from '../../src/boot/earlyRequests';
import type { RemoteRegistry } from '../../src/remotes/registry';

const REGISTRY: RemoteRegistry = {
  remotes: [
    { name: 'mf_hotels', entry: '/remotes/mf-hotels/remoteEntry.js', routes: ['/hotels', '/hotels/:id', '/trabzon-hotels'] },
    { name: 'mf_admin', entry: '/remotes/mf-admin/remoteEntry.js', routes: ['/admin', '/admin/*'], access: 'admin' },
  ],
};

/** mf-hotels' manifest as the federation plugin writes it (trimmed to what is read). */
const MANIFEST = {
  exposes: [
    { name: 'FeaturedHotels', assets: { js: { sync: ['__federation_expose_FeaturedHotels.1.js'], async: [] } } },
    {
      name: 'App',
      assets: {
        js: {
          sync: ['673.a.js', '__federation_expose_App.b.js'],
          async: ['262.c.js', 'texts-ar-json.d.js', 'texts-en-json.e.js', 'texts-tr-json.f.js'],
        },
      },
    },
  ],
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname);

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  document.documentElement.lang = '';
  vi.restoreAllMocks();
});

describe('likelyLanguage: the language the page will show, before the locale store can run', () => {
  it('reads the keys @trabzon/stores writes', () => {
    expect(STORED_LANGUAGE_KEYS).toEqual([LANGUAGE_STORAGE_KEY, LEGACY_LANGUAGE_STORAGE_KEY]);
  });

  it("is the visitor's own choice, else the site's default that the server wrote into <html lang>", () => {
    document.documentElement.lang = 'en';
    expect(likelyLanguage()).toBe('en');
    localStorage.setItem(LEGACY_LANGUAGE_STORAGE_KEY, 'ar');
    expect(likelyLanguage()).toBe('ar');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'tr');
    expect(likelyLanguage()).toBe('tr');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(likelyLanguage()).toBe('ar');
  });
});

describe("hintRemoteEntry: a remote's first scripts preloaded from the registry", () => {
  it("on a remote's page: its entry, then its App chunks and its texts in the page's language", async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(MANIFEST), { status: 200 }));
    hintRemoteEntry(REGISTRY, '/hotels/zorlu-grand', 'en');
    expect(preloads()).toEqual(['/remotes/mf-hotels/remoteEntry.js']);
    expect(String(fetched.mock.calls[0]?.[0])).toMatch(/\/remotes\/mf-hotels\/mf-manifest\.json$/);
    await vi.waitFor(() => expect(preloads()).toHaveLength(4));
    expect(preloads().slice(1)).toEqual([
      '/remotes/mf-hotels/673.a.js',
      '/remotes/mf-hotels/__federation_expose_App.b.js',
      '/remotes/mf-hotels/texts-en-json.e.js',
    ]);
  });

  it('a remote without a manifest still gets its entry preloaded', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('not found', { status: 404 }));
    hintRemoteEntry(REGISTRY, '/trabzon-hotels', 'tr');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual(['/remotes/mf-hotels/remoteEntry.js']);
  });

  it('nothing on the home page, a shell page or the back office', () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    for (const path of ['/', '/login', '/admin/hotels']) hintRemoteEntry(REGISTRY, path, 'tr');
    expect(preloads()).toEqual([]);
    expect(fetched).not.toHaveBeenCalled();
  });
});

describe('firstAssets', () => {
  it('reads nothing from a manifest of another shape', () => {
    expect(firstAssets(null, 'tr')).toEqual([]);
    expect(firstAssets({ exposes: 'App' }, 'tr')).toEqual([]);
    expect(firstAssets({ exposes: [{ name: 'App', assets: { js: { sync: [1, 'a.js'] } } }] }, 'tr')).toEqual(['a.js']);
  });
});
