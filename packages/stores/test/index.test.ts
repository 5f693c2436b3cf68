import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh in-memory localStorage per test, then a fresh copy of the stores module. */
function memoryStorage(data: Map<string, string>) {
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => data.set(k, String(v)),
    removeItem: (k: string) => data.delete(k),
  };
}

async function loadStores(initial: Record<string, string> = {}, prefersDark = false, tabInitial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const tab = new Map(Object.entries(tabInitial));
  vi.stubGlobal('localStorage', memoryStorage(data));
  vi.stubGlobal('sessionStorage', memoryStorage(tab));
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: prefersDark && query.includes('dark') }));
  vi.resetModules();
  const stores = await import('../src/index');
  return { stores, data, tab };
}

beforeEach(() => vi.unstubAllGlobals());

describe('theme store', () => {
  it('follows the system preference while nothing is stored', async () => {
    expect((await loadStores({}, true)).stores.useThemeStore.getState().mode).toBe('dark');
    expect((await loadStores({}, false)).stores.useThemeStore.getState().mode).toBe('light');
  });

  it('prefers the stored choice and stores a toggle under darkMode', async () => {
    const { stores, data } = await loadStores({ darkMode: 'dark' }, false);
    expect(stores.useThemeStore.getState().mode).toBe('dark');
    stores.useThemeStore.getState().toggle();
    expect(stores.useThemeStore.getState().mode).toBe('light');
    expect(data.get('darkMode')).toBe('light');
  });

  it('marks the page with the theme, and keeps a chosen one in the theme cookie for the server’s first paint', async () => {
    const page = { documentElement: { dataset: {} as Record<string, string> }, cookie: '' };
    vi.stubGlobal('document', page);
    const stored = await loadStores({ darkMode: 'dark' }, false);
    expect(page.documentElement.dataset.theme).toBe('dark');
    expect(page.cookie).toMatch(/^theme=dark; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    stored.stores.useThemeStore.getState().toggle();
    expect(page.documentElement.dataset.theme).toBe('light');
    expect(page.cookie).toMatch(/^theme=light;/);

    // Nothing chosen: the page follows the system, and no cookie says otherwise.
    page.cookie = '';
    vi.stubGlobal('document', page);
    await loadStores({}, true);
    expect(page.documentElement.dataset.theme).toBe('dark');
    expect(page.cookie).toBe('');
  });

  it('takes the theme cookie as the choice when the site storage lost it, as the server’s first paint did', async () => {
    for (const [cookie, prefersDark, mode] of [
      ['lang=tr; theme=dark', false, 'dark'],
      ['theme=light', true, 'light'],
      ['theme=darker', true, 'dark'],
    ] as const) {
      const page = { documentElement: { dataset: {} as Record<string, string> }, cookie: cookie as string };
      vi.stubGlobal('document', page);
      const { stores, data } = await loadStores({}, prefersDark);
      expect({ cookie, mode: stores.useThemeStore.getState().mode, shown: page.documentElement.dataset.theme }).toEqual({
        cookie,
        mode,
        shown: mode,
      });
      // Kept as the choice again, so the next visit reads it from the storage.
      expect(data.get('darkMode')).toBe(cookie === 'theme=darker' ? undefined : mode);
    }
  });
});

describe('locale store', () => {
  it('defaults to Turkish and ignores unsupported stored values', async () => {
    expect((await loadStores()).stores.useLocaleStore.getState().language).toBe('tr');
    expect((await loadStores({ 'preferred-language': 'fr' })).stores.useLocaleStore.getState().language).toBe('tr');
  });

  it('stores the choice under preferred-language and language', async () => {
    const { stores, data } = await loadStores();
    stores.useLocaleStore.getState().setLanguage('ar');
    expect(data.get('preferred-language')).toBe('ar');
    expect(data.get('language')).toBe('ar');
    expect(stores.directionOf('ar')).toBe('rtl');
    expect(stores.directionOf('en')).toBe('ltr');
  });
});

describe('session store', () => {
  const user = { _id: '1', name: 'Ayşe', email: 'ayse@example.com', role: 'admin' as const };

  it('persists a sign-in under token, userRole, userName and userData, and clears them on sign-out', async () => {
    const { stores, data } = await loadStores();
    stores.useSessionStore.getState().signIn({ token: 'abc', role: 'admin', name: 'Ayşe', user });
    expect(data.get('token')).toBe('abc');
    expect(data.get('userRole')).toBe('admin');
    expect(data.get('userName')).toBe('Ayşe');
    expect(JSON.parse(data.get('userData')!)).toEqual(user);
    expect(stores.selectIsAdmin(stores.useSessionStore.getState())).toBe(true);
    stores.useSessionStore.getState().signOut();
    expect([...data.keys()]).toEqual([]);
    expect(stores.selectIsSignedIn(stores.useSessionStore.getState())).toBe(false);
  });

  it('keeps a session without "remember me" in this tab only, and a later remembered one in the browser', async () => {
    const { stores, data, tab } = await loadStores();
    stores.useSessionStore
      .getState()
      .signIn({ token: 'tab', role: 'user', name: 'Ali', user: { ...user, role: 'user' } }, { remember: false });
    expect(tab.get('token')).toBe('tab');
    expect(data.has('token')).toBe(false);
    stores.useSessionStore.getState().setToken('tab2');
    expect(tab.get('token')).toBe('tab2');
    stores.useSessionStore.getState().signIn({ token: 'kept', role: 'user', name: 'Ali', user: { ...user, role: 'user' } });
    expect(data.get('token')).toBe('kept');
    expect(tab.has('token')).toBe(false);
    stores.useSessionStore.getState().signOut();
    expect([...data.keys(), ...tab.keys()]).toEqual([]);
  });

  it('a sign-in for this tab only leaves the browser’s session to the other tabs, and stays this tab’s own', async () => {
    const listeners: Array<(event: { key: string | null }) => void> = [];
    vi.stubGlobal('addEventListener', (type: string, listener: (event: { key: string | null }) => void) => {
      if (type === 'storage') listeners.push(listener);
    });
    const { stores, data, tab } = await loadStores({ token: 'browser', userRole: 'user', userName: 'Ali' });
    const state = () => stores.useSessionStore.getState();
    state().signIn({ token: 'tab', role: 'admin', name: 'Ayşe', user }, { remember: false });
    expect([state().token, state().role]).toEqual(['tab', 'admin']);
    expect(data.get('token')).toBe('browser'); // the other tabs keep theirs
    // Another tab signs in (remembered) as someone else: this tab stays with its own.
    data.set('token', 'other');
    data.set('userName', 'Zeynep');
    for (const listener of listeners) listener({ key: 'token' });
    expect([state().token, state().name]).toEqual(['tab', 'Ayşe']);
    // And after a reload of this tab.
    const reloaded = await loadStores(Object.fromEntries(data), false, Object.fromEntries(tab));
    expect(reloaded.stores.useSessionStore.getState().token).toBe('tab');
  });

  it('restores a tab-only session', async () => {
    const { stores } = await loadStores({}, false, { token: 'tt', userRole: 'admin', userName: 'Ayşe' });
    expect(stores.useSessionStore.getState().token).toBe('tt');
    expect(stores.useSessionStore.getState().role).toBe('admin');
  });

  it('follows a sign-out, a sign-in and a new token of another tab at once; a tab-only session stays', async () => {
    const listeners: Array<(event: { key: string | null }) => void> = [];
    vi.stubGlobal('addEventListener', (type: string, listener: (event: { key: string | null }) => void) => {
      if (type === 'storage') listeners.push(listener);
    });
    const { stores, data } = await loadStores({ token: 't1', userRole: 'user', userName: 'Ali' });
    const otherTab = (key: string | null, change: () => void) => {
      change();
      for (const listener of listeners) listener({ key });
    };
    const state = () => stores.useSessionStore.getState();
    expect(listeners).toHaveLength(1);

    otherTab('token', () => ['token', 'userRole', 'userName'].forEach((key) => data.delete(key)));
    expect([state().token, state().name, stores.selectIsSignedIn(state())]).toEqual([null, null, false]);
    expect(state().ended).toBe(false); // the visitor's own choice, elsewhere

    otherTab('userData', () => {
      data.set('token', 't2');
      data.set('userRole', 'admin');
      data.set('userName', 'Ayşe');
      data.set('userData', JSON.stringify(user));
    });
    expect([state().token, state().role, state().user?.email]).toEqual(['t2', 'admin', 'ayse@example.com']);
    otherTab('token', () => data.set('token', 't3')); // a password changed there
    expect(state().token).toBe('t3');
    otherTab('darkMode', () => data.set('token', 'ignored')); // not the session's keys
    expect(state().token).toBe('t3');

    // This tab signs in for itself only: another tab's sign-out does not end it.
    state().signIn({ token: 'mine', role: 'user', name: 'Ali', user: { ...user, role: 'user' } }, { remember: false });
    otherTab(null, () => data.clear());
    expect(state().token).toBe('mine');
  });

  it('names the session’s owner for per-user caches: the id, else the token of a user stored without one', async () => {
    const { stores } = await loadStores({ token: 'old', userRole: 'user', userName: 'Ali', userData: JSON.stringify({ name: 'Ali' }) });
    const owner = () => stores.selectSessionOwner(stores.useSessionStore.getState());
    expect(owner()).toBe('token:old');
    stores.useSessionStore.getState().setToken('new');
    expect(owner()).toBe('token:new');
    stores.useSessionStore.getState().signIn({ token: 'new', role: 'admin', name: 'Ayşe', user });
    expect(owner()).toBe('1');
    stores.useSessionStore.getState().signOut();
    expect(owner()).toBeNull();
  });

  it('restores a stored session and survives corrupt userData', async () => {
    const { stores } = await loadStores({ token: 't', userRole: 'user', userName: 'Ali', userData: '{oops' });
    const state = stores.useSessionStore.getState();
    expect(state.token).toBe('t');
    expect(state.role).toBe('user');
    expect(state.user).toBeNull();
  });
});
