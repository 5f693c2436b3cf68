import { create } from 'zustand';
import { storage } from './storage';

export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'darkMode';
/**
 * The chosen theme, also as a cookie: the server marks the page's <html> with it (data-theme), so
 * its first paint is already in the theme (index.html's own style), not white until the scripts run.
 */
export const THEME_COOKIE = 'theme';
const YEAR_SECONDS = 365 * 24 * 3600;

/** Marks <html> with the theme (index.html's style paints the page's background from it). */
function showOnPage(mode: ThemeMode): void {
  const root = globalThis.document?.documentElement;
  if (root) root.dataset.theme = mode;
}

function rememberInCookie(mode: ThemeMode): void {
  if (globalThis.document) globalThis.document.cookie = `${THEME_COOKIE}=${mode}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/** The theme the cookie names, which the server painted the page in (a choice kept when the site storage was cleared). */
function cookieMode(): ThemeMode | null {
  const cookie = globalThis.document?.cookie ?? '';
  const mode = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(dark|light)(?:;|$)`).exec(cookie)?.[1];
  return mode === 'dark' || mode === 'light' ? mode : null;
}

function initialMode(): ThemeMode {
  const stored = storage.get(THEME_STORAGE_KEY);
  if (stored === 'dark' || stored === 'light') {
    rememberInCookie(stored); // a choice made before the cookie existed
    showOnPage(stored);
    return stored;
  }
  // The storage lost the choice but the cookie kept it: the page was painted in it, so keep it.
  const kept = cookieMode();
  if (kept) {
    storage.set(THEME_STORAGE_KEY, kept);
    showOnPage(kept);
    return kept;
  }
  const mode = systemPrefersDark() ? 'dark' : 'light';
  showOnPage(mode);
  return mode;
}

interface ThemeState {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

/** Light or dark; stored under `darkMode` only once the visitor chooses, else the system preference. */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  mode: initialMode(),
  setMode: (mode) => {
    storage.set(THEME_STORAGE_KEY, mode);
    rememberInCookie(mode);
    showOnPage(mode);
    set({ mode });
  },
  toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
}));
