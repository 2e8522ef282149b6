import { openDialog, type DialogName } from '../../src/stores/dialogs';

let hostReady: Promise<void> | null = null;

/**
 * Opens a §2 dialog from anywhere in the browser (an island, a static button's script). The
 * dialog host is not on the page until the first dialog is asked for: pages ship no dialog
 * JavaScript until a shopper needs one. The host follows $dialogs, so later calls only set it.
 */
export function showDialog(name: DialogName, props: Record<string, unknown> = {}): Promise<void> {
  openDialog(name, props);
  hostReady ??= import('./mount-dialog-host').then(({ mountDialogHost }) => mountDialogHost());
  return hostReady;
}
