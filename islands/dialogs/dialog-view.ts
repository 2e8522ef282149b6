import type { ComponentType } from 'react';

/** What the dialog host gives the body of the dialog on screen. */
export interface DialogViewProps {
  /** What the opener passed to openDialog. */
  readonly props: Readonly<Record<string, unknown>>;
  readonly close: () => void;
  /** Renames the dialog (heading and accessible name) once the view knows more: quick shop's product. */
  readonly setTitle: (title: string) => void;
}

export interface DialogView {
  /** Accessible name of the dialog, from its props. */
  readonly title: (props: Readonly<Record<string, unknown>>) => string;
  readonly Body: ComponentType<DialogViewProps>;
  /** Below 768px: a centred modal (default) or a bottom sheet (the mini cart). From 768px every dialog is a side panel. */
  readonly placement?: 'modal' | 'sheet';
}
