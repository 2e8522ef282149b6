import { useEffect, useState } from 'react';
import type { Subscription } from '../../schemas/commerce/consumer';
import { getSubscriptions, setSubscriptions } from '../../src/lib/api/consumer';
import { LOCALES } from '../../src/shared/i18n/sites';
import { isValidPhone } from '../../src/shared/validation/phone/phone-rule';
import { formatPhoneAsYouType } from '../../src/shared/validation/phone/format-phone';
import { apiErrorText } from '../shared/form-messages';
import { OutcomeLine, Section, useOutcome, type SectionProps } from './section';

type Channel = { readonly type: 'Newsletter' | 'LoyaltyNewsletter'; readonly channel: 'email' | 'sms' };
const NEWSLETTER: Channel = { type: 'Newsletter', channel: 'email' };
const LOYALTY_NEWSLETTER: Channel = { type: 'LoyaltyNewsletter', channel: 'email' };
const SMS: Channel = { type: 'Newsletter', channel: 'sms' };

const isOn = (subscriptions: readonly Subscription[], { type, channel }: Channel) =>
  subscriptions.some((entry) => entry.type === type && entry.channel === channel && entry.optin);

function withChoice(subscriptions: readonly Subscription[], { type, channel }: Channel, optin: boolean): Subscription[] {
  const existing = subscriptions.find((entry) => entry.type === type && entry.channel === channel);
  const others = subscriptions.filter((entry) => entry !== existing);
  return [...others, existing ? { ...existing, optin } : { type, channel, optin, doubleOptin: false, recipient: '', country: '', region: '' }];
}

/**
 * Newsletter and SMS (GET/PUT /consumers-v3/consumer/subscription). A box saves as it is
 * ticked. SMS (spec §4): only with a valid phone on the profile; ticking it shows the terms,
 * which the shopper must accept before the opt-in is sent; it resets if the phone is not valid.
 */
export function SubscriptionsForm({ profile, locale, messages, links, t, run }: SectionProps) {
  const [subscriptions, setSubscriptionList] = useState<readonly Subscription[] | null>(null);
  const [smsTerms, setSmsTerms] = useState(false);
  const [outcome, setOutcome] = useOutcome();
  const country = LOCALES[locale].country;
  const phone = profile.consumerDetails.phone ?? '';
  const phoneValid = phone !== '' && isValidPhone(phone, country);

  useEffect(() => {
    run((authorized) => getSubscriptions(authorized))
      .then((answer) => setSubscriptionList(answer.subscriptions))
      .catch((error: unknown) => {
        setSubscriptionList(profile.subscriptions);
        setOutcome({ kind: 'failed', text: apiErrorText(error, messages) });
      });
  }, []);

  useEffect(() => {
    if (!phoneValid) setSmsTerms(false);
  }, [phoneValid]);

  async function change(channel: Channel, optin: boolean) {
    const before = subscriptions;
    // The box follows the click at once; a refused change puts it back.
    if (before) setSubscriptionList(withChoice(before, channel, optin));
    setOutcome({ kind: 'busy' });
    try {
      const answer = await run((authorized) => setSubscriptions(authorized, [{ ...channel, optin }]));
      setSubscriptionList(answer.subscriptions);
      setSmsTerms(false);
      setOutcome({ kind: 'done', text: t('subscriptionsSaved') });
    } catch (error) {
      setSubscriptionList(before);
      setOutcome({ kind: 'failed', text: apiErrorText(error, messages) });
    }
  }

  if (!subscriptions) {
    return (
      <Section id="account-subscriptions" title={t('subscriptionsTitle')}>
        <p role="status" aria-busy="true" className="account-area__hint">{t('loading')}</p>
      </Section>
    );
  }
  const busy = outcome.kind === 'busy';
  const smsOn = isOn(subscriptions, SMS);
  return (
    <Section id="account-subscriptions" title={t('subscriptionsTitle')}>
      <div className="account-area__form" data-testid="subscriptions-form" aria-busy={busy}>
        <label className="account-area__check">
          <input type="checkbox" checked={isOn(subscriptions, NEWSLETTER)} disabled={busy} onChange={(event) => void change(NEWSLETTER, event.target.checked)} data-testid="newsletter-optin" />
          {t('newsletterLabel')}
        </label>
        {profile.isLoyaltyMember && (
          <label className="account-area__check">
            <input type="checkbox" checked={isOn(subscriptions, LOYALTY_NEWSLETTER)} disabled={busy} onChange={(event) => void change(LOYALTY_NEWSLETTER, event.target.checked)} />
            {t('loyaltyNewsletterLabel')}
          </label>
        )}
        <label className="account-area__check">
          <input
            type="checkbox"
            checked={smsOn || smsTerms}
            disabled={busy || (!phoneValid && !smsOn)}
            aria-describedby="sms-hint"
            aria-expanded={smsOn ? undefined : smsTerms}
            aria-controls={smsOn ? undefined : 'sms-terms'}
            onChange={(event) => (smsOn ? void change(SMS, false) : setSmsTerms(event.target.checked))}
            data-testid="sms-optin"
          />
          {t('smsLabel')}
        </label>
        <p id="sms-hint" className="account-area__hint">{phoneValid ? t('smsTo', { phone: formatPhoneAsYouType(phone, country) }) : t('smsNeedsPhone')}</p>
        {smsTerms && !smsOn && (
          <div id="sms-terms" className="account-area__terms" data-testid="sms-terms">
            <p>{t('smsTermsText', { phone: formatPhoneAsYouType(phone, country) })}</p>
            <p><a href={links.smsTerms} target="_blank" rel="noopener">{t('smsTermsLink')}</a></p>
            <div className="account-area__actions">
              <button type="button" className="account-area__button account-area__button--primary" disabled={busy} onClick={() => void change(SMS, true)}>{t('acceptSmsTerms')}</button>
              <button type="button" className="account-area__button" disabled={busy} onClick={() => setSmsTerms(false)}>{t('cancel')}</button>
            </div>
          </div>
        )}
        <OutcomeLine outcome={outcome} testId="subscriptions" />
      </div>
    </Section>
  );
}
