import { createRoot } from 'react-dom/client';
import DialogHost from './DialogHost';

/**
 * Mounts the one dialog host of the page at the end of <body>. Its close and loading labels are
 * the page's (BaseLayout writes data-dialog-close-label and data-dialog-loading-label on <body>), so the host needs no message catalogue.
 */
export function mountDialogHost(): void {
  if (document.getElementById('dialog-host-root')) return;
  const element = document.createElement('div');
  element.id = 'dialog-host-root';
  document.body.append(element);
  createRoot(element).render(
    <DialogHost closeLabel={document.body.dataset.dialogCloseLabel ?? 'Close'} loadingLabel={document.body.dataset.dialogLoadingLabel ?? '…'} />,
  );
}
