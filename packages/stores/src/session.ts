import { create } from 'zustand';
import { storage } from './storage';

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
  signIn: (data: { token: string; role: Role; name: string; user: SessionUser }) => void;
  updateUser: (user: SessionUser) => void;
  signOut: () => void;
}

function readUser(): SessionUser | null {
  try {
    const raw = storage.get(SESSION_KEYS.user);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

function readSession(): SessionData {
  const role = storage.get(SESSION_KEYS.role);
  return {
    token: storage.get(SESSION_KEYS.token),
    role: role === 'admin' || role === 'user' ? role : null,
    name: storage.get(SESSION_KEYS.name),
    user: readUser(),
  };
}

function persist(data: SessionData): void {
  storage.set(SESSION_KEYS.token, data.token);
  storage.set(SESSION_KEYS.role, data.role);
  storage.set(SESSION_KEYS.name, data.name);
  storage.set(SESSION_KEYS.user, data.user ? JSON.stringify(data.user) : null);
}

const signedOut: SessionData = { token: null, role: null, name: null, user: null };

/** The one session of the page: the shell and every remote read and change this same store. */
export const useSessionStore = create<SessionState>()((set) => ({
  ...readSession(),
  signIn: ({ token, role, name, user }) => {
    const data = { token, role, name, user };
    persist(data);
    set(data);
  },
  updateUser: (user) => {
    set((state) => {
      const data = { token: state.token, role: user.role, name: user.name, user };
      persist(data);
      return data;
    });
  },
  signOut: () => {
    persist(signedOut);
    set(signedOut);
  },
}));

export const selectIsSignedIn = (state: SessionData): boolean => Boolean(state.token);
export const selectIsAdmin = (state: SessionData): boolean => Boolean(state.token) && state.role === 'admin';
