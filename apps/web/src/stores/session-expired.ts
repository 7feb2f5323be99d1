import { create } from 'zustand';

/** SPEC §8: the persistent "your session expired" dialog, raised by the API client after a refresh answered 400. */
export const useSessionExpired = create<{ open: boolean; show: () => void; hide: () => void }>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
