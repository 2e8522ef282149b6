import { useState } from 'react';
import type { DialogViewProps } from '../dialogs/dialog-view';
import './confirm-dialog.css';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A confirmation in the dialog host (e.g. before deleting an address): the question, then the
 * action and a way back. props: title (the host shows it), text, confirmLabel, cancelLabel,
 * onConfirm (awaited before the dialog closes).
 */
export default function ConfirmDialog({ props, close }: DialogViewProps) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await (props.onConfirm as (() => unknown) | undefined)?.();
    } finally {
      close();
    }
  }
  return (
    <div className="confirm-dialog" data-testid="confirm-dialog">
      <p>{text(props.text)}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="confirm-dialog__confirm" onClick={() => void confirm()} disabled={busy}>{text(props.confirmLabel)}</button>
        <button type="button" className="confirm-dialog__cancel" onClick={close} disabled={busy}>{text(props.cancelLabel)}</button>
      </div>
    </div>
  );
}
