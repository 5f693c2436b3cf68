import { create } from 'zustand';

/** Whether the header's login modal is open, and in which mode. */
export const useLoginModal = create<{
  open: boolean;
  mode: 'login' | 'register';
  show: (mode?: 'login' | 'register') => void;
  hide: () => void;
}>()((set) => ({
  open: false,
  mode: 'login',
  show: (mode = 'login') => set({ open: true, mode }),
  hide: () => set({ open: false }),
}));
