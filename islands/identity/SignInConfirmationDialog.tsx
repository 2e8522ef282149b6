import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { getProfile } from '../../src/lib/api/consumer';
import { $session } from '../../src/stores/session';
import type { DialogViewProps } from '../dialogs/dialog-view';
import { contextOf, identityText, shopperApi } from './context';

/**
 * Sign-in confirmation (spec §2): after a sign-in from the dialog, the success message, the
 * greeting once the profile is read (the header greets at the same moment) and, for loyalty
 * members, the points balance.
 */
export default function SignInConfirmationDialog({ props, close }: DialogViewProps) {
  const context = contextOf(props);
  const id = identityText(context.identity);
  const session = useStore($session);
  const [points, setPoints] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void shopperApi(context.target)
      .then((api) => getProfile(api, true))
      .then((profile) => {
        if (live && profile.isLoyaltyMember && profile.loyaltySummary) setPoints(profile.loyaltySummary.points.balance);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const name = session.firstName || session.email || '';
  return (
    <div className="identity-step" data-testid="sign-in-confirmation">
      <div className="account-form__success" role="status">
        <p>{context.messages.signInSuccess}</p>
        {name && <p data-testid="sign-in-confirmation-greeting">{id('signInConfirmationGreeting', { name })}</p>}
        {points !== null && <p data-testid="sign-in-confirmation-points">{id('signInConfirmationPoints', { points: points.toLocaleString(context.target.locale) })}</p>}
      </div>
      <div className="account-form__actions">
        <button type="button" className="account-form__submit" onClick={close}>{id('continueShopping')}</button>
        <a className="account-form__secondary" href={context.links.account}>{context.messages.accountMenu}</a>
      </div>
    </div>
  );
}
