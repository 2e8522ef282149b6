import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ConsumerProfile } from '../../schemas/commerce/consumer';
import { ApiRequestError, type ApiClient } from '../../src/lib/api/client';
import { getProfile } from '../../src/lib/api/consumer';
import type { AccountAreaKey } from '../../src/shared/i18n/messages/account-area';
import { translator } from '../../src/shared/i18n/translator';
import { isSigningOut, rememberLoyaltyPoints, signedOutLocally } from '../../src/lib/session/actions';
import { readTokens, withSession } from '../../src/lib/session/tokens';
import { signInWithReturn } from '../../src/lib/routing/return-path';
import { LOYALTY_POINTS_ANCHOR } from '../../src/shared/routing/routes';
import { browserApi } from '../shared/browser-api';
import type { AccountAreaProps } from './area-props';
import { AddressBook } from './AddressBook';
import { ChangePasswordForm } from './ChangePasswordForm';
import { InterestsForm } from './InterestsForm';
import { OrdersSection } from './OrdersSection';
import { ProfileForm } from './ProfileForm';
import { SavedCardsSection } from './SavedCardsSection';
import { SignOutSection } from './SignOutSection';
import { SubscriptionsForm } from './SubscriptionsForm';
import type { SectionProps } from './section';
import './account-area.css';
import { formatNumber } from '../../src/shared/i18n/numbers';

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly profile: ConsumerProfile };

const SECTIONS: ReadonlyArray<{ readonly id: string; readonly title: AccountAreaKey }> = [
  { id: 'account-profile', title: 'profileTitle' },
  { id: 'account-orders', title: 'ordersTitle' },
  { id: 'account-saved-cards', title: 'savedCardsTitle' },
  { id: 'account-addresses', title: 'addressesTitle' },
  { id: 'account-subscriptions', title: 'subscriptionsTitle' },
  { id: 'account-interests', title: 'interestsTitle' },
  { id: 'account-password', title: 'passwordTitle' },
  { id: 'account-sign-out', title: 'signOutTitle' },
];

const isSessionGone = (error: unknown) => error instanceof ApiRequestError && (error.status === 401 || error.status === 403);

/**
 * The /account area (spec §2, §3 consumer profile and address, §4): a signed-out visitor goes to
 * sign-in and comes back; otherwise the profile is read once (with the session cookie) and each
 * section edits its part of it. The page renders no personal data on the server.
 */
export default function AccountArea(props: AccountAreaProps) {
  const { target, texts, links } = props;
  // Made on first use in the browser (the server render never calls the API from here).
  const client = useRef<ApiClient | null>(null);
  const api = useCallback(() => (client.current ??= browserApi(target)), [target]);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const t = useMemo(() => translator(texts), [texts]);

  const toSignIn = useCallback(() => {
    // Signing out from this page: the sign-out's own navigation (home, with its message) wins.
    if (isSigningOut()) return;
    setState({ kind: 'signed-out' });
    window.location.replace(signInWithReturn(links.signIn, `${window.location.pathname}${window.location.search}`));
  }, [links.signIn]);

  /** A call in the session; a session the API no longer knows sends the shopper to sign-in. */
  const run = useCallback(
    async <T,>(call: (authorized: ApiClient) => Promise<T>): Promise<T> => {
      try {
        return await withSession(api(), call);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) {
          signedOutLocally();
          toSignIn();
        }
        throw error;
      }
    },
    [api, toSignIn],
  );

  const load = useCallback(async () => {
    if (readTokens()?.kind !== 'registered') {
      toSignIn();
      return;
    }
    setState({ kind: 'loading' });
    try {
      const profile = await withSession(api(), (authorized) => getProfile(authorized, true));
      setState({ kind: 'ready', profile });
      // The header shows a member's points: what was just read is the freshest.
      rememberLoyaltyPoints(profile.loyaltySummary?.points.balance);
    } catch (error) {
      if (isSessionGone(error)) {
        signedOutLocally();
        toSignIn();
        return;
      }
      setState({ kind: 'failed' });
    }
  }, [api, toSignIn]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'signed-out') {
    return (
      <p className="account-area__notice" role="status" data-testid="account-area-signed-out">
        {t('signInToContinue')} <a href={links.signIn}>{t('signInLink')}</a>
      </p>
    );
  }
  if (state.kind === 'loading') {
    return (
      <div className="account-area__loading" role="status" aria-busy="true" data-testid="account-area-loading">
        <span className="account-area__spinner" aria-hidden="true" />
        {t('loading')}
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="account-area__failed" role="alert" data-testid="profile-not-loaded">
        <p><strong>{t('profileNotLoaded')}</strong></p>
        <p>{t('profileNotLoadedHint')}</p>
        <button type="button" className="account-area__button" onClick={() => void load()}>{t('retry')}</button>
      </div>
    );
  }

  const { profile } = state;
  const section: SectionProps = {
    ...props,
    api: api(),
    profile,
    t,
    run,
    onProfile: (next) => setState({ kind: 'ready', profile: next }),
  };
  const name = profile.consumerDetails.firstName || profile.consumerDetails.email;
  return (
    <div className="account-area" data-testid="account-area" data-account-ready="true">
      <p className="account-area__greeting" data-testid="account-area-greeting">
        {t('greeting', { name })}
        {profile.loyaltySummary && (
          <span className="account-area__points" data-testid="account-area-points">
            {t('loyaltyPoints', { points: formatNumber(profile.loyaltySummary.points.balance, props.locale) })}
            {(profile.loyaltySummary.points.pending ?? 0) > 0 && (
              <> ({t('loyaltyPending', { points: formatNumber(profile.loyaltySummary.points.pending ?? 0, props.locale) })})</>
            )}
            {' '}<a href={`${links.loyalty}#${LOYALTY_POINTS_ANCHOR}`}>{t('loyaltyLink')}</a>
          </span>
        )}
      </p>
      <nav className="account-area__nav" aria-label={t('sectionsNav')}>
        <ul>
          {SECTIONS.map((entry) => (
            <li key={entry.id}><a href={`#${entry.id}`}>{t(entry.title)}</a></li>
          ))}
        </ul>
      </nav>
      <div className="account-area__sections">
        <ProfileForm {...section} />
        <OrdersSection {...section} />
        <SavedCardsSection {...section} />
        <AddressBook {...section} />
        <SubscriptionsForm {...section} />
        <InterestsForm {...section} />
        <ChangePasswordForm {...section} />
        <SignOutSection {...section} />
      </div>
    </div>
  );
}
