import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { EventRegistration } from '../../schemas/commerce/events';
import { formatEventDay, splitDays } from '../../schemas/content/event-days';
import { fillPlaceholders } from '../../src/shared/i18n/placeholders';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { $session } from '../../src/stores/session';
import SignInForm from '../account/SignInForm';
import SignUpForm from '../account/SignUpForm';
import type { DialogViewProps } from '../dialogs/dialog-view';
import JoinForm from './JoinForm';
import type { EventDialogContext } from './open';
import './event-dialog.css';

type Step = { kind: 'account'; notice?: string | undefined } | { kind: 'join' } | { kind: 'done'; registration: EventRegistration };

/** Moves focus to the heading of a step when it appears (not on the first step: the host focuses the dialog). */
function useStepHeading(focus: boolean) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, []);
  return ref;
}

/**
 * The event sign-up dialog (spec §2): step one signs in or creates an account (the account
 * pages' own forms, switchable), step two is the join form (registration requires login; a
 * signed-in shopper starts here), step three the confirmation with a Close button. Each new
 * step's heading takes the focus, so screen readers announce where the shopper is.
 */
export default function EventSignUpDialog({ props, close }: DialogViewProps) {
  const context = props.context as EventDialogContext;
  const session = useStore($session);
  const [step, setStep] = useState<Step>(session.status === 'registered' ? { kind: 'join' } : { kind: 'account' });
  const [moved, setMoved] = useState(false);
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  return (
    <div className="event-dialog" data-testid="event-dialog" data-step={step.kind}>
      {step.kind === 'account' && <AccountStep key="account" context={context} notice={step.notice} focus={moved} onSignedIn={() => go({ kind: 'join' })} />}
      {step.kind === 'join' && (
        <JoinStep
          key="join" context={context} focus={moved}
          onRegistered={(registration) => go({ kind: 'done', registration })}
          onSignedOut={() => go({ kind: 'account', notice: context.texts.sessionExpired })}
        />
      )}
      {step.kind === 'done' && <Confirmation key="done" context={context} registration={step.registration} close={close} />}
    </div>
  );
}

function AccountStep({ context, notice, focus, onSignedIn }: { context: EventDialogContext; notice?: string | undefined; focus: boolean; onSignedIn: () => void }) {
  const { target, messages, links, recaptcha, texts } = context;
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');
  const heading = useStepHeading(focus);
  return (
    <section className="event-dialog__step" aria-labelledby="event-account-title" data-testid="event-account-step">
      <h3 id="event-account-title" ref={heading} tabIndex={-1}>{mode === 'sign-in' ? texts.accountTitle : texts.accountTitleSignUp}</h3>
      {notice && <p className="event-dialog__notice" role="status">{notice}</p>}
      <p>{texts.accountIntro}</p>
      <div className="event-dialog__switch" role="group" aria-label={texts.accountSwitch}>
        <button type="button" aria-pressed={mode === 'sign-in'} onClick={() => setMode('sign-in')} data-testid="event-switch-sign-in">{texts.signInTab}</button>
        <button type="button" aria-pressed={mode === 'sign-up'} onClick={() => setMode('sign-up')} data-testid="event-switch-sign-up">{texts.signUpTab}</button>
      </div>
      {mode === 'sign-in' ? (
        <SignInForm
          key="sign-in" target={target} messages={messages} links={links} recaptcha={recaptcha?.login} idPrefix="event-sign-in"
          onSignedIn={onSignedIn} onCreateAccount={() => setMode('sign-up')}
        />
      ) : (
        <SignUpForm
          key="sign-up" target={target} messages={messages} links={links} recaptcha={recaptcha?.register} locale={target.locale as LocaleCode}
          idPrefix="event-sign-up" leadSource="event-sign-up" onCreated={onSignedIn} onSignIn={() => setMode('sign-in')}
        />
      )}
    </section>
  );
}

function JoinStep({ context, focus, onRegistered, onSignedOut }: { context: EventDialogContext; focus: boolean; onRegistered: (registration: EventRegistration) => void; onSignedOut: () => void }) {
  const heading = useStepHeading(focus);
  return (
    <section className="event-dialog__step" aria-labelledby="event-join-title" data-testid="event-join-step">
      <h3 id="event-join-title" ref={heading} tabIndex={-1}>{context.texts.joinTitle}</h3>
      <p>{context.texts.joinIntro}</p>
      <JoinForm context={context} onRegistered={onRegistered} onSignedOut={onSignedOut} />
    </section>
  );
}

function Confirmation({ context, registration, close }: { context: EventDialogContext; registration: EventRegistration; close: () => void }) {
  const { event, texts, target } = context;
  const heading = useStepHeading(true);
  const days = splitDays(registration.attendingDays).map((day) => formatEventDay(day, target.locale));
  return (
    <section className="event-dialog__step" aria-labelledby="event-done-title" data-testid="event-confirmation">
      <h3 id="event-done-title" ref={heading} tabIndex={-1}>{event.confirmationTitle}</h3>
      {event.confirmationSubtitle && <p>{event.confirmationSubtitle}</p>}
      <ul className="event-dialog__summary">
        <li>{fillPlaceholders(texts.confirmationDays, { days: days.join(', ') })}</li>
        {registration.plusOne && <li>{fillPlaceholders(texts.confirmationGuest, { name: registration.plusOne })}</li>}
      </ul>
      <button type="button" className="account-form__submit" onClick={close}>{texts.close}</button>
    </section>
  );
}
