import { useEffect, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../src/stores/session';
import { isSignOutRedirectPath } from '../../src/shared/routing/routes';
import { VALIDATION_MESSAGES, type MessageLanguage } from '../../src/shared/i18n/messages';
import { browserApi } from '../shared/browser-api';
import { setFlash, takeFlash } from '../shared/flash';
import { translator } from '../shared/form-messages';
import type { AccountIslandProps } from '../shared/account-island-props';

interface Props extends Pick<AccountIslandProps, 'target' | 'links'> {
  /**
   * The page language. The messages come from the island's own bundle (it holds the catalogue
   * for its forms anyway) rather than from props, which would repeat them in every page's HTML.
   */
  readonly language: MessageLanguage;
  /** Recaptcha responses for the dialogs' sign-in and sign-up (see AccountView). */
  readonly recaptcha?: { readonly login?: string | undefined; readonly register?: string | undefined } | undefined;
}

/**
 * Header account entry: 'Sign in' for guests; when signed in, the greeting (a link to the
 * account area) and sign-out.
 * Hydrated with client:stored on the session key, so a visitor who never signed in loads no
 * React for it (the server render is the 'Sign in' link). Once hydrated it makes sure a session exists (a guest token only when there is no token at all)
 * and fills the first name from the profile when it is missing.
 */
export default function AccountLink({ target, language, links, recaptcha }: Props) {
  const messages = VALIDATION_MESSAGES[language];
  const t = translator(messages);
  const session = useStore($session);
  const [notice, setNotice] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    setNotice(takeFlash(messages));
    void import('./session-api').then(({ bootstrapSession }) => bootstrapSession(browserApi(target))).catch(() => undefined);
  }, []);

  async function signOut() {
    const { signOutShopper } = await import('./session-api');
    await signOutShopper(browserApi(target)).catch(() => undefined);
    if (isSignOutRedirectPath(window.location.pathname)) {
      setFlash('signOutSuccess');
      window.location.assign(links.home);
      return;
    }
    setNotice(t('signOutSuccess'));
  }

  /**
   * Guests get the sign-in dialog (spec §2); the link's href stays the sign-in page, which is
   * where a click goes before hydration, without JavaScript, or with a modifier key.
   */
  function openSignIn(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void import('../identity/open').then(({ openIdentity }) => openIdentity('sign-in', { target, messages, links, recaptcha }));
  }

  const name = session.firstName || session.email;
  return (
    <div className="account-link" data-account-hydrated={hydrated ? 'true' : undefined} data-testid="account-link">
      {session.status === 'registered' ? (
        <>
          <a className="account-link__name" href={links.account} data-testid="account-name">{t('accountGreeting', { name: name ?? '' })}</a>
          <button type="button" className="account-link__signout" onClick={() => void signOut()} data-testid="sign-out">
            {t('signOut')}
          </button>
        </>
      ) : (
        <a className="account-link__signin" href={links.signIn} onClick={openSignIn} aria-haspopup="dialog" data-testid="sign-in-link">{t('signInLink')}</a>
      )}
      <p className="account-link__notice" role="status" data-testid="account-notice">{notice}</p>
    </div>
  );
}
