import { lazy, type ComponentType } from 'react';
import type { DialogName } from '../../src/stores/dialogs';
import type { DialogView, DialogViewProps } from './dialog-view';

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** A view whose body loads when it first opens; the opener passes the localized title in props.title. */
function lazyView(load: () => Promise<{ default: ComponentType<DialogViewProps> }>, placement?: DialogView['placement']): DialogView {
  return { title: (props) => text(props.title), Body: lazy(load), ...(placement ? { placement } : {}) };
}

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
 * The view of every dialog name, one line each; a body's code arrives only when it first opens.
 * Adding a dialog: its name in DialogName (src/stores/dialogs.ts) and its line here.
 */
export const DIALOG_VIEWS: Readonly<Record<DialogName, DialogView>> = {
  'ask-question': lazyView(() => import('../product/reviews/AskQuestionDialog')),
  'bnpl-provider': lazyView(() => import('../checkout/BnplDialog')),
  'paypal-window': lazyView(() => import('../wallets/PaypalDialog')),
  'change-shipping-method': lazyView(() => import('../cart/StorePickerDialog')),
  'change-store-confirmation': lazyView(() => import('../cart/ChangeStoreDialog')),
  confirm: lazyView(() => import('../account-area/ConfirmDialog')),
  content: { title: (props) => text(props.title, 'Information'), Body: ContentBody },
  'employee-terms': lazyView(() => import('../identity/EmployeeTermsDialog')),
  'event-sign-up': lazyView(() => import('../events/EventSignUpDialog')),
  'forgot-password': lazyView(() => import('../identity/ForgotPasswordDialog')),
  'gift-option': lazyView(() => import('../cart/GiftOptionDialog')),
  interests: lazyView(() => import('../identity/InterestsDialog')),
  'location-confirmation': lazyView(() => import('../location/LocationConfirmationDialog')),
  'loyalty-sign-up': lazyView(() => import('../identity/LoyaltySignUpDialog')),
  'mini-cart': lazyView(() => import('../cart/MiniCartDialog'), 'sheet'),
  'pickup-in-store': lazyView(() => import('../product/pickup/PickupInStoreDialog')),
  'review-ugc': lazyView(() => import('../ugc/UgcReviewDialog')),
  quickshop: lazyView(() => import('../quickshop/QuickShopDialog')),
  'sign-in': lazyView(() => import('../identity/SignInDialog')),
  'sign-in-confirmation': lazyView(() => import('../identity/SignInConfirmationDialog')),
  'sign-up': lazyView(() => import('../identity/SignUpDialog')),
  'store-changed': lazyView(() => import('../cart/StoreChangedDialog')),
  'three-d-secure': lazyView(() => import('../checkout/ThreeDSecureDialog')),
  welcome: lazyView(() => import('../identity/WelcomeDialog')),
};
