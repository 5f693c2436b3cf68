import { create } from 'zustand';
import { storage } from './storage';

export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'darkMode';

function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

function initialMode(): ThemeMode {
  const stored = storage.get(THEME_STORAGE_KEY);
  if (stored === 'dark' || stored === 'light') return stored;
  return systemPrefersDark() ? 'dark' : 'light';
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
    set({ mode });
  },
  toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
}));
