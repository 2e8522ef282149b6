import { identitySettings } from '../../src/shared/identity/settings';
import type { DialogViewProps } from '../dialogs/dialog-view';
import SignUpForm, { type SignedUp } from '../account/SignUpForm';
import { contextOf, identityText, openIdentityDialog, type IdentityContext } from './context';

/** After sign-up (spec §4): 'account created', signed in, then the optional interests dialog, then welcome. */
export function afterSignUp(context: IdentityContext, account: SignedUp): void {
  const next = identitySettings(context.target.siteId).interestsAfterSignUp ? 'interests' : 'welcome';
  void openIdentityDialog(next, context, { firstName: account.firstName, loyalty: account.loyalty });
}

/** The sign-up dialog; `variant: 'loyalty'` is the sign-up form's loyalty variant (the enrollment flow uses it for its sign-up step). */
export function SignUpStep({ context, variant, email, intro }: { context: IdentityContext; variant: 'standard' | 'loyalty'; email?: string | undefined; intro?: string | undefined }) {
  const { target, messages, links, recaptcha } = context;
  return (
    <div className="identity-step">
      {intro && <p>{intro}</p>}
      <SignUpForm
        target={target} messages={messages} links={links} recaptcha={recaptcha?.register} locale={target.locale as never}
        variant={variant} initialEmail={email} idPrefix={variant === 'loyalty' ? 'dialog-loyalty-sign-up' : 'dialog-sign-up'}
        onCreated={(account) => afterSignUp(context, account)}
        onSignIn={() => void openIdentityDialog('sign-in', context)}
      />
    </div>
  );
}

export default function SignUpDialog({ props }: DialogViewProps) {
  const context = contextOf(props);
  const id = identityText(context.identity);
  const email = typeof props.email === 'string' ? props.email : undefined;
  const intro = typeof props.intro === 'string' ? props.intro : undefined;
  return <SignUpStep context={context} variant={props.variant === 'loyalty' ? 'loyalty' : 'standard'} email={email} intro={intro ?? (props.variant === 'loyalty' ? id('loyaltySignUpIntro') : undefined)} />;
}
