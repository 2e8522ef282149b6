import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { updateProfile } from '../../src/lib/api/consumer';
import { $session } from '../../src/stores/session';
import type { DialogViewProps } from '../dialogs/dialog-view';
import { Banner, Checkbox, useHydrated } from '../shared/fields';
import { apiErrorText } from '../shared/form-messages';
import { contextOf, identityText, shopperApi, type IdentityContext } from './context';
import { SignUpStep } from './SignUpDialog';

/**
 * Loyalty sign-up (spec §2, §4): a guest gets the loyalty variant of the sign-up form; a signed-in
 * shopper only accepts the programme terms, and the profile gets a Loyalty enrollment.
 */
export default function LoyaltySignUpDialog({ props, close }: DialogViewProps) {
  const context = contextOf(props);
  const session = useStore($session);
  if (session.status !== 'registered') return <SignUpStep context={context} variant="loyalty" intro={identityText(context.identity)('loyaltySignUpIntro')} />;
  return <JoinLoyalty context={context} close={close} />;
}

function JoinLoyalty({ context, close }: { context: IdentityContext; close: () => void }) {
  const { messages, links } = context;
  const id = identityText(context.identity);
  const hydrated = useHydrated();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'failed'; text: string }>({ kind: 'idle' });

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!accepted) return setError(id('loyaltyTermsRequired'));
    setError(undefined);
    setState({ kind: 'busy' });
    try {
      await updateProfile(await shopperApi(context.target), { enrollments: [{ type: 'Loyalty' }] });
      setState({ kind: 'done' });
    } catch (failure) {
      setState({ kind: 'failed', text: apiErrorText(failure, messages) });
    }
  }

  if (state.kind === 'done') {
    return (
      <div className="identity-step">
        <p className="account-form__success" role="status" data-testid="loyalty-joined">{id('loyaltyJoined')}</p>
        <button type="button" className="account-form__submit" onClick={close}>{id('continueShopping')}</button>
      </div>
    );
  }
  return (
    <form className="account-form" method="post" noValidate onSubmit={submit} data-testid="loyalty-join-form">
      {state.kind === 'failed' && <Banner testId="loyalty-join-error"><p>{state.text}</p></Banner>}
      <p>{id('loyaltyJoinIntro')}</p>
      <Checkbox id="dialog-loyalty-terms" required checked={accepted} onChange={setAccepted} error={error} label={messages.loyaltyTermsAgreementLabel} />
      <p className="account-form__aside"><a href={links.loyaltyTerms} target="_blank" rel="noopener">{id('loyaltyTermsLink')}</a></p>
      <button type="submit" className="account-form__submit" disabled={!hydrated || state.kind === 'busy'}>{state.kind === 'busy' ? messages.sending : id('loyaltyJoinSubmit')}</button>
    </form>
  );
}
