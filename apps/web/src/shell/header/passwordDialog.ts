import { createStore, useStore } from '../../state/store';

/** Whether the change-password dialog is open (opened from the user menu or the forced prompt). */
export const passwordDialog = createStore({ open: false });

export function usePasswordDialogOpen(): boolean {
  return useStore(passwordDialog, (s) => s.open);
}

export function openPasswordDialog(): void {
  passwordDialog.set({ open: true });
}

export function closePasswordDialog(): void {
  passwordDialog.set({ open: false });
}
