import { vi } from 'vitest';
import type { ConsumerProfile } from '@schemas/commerce/consumer';
import { ApiClient } from '@lib/api/client';
import { ACCOUNT_AREA_MESSAGES } from '@shared/i18n/messages/account-area';
import { translator } from '@shared/i18n/translator';
import { VALIDATION_MESSAGES } from '@shared/i18n/messages';
import { CHECKOUT_MESSAGES } from '@shared/i18n/messages/checkout';
import type { LocaleCode } from '@shared/i18n/sites';
import { DEFAULT_COUNTRY_LIST } from '@shared/validation/phone/countries';
import type { SectionProps } from '@islands/account-area/section';

export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** An API client whose answers come from `answer`; every call is recorded. */
export function fakeApi(answer: (call: RecordedCall) => unknown = () => ({})) {
  const calls: RecordedCall[] = [];
  const api = new ApiClient({
    baseUrl: 'http://shop.test/api', locale: 'en-us', siteId: 'stride',
    fetch: async (request) => {
      const text = await request.text();
      const call = { method: request.method, path: new URL(request.url).pathname.replace(/^\/api/, ''), body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const result = answer(call);
      if (result instanceof Response) return result;
      return new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, calls };
}

export const apiError = (status: number, errorId: string, message: string, field?: string) =>
  new Response(JSON.stringify({ errorDetails: [{ errorId, message, ...(field ? { field } : {}) }], statusCode: status, correlationId: 'c-1' }), {
    status, headers: { 'content-type': 'application/json' },
  });

export function profileOf(overrides: Partial<ConsumerProfile['consumerDetails']> = {}, rest: Partial<ConsumerProfile> = {}): ConsumerProfile {
  return {
    consumerId: 'C1', consumerType: 'REGISTERED',
    consumerDetails: {
      email: 'sam@example.com', firstName: 'Sam', lastName: 'Shopper', phone: '+12125550101', postalCode: '10013', birthDate: '1990-04-12',
      gender: 'F', address: [], identity: [], ...overrides,
    },
    isLoyaltyMember: false, enrollments: [], preferences: { interests: 'running|hiking' }, subscriptions: [], isEmployeeDiscountTCAccepted: false,
    ...rest,
  };
}

export function sectionProps(api: ApiClient, overrides: Partial<SectionProps> = {}): SectionProps {
  const locale: LocaleCode = overrides.locale ?? 'en-us';
  const texts = ACCOUNT_AREA_MESSAGES.en;
  return {
    target: { apiBasePath: '/api', siteId: 'stride', locale },
    locale,
    messages: VALIDATION_MESSAGES.en,
    texts,
    orderTexts: CHECKOUT_MESSAGES.en,
    links: { home: '/en-us', signIn: '/en-us/sign-in', smsTerms: '/en-us/sms-terms', contactUs: '/en-us/help/contact-us', loyalty: '/en-us/loyalty' },
    countries: DEFAULT_COUNTRY_LIST,
    addressRules: {},
    shoeSizes: { system: 'US', sizes: ['8', '9', '10'] },
    interests: [{ value: 'running', label: 'Running' }, { value: 'trail', label: 'Trail running' }, { value: 'hiking', label: 'Hiking' }],
    genders: ['F', 'M', 'X'],
    api,
    profile: profileOf(),
    t: translator(texts),
    run: (call) => call(api),
    onProfile: vi.fn(),
    ...overrides,
  };
}
