import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh in-memory localStorage, then a fresh copy of the stores module that reads it. */
async function loadStores(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  const memory = (map: Map<string, string>) => ({
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => map.set(k, String(v)),
    removeItem: (k: string) => map.delete(k),
  });
  vi.stubGlobal('localStorage', memory(data));
  vi.stubGlobal('sessionStorage', memory(new Map()));
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  vi.resetModules();
  return import('../src/index');
}

const USER = { _id: 'u1', name: 'Ayşe Demir', email: 'ayse@example.com', role: 'user', profileImage: null };

beforeEach(() => vi.unstubAllGlobals());

describe('session store: the stored user', () => {
  it("reads an older build's userData, the whole login answer, as its user (with the id)", async () => {
    const stored = { token: 't', role: 'user', name: USER.name, user: USER };
    const stores = await loadStores({ token: 't', userRole: 'user', userName: USER.name, userData: JSON.stringify(stored) });
    expect(stores.useSessionStore.getState().user).toEqual(USER);
  });

  it("reads today's userData as it is", async () => {
    const stores = await loadStores({ token: 't', userRole: 'user', userName: USER.name, userData: JSON.stringify(USER) });
    expect(stores.useSessionStore.getState().user).toEqual(USER);
  });

  it('takes a userData that is not an object for no user', async () => {
    const stores = await loadStores({ token: 't', userRole: 'user', userName: USER.name, userData: '"Ayşe"' });
    expect(stores.useSessionStore.getState().user).toBeNull();
  });
});
