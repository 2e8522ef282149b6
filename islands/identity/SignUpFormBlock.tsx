import type { LocaleCode } from '../../src/shared/i18n/sites';
import { requestSignIn } from '../../src/stores/sign-in-request';
import SignUpForm from '../account/SignUpForm';
import type { AccountIslandProps } from '../shared/account-island-props';

interface Props extends AccountIslandProps {
  readonly locale: LocaleCode;
  readonly variant: 'standard' | 'loyalty';
  readonly source?: string | undefined;
  readonly idPrefix: string;
}

/**
 * The sign-up form block's island. The standard variant behaves like the sign-up page (the
 * shopper goes home, signed in). The loyalty variant joins the programme with the account and
 * then asks the header for the enrollment flow, which goes on at welcome (spec §2 steps).
 */
export default function SignUpFormBlock({ target, messages, links, recaptcha, locale, variant, source, idPrefix }: Props) {
  return (
    <SignUpForm
      target={target} messages={messages} links={links} recaptcha={recaptcha} locale={locale} leadSource={source}
      variant={variant} idPrefix={idPrefix}
      onCreated={variant === 'loyalty' ? () => requestSignIn({ reason: 'enroll', source: source ?? null, justSignedUp: true }) : undefined}
    />
  );
}
