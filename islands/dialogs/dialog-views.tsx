import { lazy, type ComponentType } from 'react';
import type { DialogName } from '../../src/stores/dialogs';

export interface DialogViewProps {
  readonly props: Readonly<Record<string, unknown>>;
  readonly close: () => void;
}

export interface DialogView {
  /** Accessible name of the dialog, from its props. */
  readonly title: (props: Readonly<Record<string, unknown>>) => string;
  readonly Body: ComponentType<DialogViewProps>;
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** A content dialog: a title and plain paragraphs (editor HTML is rendered by Astro blocks, not here). */
function ContentBody({ props }: DialogViewProps) {
  return (
    <>
      {text(props.body)
        .split('\n')
        .filter(Boolean)
        .map((paragraph, index) => <p key={index}>{paragraph}</p>)}
    </>
  );
}

/**
 * Dialog views by name. Features register theirs here as they arrive, one line each, with the
 * body loaded lazily so a dialog's code arrives only when it opens:
 *   'pickup-in-store': { title: (p) => text(p.title), Body: lazy(() => import('../product/PickupInStoreDialog')) },
 * The opener passes the localized title in props.title.
 */
export const DIALOG_VIEWS: Partial<Record<DialogName, DialogView>> = {
  'pickup-in-store': { title: (p) => text(p.title), Body: lazy(() => import('../product/pickup/PickupInStoreDialog')) },
  'ask-question': { title: (p) => text(p.title), Body: lazy(() => import('../product/reviews/AskQuestionDialog')) },
  content: { title: (props) => text(props.title, 'Information'), Body: ContentBody },
  'sign-in': { title: (p) => text(p.title), Body: lazy(() => import('../identity/SignInDialog')) },
  'sign-in-confirmation': { title: (p) => text(p.title), Body: lazy(() => import('../identity/SignInConfirmationDialog')) },
  'sign-up': { title: (p) => text(p.title), Body: lazy(() => import('../identity/SignUpDialog')) },
  'loyalty-sign-up': { title: (p) => text(p.title), Body: lazy(() => import('../identity/LoyaltySignUpDialog')) },
  'forgot-password': { title: (p) => text(p.title), Body: lazy(() => import('../identity/ForgotPasswordDialog')) },
  interests: { title: (p) => text(p.title), Body: lazy(() => import('../identity/InterestsDialog')) },
  welcome: { title: (p) => text(p.title), Body: lazy(() => import('../identity/WelcomeDialog')) },
  'employee-terms': { title: (p) => text(p.title), Body: lazy(() => import('../identity/EmployeeTermsDialog')) },
  'event-sign-up': { title: (p) => text(p.title), Body: lazy(() => import('../events/EventSignUpDialog')) },
  confirm: { title: (props) => text(props.title), Body: lazy(() => import('../account-area/ConfirmDialog')) },
};
