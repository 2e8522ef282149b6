import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $dialogs, closeDialog, type OpenDialog } from '../../src/stores/dialogs';
import { DIALOG_TRANSITION_MS } from '../../schemas/constants';
import type { DialogView } from './dialog-view';
import { DIALOG_VIEWS } from './dialog-views';
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
 * The one dialog host of the page: shows the dialog named in $dialogs, a modal on small viewports,
 * a side panel on large ones (CSS), with a DIALOG_TRANSITION_MS transition. Focus moves in, Tab is
 * trapped, Escape and the backdrop close, and focus returns to the opener's element (the entry's
 * returnFocus; a dialog that replaces another keeps the first one's).
 */
export default function DialogHost({ closeLabel = 'Close', loadingLabel = '…', views = DIALOG_VIEWS }: Props) {
  const current = useStore($dialogs);
  // Starts empty even when a dialog is already asked for (the host mounts on the first openDialog),
  // so the effect below starts the opening transition and keeps where focus goes back on close.
  const [shown, setShown] = useState<OpenDialog | null>(null);
  const [open, setOpen] = useState(false);
  // A title the view gave once it knew more, for the entry it was given for.
  const [renamed, setRenamed] = useState<{ readonly entry: OpenDialog; readonly title: string } | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const setTitle = useCallback(
    (title: string) => {
      if (shown) setRenamed({ entry: shown, title });
    },
    [shown],
  );

  useEffect(() => {
    if (current) {
      if (!shown) returnFocusRef.current = current.returnFocus;
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

  // Before the browser paints: a dialog on screen already has focus, so a key pressed at once reaches it.
  useLayoutEffect(() => {
    if (!shown || !panelRef.current) return;
    const panel = panelRef.current;
    (focusableIn(panel)[0] ?? panel).focus();
  }, [shown?.name]);

  // Escape closes the dialog wherever focus is: a click on the page behind the backdrop or another
  // island taking focus must not leave a shopper without the key (the panel's own handler takes the rest).
  useEffect(() => {
    if (!shown) return;
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !$dialogs.get()) return;
      if (event.target instanceof Node && panelRef.current?.contains(event.target)) return;
      closeDialog();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [shown !== null]);

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
  const title = renamed?.entry === shown ? renamed.title : view.title(shown.props);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeDialog();
      return;
    }
    if (panelRef.current) trapTab(event.nativeEvent, panelRef.current);
  };

  return (
    <div className="dialog-host" data-open={open ? 'true' : undefined} data-placement={view.placement ?? 'modal'} style={{ ['--dialog-transition' as string]: `${DIALOG_TRANSITION_MS}ms` }}>
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
            <view.Body props={shown.props} close={closeDialog} setTitle={setTitle} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
