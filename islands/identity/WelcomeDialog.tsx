import { useStore } from '@nanostores/react';
import { $session } from '../../src/stores/session';
import type { DialogViewProps } from '../dialogs/dialog-view';
import { contextOf, identityText } from './context';

/** Welcome (spec §2 dialog, the enrollment flow's welcome step): the end of sign-up. */
export default function WelcomeDialog({ props, close }: DialogViewProps) {
  const context = contextOf(props);
  const id = identityText(context.identity);
  const session = useStore($session);
  const name = (typeof props.firstName === 'string' && props.firstName) || session.firstName || '';
  const interests = Array.isArray(props.interests) ? props.interests.filter((value): value is string => typeof value === 'string') : [];
  const list = new Intl.ListFormat(context.target.locale, { type: 'conjunction' }).format(interests);
  return (
    <div className="identity-step" data-testid="welcome">
      <div className="account-form__success" role="status">
        <p>{context.messages.accountCreated}</p>
        <p>{id('welcomeText', { name })}</p>
        {interests.length > 0 && <p data-testid="welcome-interests">{id('welcomeInterests', { interests: list })}</p>}
        {props.loyalty === true && <p>{id('welcomeLoyalty')}</p>}
      </div>
      <div className="account-form__actions">
        <button type="button" className="account-form__submit" onClick={close}>{id('welcomeStart')}</button>
      </div>
    </div>
  );
}
