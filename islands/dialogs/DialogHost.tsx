import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $dialogs, closeDialog, type OpenDialog } from '../../src/stores/dialogs';
import { DIALOG_TRANSITION_MS } from '../../schemas/constants';
import { DIALOG_VIEWS, type DialogView } from './dialog-views';
import { focusableIn, trapTab } from './focus-trap';
import './dialog-host.css';

interface Props {
  readonly closeLabel?: string;
  /** Shown while a lazily loaded dialog body arrives. */
  readonly loadingLabel?: string;
  /** Views by name; the registered DIALOG_VIEWS by default (tests pass their own). */
  readonly views?: Partial<Record<string, DialogView>>;
}

/**
 * Shows the dialog named in $dialogs: a modal on small viewports, a side panel on large ones
 * (CSS), with a DIALOG_TRANSITION_MS transition. Focus moves in, Tab is trapped, Escape and the
 * backdrop close, and focus returns to where it was.
 */
export default function DialogHost({ closeLabel = 'Close', loadingLabel = '…', views = DIALOG_VIEWS }: Props) {
  const current = useStore($dialogs);
  // Starts empty even when a dialog is already asked for (the host mounts on the first showDialog),
  // so the effect below records where focus was and gives it back on close.
  const [shown, setShown] = useState<OpenDialog | null>(null);
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (current) {
      if (!shown) returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setShown(current);
      const frame = requestAnimationFrame(() => setOpen(true));
      return () => cancelAnimationFrame(frame);
    }
    setOpen(false);
    const timer = window.setTimeout(() => {
      setShown(null);
      returnFocusRef.current?.focus();
      returnFocusRef.current = null;
    }, DIALOG_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  useEffect(() => {
    if (!shown || !panelRef.current) return;
    const panel = panelRef.current;
    (focusableIn(panel)[0] ?? panel).focus();
  }, [shown?.name]);

  useEffect(() => {
    if (!shown) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [shown !== null]);

  if (!shown) return null;
  const view = views[shown.name];
  if (!view) return null;
  const title = view.title(shown.props);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeDialog();
      return;
    }
    if (panelRef.current) trapTab(event.nativeEvent, panelRef.current);
  };

  return (
    <div className="dialog-host" data-open={open ? 'true' : undefined} style={{ ['--dialog-transition' as string]: `${DIALOG_TRANSITION_MS}ms` }}>
      <div className="dialog-host__backdrop" onClick={closeDialog} aria-hidden="true" />
      <div
        ref={panelRef}
        className="dialog-host__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="dialog-host-title"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-dialog={shown.name}
      >
        <header className="dialog-host__header">
          <h2 id="dialog-host-title">{title}</h2>
          <button type="button" className="dialog-host__close" aria-label={closeLabel} onClick={closeDialog}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 16 16"><path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" /></svg>
          </button>
        </header>
        <div className="dialog-host__body">
          <Suspense fallback={<p className="dialog-host__loading" role="status">{loadingLabel}</p>}>
            <view.Body props={shown.props} close={closeDialog} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
