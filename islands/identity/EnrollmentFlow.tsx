import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ConsumerProfile } from '../../schemas/commerce/consumer';
import { getProfile } from '../../src/lib/api/consumer';
import {
  nextEnrollment, startEnrollment, type EnrollmentEvent, type EnrollmentState, type EnrollmentStep,
} from '../../src/lib/identity/enrollment-flow';
import type { IdentityMessageKey } from '../../src/shared/i18n/messages/identity/en';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { $session } from '../../src/stores/session';
import PasswordForms from '../account/PasswordForms';
import SignInForm from '../account/SignInForm';
import SignUpForm from '../account/SignUpForm';
import { Banner } from '../shared/fields';
import { apiErrorText } from '../shared/form-messages';
import { brandName, identityText, shopperApi, type IdentityContext } from './context';
import { enrollmentProfileOf } from './enrollment-model';
import { MobileStep, ProfileStep, SuccessStep } from './EnrollmentSteps';
import { InterestsForm } from './InterestsDialog';
import { EmailLookup } from './SignInDialog';

interface Props {
  readonly context: IdentityContext;
  /** enrollment_marketing_source of the link that opened the flow (recorded on the profile). */
  readonly source: string | null;
  /** Opened right after the sign-up form's loyalty variant created the account: the flow goes on at welcome. */
  readonly justSignedUp?: boolean;
  readonly close: () => void;
}

const STEP_TITLES: Record<EnrollmentStep, IdentityMessageKey> = {
  lookup: 'enrollLookupTitle', 'sign-in': 'enrollSignInTitle', 'sign-up': 'enrollSignUpTitle', 'forgot-password': 'enrollForgotTitle',
  'complete-profile': 'enrollCompleteTitle', welcome: 'enrollWelcomeTitle', mobile: 'enrollMobileTitle', profile: 'enrollProfileTitle',
  interests: 'interestsTitle', success: 'enrollSuccessTitle',
};

/**
 * The loyalty enrollment flow in one dialog (spec §2 enrollment flow steps, §4 start rule, issue
 * 13): the step machine (src/lib/identity/enrollment-flow.ts) decides the step, this renders it
 * with the identity forms and sends the machine what happened. Each step has its own heading,
 * which gets focus when the step changes, so a screen reader announces where the shopper is.
 */
export default function EnrollmentFlow({ context, source, justSignedUp = false, close }: Props) {
  const id = identityText(context.identity);
  const session = useStore($session);
  const [state, setState] = useState<EnrollmentState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [memberId, setMemberId] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const locale = context.target.locale as LocaleCode;

  const profileNow = async (): Promise<ConsumerProfile> => getProfile(await shopperApi(context.target), false);
  const send = (event: EnrollmentEvent) => setState((current) => (current ? nextEnrollment(current, event) : current));

  // Where the flow starts (§4): a guest at lookup, a signed-in shopper by their profile.
  useEffect(() => {
    let live = true;
    if (session.status !== 'registered') setState(startEnrollment(null, source));
    else {
      profileNow().then(
        (profile) => live && setState(startEnrollment(enrollmentProfileOf(profile, locale), source, { justSignedUp })),
        (error: unknown) => live && setFailure(apiErrorText(error, context.messages)),
      );
    }
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (state) headingRef.current?.focus();
  }, [state?.step]);

  /** After a sign-in or sign-up: the machine needs the profile to choose the next step. */
  async function signedIn(type: 'signedIn' | 'signedUp') {
    setFailure(null);
    try {
      send({ type, profile: enrollmentProfileOf(await profileNow(), locale) });
    } catch (error) {
      setFailure(apiErrorText(error, context.messages));
    }
  }

  if (!state) {
    return failure ? <Banner testId="enrollment-error"><p>{failure}</p></Banner> : <p role="status">{id('enrollLoading')}</p>;
  }
  const name = state.profile?.firstName || session.firstName || '';
  const title = state.step === 'welcome' && !name ? id('welcomeTitle', { brand: brandName(context.target) }) : id(STEP_TITLES[state.step], { name });
  const { target, messages, links, recaptcha } = context;
  const body = (): ReactNode => {
    switch (state.step) {
      case 'lookup':
        return <EmailLookup context={context} onResult={(email, exists) => send({ type: 'lookedUp', email, exists })} />;
      case 'sign-in':
        return (
          <SignInForm
            target={target} messages={messages} links={links} recaptcha={recaptcha?.login} idPrefix="enroll-sign-in" initialEmail={state.email ?? ''}
            onSignedIn={() => void signedIn('signedIn')}
            onForgotPassword={() => send({ type: 'forgotPassword' })}
            onCreateAccount={() => send({ type: 'createAccount' })}
          />
        );
      case 'forgot-password':
        return (
          <>
            <PasswordForms target={target} messages={messages} links={links} mode={{ kind: 'forgot' }} idPrefix="enroll-forgot" />
            <button type="button" className="account-form__secondary identity-step__back" onClick={() => send({ type: 'backToSignIn' })}>{id('enrollBackToSignIn')}</button>
          </>
        );
      case 'sign-up':
        return (
          <SignUpForm
            target={target} messages={messages} links={links} recaptcha={recaptcha?.register} locale={locale} leadSource={state.source ?? undefined}
            variant="loyalty" initialEmail={state.email ?? undefined} idPrefix="enroll-sign-up"
            onCreated={() => void signedIn('signedUp')}
          />
        );
      case 'complete-profile':
      case 'profile':
        return (
          <ProfileStep
            key={state.step} context={context} state={state} join={state.step === 'profile'}
            onSaved={(profile, joinedAs) => {
              if (joinedAs) setMemberId(joinedAs);
              send(state.step === 'profile' ? { type: 'profileSaved', profile } : { type: 'profileCompleted', profile });
            }}
          />
        );
      case 'welcome':
        return (
          <>
            <p>{id('enrollWelcomeText')}</p>
            <button type="button" className="account-form__submit" onClick={() => send({ type: 'continued' })}>{id('enrollContinue')}</button>
          </>
        );
      case 'mobile':
        return <MobileStep context={context} onSaved={(phone) => send({ type: 'mobileSaved', phone })} />;
      case 'interests':
        return <InterestsForm context={context} onDone={() => send({ type: 'interestsDone' })} />;
      case 'success':
        return <SuccessStep context={context} memberId={memberId} close={close} />;
    }
  };
  return (
    <div className="identity-step enrollment" data-testid="enrollment" data-step={state.step}>
      <h3 ref={headingRef} tabIndex={-1} className="enrollment__heading" data-testid="enrollment-heading">{title}</h3>
      {failure && <Banner testId="enrollment-error"><p>{failure}</p></Banner>}
      {body()}
    </div>
  );
}
