import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ConsumerProfile } from '../../schemas/commerce/consumer';
import { formatMoney } from '../../src/shared/i18n/money';
import { fillPlaceholders } from '../../src/shared/i18n/placeholders';
import type { IdentityMessages } from '../../src/shared/i18n/messages/identity/en';
import { LOCALES, type LocaleCode } from '../../src/shared/i18n/sites';
import type { IdentityLinks } from '../../src/shared/routing/routes';
import { $session } from '../../src/stores/session';
import type { ApiTarget } from '../shared/api-target';
import { $dialogs } from '../../src/stores/dialogs';
import { $employeeTermsAccepted, countCloseAsNotNow, employeeTermsDismissed } from './employee-terms';

interface Props {
  readonly target: ApiTarget;
  readonly links: IdentityLinks;
}

type Employee = NonNullable<ConsumerProfile['consumerDetails']['employee']>;

/**
 * The employee discount banner (spec §6), first of the discount banners. For a signed-in
 * employee it reads the profile: terms accepted, the banner shows; not yet, the employee terms
 * dialog opens and the banner waits for acceptance. Hydrated with client:stored on the session,
 * so visitors who never signed in load nothing; everyone but employees renders nothing.
 */
export default function EmployeeDiscountBanner({ target, links }: Props) {
  const session = useStore($session);
  const accepted = useStore($employeeTermsAccepted);
  const [spend, setSpend] = useState<Employee | null>(null);
  const [texts, setTexts] = useState<IdentityMessages | null>(null);
  const employee = session.status === 'registered' && session.consumerType === 'EMPLOYEE';

  useEffect(() => {
    if (!employee) {
      $employeeTermsAccepted.set(null);
      return;
    }
    let live = true;
    void (async () => {
      const [{ languageOf }, { shopperApi, getProfile }, { loadIdentityMessages }] = await Promise.all([
        import('./context'), import('./consumer-api'), import('../../src/shared/i18n/messages/identity/load'),
      ]);
      const [profile, identity] = await Promise.all([shopperApi(target).then((api) => getProfile(api, false)), loadIdentityMessages(languageOf(target))]);
      if (!live) return;
      setTexts(identity);
      setSpend(profile.consumerDetails.employee ?? null);
      $employeeTermsAccepted.set(profile.isEmployeeDiscountTCAccepted);
      if (!profile.isEmployeeDiscountTCAccepted && !employeeTermsDismissed()) {
        const { openIdentityDialog } = await import('./context');
        // Asked once: a second read of the profile (the session filling in) finds it open or answered.
        if (!live || employeeTermsDismissed() || $dialogs.get()?.name === 'employee-terms') return;
        const opened = openIdentityDialog('employee-terms', { target, identity, links });
        countCloseAsNotNow();
        await opened;
      }
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [employee, session.email]);

  if (!employee || accepted !== true || !texts) return null;
  const locale = target.locale as LocaleCode;
  const money = (minor: number) => formatMoney(minor, LOCALES[locale].currency, locale);
  const text = spend?.annualCap
    ? fillPlaceholders(texts.employeeBanner, { spent: money(spend.currentSpend), cap: money(spend.annualCap) })
    : texts.employeeBannerNoCap;
  return (
    <div className="discount-banner discount-banner--employee" role="status" data-testid="employee-discount-banner">
      <p>{text}</p>
    </div>
  );
}
