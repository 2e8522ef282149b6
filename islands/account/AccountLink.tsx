import { useEffect, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { hasCartNotice } from '../../src/stores/cart-notice';
import { $session } from '../../src/stores/session';
import { $signInRequest, takeSignInRequest } from '../../src/stores/sign-in-request';
import { showToast } from '../../src/stores/toasts';
import { isSignOutRedirectPath } from '../../src/shared/routing/routes';
import { browserApi } from '../shared/browser-api';
import { setFlash, takeFlashKey } from '../shared/flash';
import { translator } from '../../src/shared/i18n/translator';
import type { AccountIslandProps } from '../shared/account-island-props';
import { formatNumber } from '../../src/shared/i18n/numbers';
import { LOCALES, type LocaleCode } from '../../src/shared/i18n/sites';

interface Props extends Pick<AccountIslandProps, 'target' | 'links'> {
  /** What the header shows, from the validation catalogue of the page locale ({placeholders} kept); the island loads the rest of it (flash messages, the sign-in dialog's forms) when it needs it. */
  readonly texts: Readonly<Record<AccountLinkTextKey, string>>;
  /** Recaptcha responses for the dialogs' sign-in and sign-up (see AccountView). */
  readonly recaptcha?: { readonly login?: string | undefined; readonly register?: string | undefined } | undefined;
}

/**
 * Header account entry: 'Sign in' for guests; when signed in, the greeting (a link to the
 * account area) and sign-out. Its one-shot messages (signed in, signed out, account created)
 * are toasts; it opens the sign-in dialog or the enrollment flow when another feature asks for it ($signInRequest).
 * Hydrated with client:stored on the session key, so a visitor who never signed in loads no
 * React for it (the server render is the 'Sign in' link). Once hydrated it makes sure a session exists (a guest token only when there is no token at all)
 * and fills the first name from the profile when it is missing.
 */
/** The validation catalogue of the page locale, loaded when the link needs more than its own texts. */
const validationMessages = (locale: LocaleCode) => import('./validation-texts').then(({ loadValidationMessages }) => loadValidationMessages(locale));

/** The texts the header renders; the rest of the catalogue loads with a flash message, a sign-out or the sign-in dialog. */
export const ACCOUNT_LINK_TEXT_KEYS = ['signInLink', 'signOut', 'accountGreeting', 'accountPoints'] as const;
type AccountLinkTextKey = (typeof ACCOUNT_LINK_TEXT_KEYS)[number];

export default function AccountLink({ target, texts, links, recaptcha }: Props) {
  const locale = target.locale as LocaleCode;
  const t = translator(texts, LOCALES[locale].tag);
  const session = useStore($session);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const flash = takeFlashKey();
    if (flash) {
      void validationMessages(locale).then((messages) => {
        if (Object.hasOwn(messages, flash)) showToast({ title: messages[flash as keyof typeof messages], kind: 'success' });
      }, () => undefined);
    }
    if (hasCartNotice()) void import('../shared/cart-notice').then(({ showCartNotice }) => showCartNotice(target));
    void import('./session-api').then(({ bootstrapSession }) => bootstrapSession(browserApi(target))).catch(() => undefined);
    // A feature asked for sign-in (presale sign-in-to-buy) or for the enrollment flow (a join or
    // campaign link), maybe before this island hydrated.
    return $signInRequest.subscribe((request) => {
      if (!request || !takeSignInRequest()) return;
      if (request.reason === 'enroll') openIdentityDialog('loyalty-sign-up', { source: request.source, justSignedUp: request.justSignedUp === true });
      else if ($session.get().status !== 'registered') openIdentityDialog('sign-in');
    });
  }, []);

  async function signOut() {
    const { signOutShopper } = await import('./session-api');
    await signOutShopper(browserApi(target)).catch(() => undefined);
    if (isSignOutRedirectPath(window.location.pathname)) {
      setFlash('signOutSuccess');
      window.location.assign(links.home);
      return;
    }
    showToast({ title: (await validationMessages(locale)).signOutSuccess, kind: 'success' });
  }

  function openIdentityDialog(name: 'sign-in' | 'loyalty-sign-up', step: Record<string, unknown> = {}) {
    void Promise.all([import('../identity/open'), validationMessages(locale)])
      .then(([{ openIdentity }, messages]) => openIdentity(name, { target, messages, links, recaptcha }, step));
  }

  /**
   * Guests get the sign-in dialog (spec §2); the link's href stays the sign-in page, which is
   * where a click goes before hydration, without JavaScript, or with a modifier key.
   */
  function openSignIn(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openIdentityDialog('sign-in');
  }

  const name = session.firstName || session.email;
  // The first render matches the server's (a cached page cannot know the shopper): the greeting
  // replaces 'Sign in' right after hydration, never during it (React error #418 otherwise).
  const signedIn = hydrated && session.status === 'registered';
  return (
    <div className="account-link" data-account-hydrated={hydrated ? 'true' : undefined} data-testid="account-link">
      {signedIn ? (
        <>
          {/* Greeting and points stacked: the entry grows by the wider of the two, not by both (the search beside it keeps its place). */}
          <span className="account-link__who">
            <a className="account-link__name" href={links.account} data-testid="account-name">{t('accountGreeting', { name: name ?? '' })}</a>
            {session.loyaltyPoints !== undefined && (
              <span className="account-link__points" data-testid="account-points">
                {t('accountPoints', { points: formatNumber(session.loyaltyPoints, target.locale as LocaleCode) })}
              </span>
            )}
          </span>
          <button type="button" className="account-link__signout" onClick={() => void signOut()} data-testid="sign-out">
            {t('signOut')}
          </button>
        </>
      ) : (
        <a className="account-link__signin" href={links.signIn} onClick={openSignIn} aria-haspopup="dialog" data-testid="sign-in-link">{t('signInLink')}</a>
      )}
    </div>
  );
}
