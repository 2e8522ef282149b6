import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ConsumerProfile } from '../../schemas/commerce/consumer';
import { ATHLETE_CREDIT_CURRENCY, EMPLOYEE_ALLOWANCE_CURRENCY } from '../../schemas/constants';
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

type Details = ConsumerProfile['consumerDetails'];

interface Banner {
  readonly kind: 'employee' | 'athlete' | 'ipa' | 'wranx';
  readonly text: string;
}

/**
 * The discount banners of the profile programmes, in the §4 order: employee, athlete, IPA, WRANX,
 * each only for a shopper in it. The employee's shows once the discount terms are accepted (not
 * yet: the terms dialog opens and the banner waits) with what is left of the yearly allowance;
 * the athlete's shows the credit left. Hydrated with client:stored on the session, so visitors
 * who never signed in load nothing; a profile is read only for employees and profile types.
 */
export default function ProgrammeBanners({ target, links }: Props) {
  const session = useStore($session);
  const accepted = useStore($employeeTermsAccepted);
  const [details, setDetails] = useState<Details | null>(null);
  const [texts, setTexts] = useState<IdentityMessages | null>(null);
  const registered = session.status === 'registered';
  const employee = registered && session.consumerType === 'EMPLOYEE';
  const inProgramme = employee || (registered && (session.profileTypes?.length ?? 0) > 0);

  useEffect(() => {
    if (!employee) $employeeTermsAccepted.set(null);
    if (!inProgramme) {
      setDetails(null);
      return;
    }
    let live = true;
    void (async () => {
      const [{ localeOf }, { shopperApi, getProfile }, { loadIdentityMessages }] = await Promise.all([
        import('./context'), import('./consumer-api'), import('../../src/shared/i18n/messages/identity/load'),
      ]);
      const [profile, identity] = await Promise.all([shopperApi(target).then((api) => getProfile(api, false)), loadIdentityMessages(localeOf(target))]);
      if (!live) return;
      setTexts(identity);
      setDetails(profile.consumerDetails);
      if (!employee) return;
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
  }, [employee, inProgramme, session.email]);

  if (!inProgramme || !texts || !details) return null;
  const banners = programmeBanners(details, { employee, termsAccepted: accepted === true }, texts, target.locale as LocaleCode);
  if (banners.length === 0) return null;
  return (
    <div className="discount-banners">
      {banners.map((banner) => (
        <div key={banner.kind} className={`discount-banner discount-banner--${banner.kind}`} role="status" data-testid={`${banner.kind}-discount-banner`}>
          <p>{banner.text}</p>
        </div>
      ))}
    </div>
  );
}

/** The banners a profile gets, in the §4 order. Exported for its unit test. */
export function programmeBanners(details: Details, state: { employee: boolean; termsAccepted: boolean }, texts: IdentityMessages, locale: LocaleCode): Banner[] {
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const banners: Banner[] = [];
  const allowance = details.employee;
  if (state.employee && state.termsAccepted) {
    const cap = allowance?.annualCap;
    if (typeof cap !== 'number') banners.push({ kind: 'employee', text: texts.employeeBannerNoCap });
    else {
      const left = Math.max(0, cap - (allowance?.currentSpend ?? 0));
      const values = { left: money(left, EMPLOYEE_ALLOWANCE_CURRENCY), cap: money(cap, EMPLOYEE_ALLOWANCE_CURRENCY), currency: currencyName(EMPLOYEE_ALLOWANCE_CURRENCY, locale) };
      const template = left === 0 ? texts.employeeBannerUsedUp : LOCALES[locale].currency === EMPLOYEE_ALLOWANCE_CURRENCY ? texts.employeeBanner : texts.employeeBannerElsewhere;
      banners.push({ kind: 'employee', text: fillPlaceholders(template, values) });
    }
  }
  const credit = details.athlete?.annualCredit;
  if (typeof credit === 'number') {
    const left = Math.max(0, credit - details.athlete!.currentSpend);
    banners.push({ kind: 'athlete', text: fillPlaceholders(texts.athleteBanner, { left: money(left, ATHLETE_CREDIT_CURRENCY), credit: money(credit, ATHLETE_CREDIT_CURRENCY) }) });
  }
  const identities = new Set(details.identity.map((identity) => identity.type));
  if (identities.has('IPA')) banners.push({ kind: 'ipa', text: texts.ipaBanner });
  if (identities.has('WRANX')) banners.push({ kind: 'wranx', text: texts.wranxBanner });
  return banners;
}

/**
 * The currency's name as "orders in …" needs it: plural ("US dollars", "dollars des États-Unis",
 * "dollari statunitensi"), which Intl gives for an amount of 2, not Intl.DisplayNames' singular.
 */
function currencyName(currency: string, locale: LocaleCode): string {
  try {
    const parts = new Intl.NumberFormat(LOCALES[locale].tag, { style: 'currency', currency, currencyDisplay: 'name' }).formatToParts(2);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
