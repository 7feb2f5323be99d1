/** The "no connection" alert of SPEC §8: one at a time, shown when a request is refused offline. */
import { create } from 'zustand';

interface OfflineAlertState {
  open: boolean;
  show: () => void;
  close: () => void;
}

export const offlineAlert = create<OfflineAlertState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  close: () => set({ open: false }),
}));

export function showOfflineAlert(): void {
  offlineAlert.getState().show();
}
