import { closeDialog, useOpenDialog } from '../lib/dialog-store.ts';

/**
 * The app-level modals, one per name in lib/dialog-store.ts. Each feature owns its modal
 * component; this file only binds names to components (one line each).
 */
export function AppDialogs() {
  const open = useOpenDialog();
  const onOpenChange = (value: boolean) => !value && closeDialog();
  void open;
  void onOpenChange;
  return <></>;
}
