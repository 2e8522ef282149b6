import type { ValidationMessages } from '../../src/shared/i18n/messages';
import { translator } from '../../src/shared/i18n/translator';
import { Checkbox } from '../shared/fields';

/** off: not wanted; pending: ticked, terms shown, not yet accepted; accepted: opted in. */
export type SmsOptInState = 'off' | 'pending' | 'accepted';

/** The box resets whenever the phone stops being valid (spec §4). */
export function smsOptInAfterPhone(state: SmsOptInState, phoneValid: boolean): SmsOptInState {
  return phoneValid ? state : 'off';
}

interface Props {
  readonly id: string;
  readonly messages: ValidationMessages;
  readonly state: SmsOptInState;
  readonly onChange: (state: SmsOptInState) => void;
  readonly phoneValid: boolean;
  readonly termsHref: string;
  readonly error?: string | undefined;
  readonly required?: boolean;
}

/**
 * Spec §4 SMS opt-in: ticking the box shows the terms, which must be accepted with a button;
 * declining unticks it. The box can only be ticked with a valid phone number.
 */
export function SmsOptIn({ id, messages, state, onChange, phoneValid, termsHref, error, required }: Props) {
  const t = translator(messages);
  return (
    <div className="account-form__sms" data-testid="sms-opt-in" data-state={state}>
      <Checkbox
        id={id}
        label={t('smsOptInLabel')}
        checked={state !== 'off'}
        disabled={!phoneValid}
        required={required}
        onChange={(checked) => onChange(checked ? 'pending' : 'off')}
        hint={!phoneValid ? t('smsOptInHint') : state === 'accepted' ? t('smsOptInAccepted') : undefined}
        error={error}
      />
      {state === 'pending' && (
        <div className="account-form__terms" role="group" aria-labelledby={`${id}-terms-title`} data-testid="sms-terms">
          <h3 id={`${id}-terms-title`}>{t('smsTermsTitle')}</h3>
          <p>{t('smsTermsText')}</p>
          <p><a href={termsHref} target="_blank" rel="noopener">{t('smsTermsLink')}</a></p>
          <div className="account-form__actions">
            <button type="button" className="account-form__submit" onClick={() => onChange('accepted')}>{t('smsTermsAccept')}</button>
            <button type="button" className="account-form__secondary" onClick={() => onChange('off')}>{t('smsTermsDecline')}</button>
          </div>
        </div>
      )}
    </div>
  );
}
