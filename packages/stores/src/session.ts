import { create } from 'zustand';
import { storage, tabStorage } from './storage';

export type Role = 'admin' | 'user';

export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  profileImage?: string | null;
}

/** The browser storage keys the spec names for the session. */
export const SESSION_KEYS = {
  token: 'token',
  role: 'userRole',
  name: 'userName',
  user: 'userData',
} as const;

interface SessionData {
  token: string | null;
  role: Role | null;
  name: string | null;
  user: SessionUser | null;
}

interface SessionState extends SessionData {
  /** The API refused the session (ended elsewhere, account changed): the sign-in page says so. Not kept across reloads. */
  ended: boolean;
  /** `remember: false` keeps the session for this tab only (the login view's "remember me"). */
  signIn: (data: { token: string; role: Role; name: string; user: SessionUser }, options?: { remember?: boolean }) => void;
  /** Replaces the token (a password change issues a new one) without touching the rest. */
  setToken: (token: string) => void;
  updateUser: (user: SessionUser) => void;
  /** `ended`: the API refused the session, not the user's own choice. */
  signOut: (options?: { ended?: boolean }) => void;
}

/** Where the current session is kept: this tab's own ("remember me" off) first, else the browser's. */
function activeStore() {
  return tabStorage.get(SESSION_KEYS.token) !== null ? tabStorage : storage;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The stored user, also from an older build's shape: it kept the whole login answer ({ token,
 * role, name, user }) under userData, so the user and its id sat one level down.
 */
function sessionUserOf(stored: unknown): SessionUser | null {
  if (!isRecord(stored)) return null;
  if (typeof stored._id !== 'string' && isRecord(stored.user)) return stored.user as unknown as SessionUser;
  return stored as unknown as SessionUser;
}

function readUser(store = activeStore()): SessionUser | null {
  try {
    const raw = store.get(SESSION_KEYS.user);
    return raw ? sessionUserOf(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function readSession(): SessionData {
  const store = activeStore();
  const role = store.get(SESSION_KEYS.role);
  return {
    token: store.get(SESSION_KEYS.token),
    role: role === 'admin' || role === 'user' ? role : null,
    name: store.get(SESSION_KEYS.name),
    user: readUser(store),
  };
}

function write(store: typeof storage, data: SessionData): void {
  store.set(SESSION_KEYS.token, data.token);
  store.set(SESSION_KEYS.role, data.role);
  store.set(SESSION_KEYS.name, data.name);
  store.set(SESSION_KEYS.user, data.user ? JSON.stringify(data.user) : null);
}

/**
 * Keeps the session where it belongs. A session kept in the browser replaces this tab's own; a
 * tab's own leaves the browser's alone, which other tabs use (signing in for one tab never signs
 * the others out).
 */
function persist(data: SessionData, store = activeStore()): void {
  if (store === storage) write(tabStorage, signedOutData());
  write(store, data);
}

function signedOutData(): SessionData {
  return { token: null, role: null, name: null, user: null };
}

/** The one session of the page: the shell and every remote read and change this same store. */
export const useSessionStore = create<SessionState>()((set) => ({
  ...readSession(),
  ended: false,
  signIn: ({ token, role, name, user }, options) => {
    const data = { token, role, name, user };
    persist(data, options?.remember === false ? tabStorage : storage);
    set({ ...data, ended: false });
  },
  setToken: (token) => {
    set((state) => {
      const data = { token, role: state.role, name: state.name, user: state.user };
      persist(data);
      return data;
    });
  },
  updateUser: (user) => {
    set((state) => {
      const data = { token: state.token, role: user.role, name: user.name, user };
      persist(data);
      return data;
    });
  },
  signOut: (options) => {
    write(storage, signedOutData());
    write(tabStorage, signedOutData());
    set({ ...signedOutData(), ended: options?.ended === true });
  },
}));

export const selectIsSignedIn = (state: SessionData): boolean => Boolean(state.token);
export const selectIsAdmin = (state: SessionData): boolean => Boolean(state.token) && state.role === 'admin';

/**
 * Whom the session's data belongs to, for per-user caches: the user's id, else the token. A stored
 * user without an id (an older build's or damaged userData) thus gets its own entries instead of
 * sharing one empty id with every other such session. Null when signed out.
 */
export function selectSessionOwner(state: SessionData): string | null {
  if (!state.token) return null;
  const id: unknown = state.user?._id;
  return typeof id === 'string' && id !== '' ? id : `token:${state.token}`;
}

/**
 * Another tab signed in or out, or changed the password (a new token): this tab follows at once,
 * instead of showing a session that is gone until the API refuses it. Only the browser's storage
 * tells other tabs; a tab-only session ("remember me" off) is this tab's own and stays.
 */
function followOtherTabs(event: Pick<StorageEvent, 'key'>): void {
  if (event.key !== null && !(Object.values(SESSION_KEYS) as string[]).includes(event.key)) return;
  if (tabStorage.get(SESSION_KEYS.token) !== null) return; // this tab's own session: others' do not change it
  const next = readSession();
  const current = useSessionStore.getState();
  const same =
    next.token === current.token &&
    next.role === current.role &&
    next.name === current.name &&
    JSON.stringify(next.user) === JSON.stringify(current.user);
  if (!same) useSessionStore.setState({ ...next, ended: false });
}
globalThis.addEventListener?.('storage', followOtherTabs);
