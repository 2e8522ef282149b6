import { randomInt } from 'node:crypto';
import { personalisationAllowed, readConsentCookie } from '../../../shared/consent/consent';
import { LOCALES, type LocaleCode } from '../../../shared/i18n/sites';

/** The first-party cookie that keeps a visitor's experiment arms (spec §7 monetateId). */
export const MONETATE_COOKIE = 'monetateId';
export const MONETATE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 395;

export interface VisitorInput {
  readonly locale: LocaleCode;
  /** The request's Cookie header (consent answer and monetateId). */
  readonly cookieHeader: string | undefined;
  /** preview=true on the request (spec §2, §6). */
  readonly preview: boolean;
  /** A monetateId the client sent in the body; wins over the cookie. */
  readonly bodyMonetateId?: string | undefined;
  /** Make a new visitor when none is known (the decide call); the collector only records known ones. */
  readonly mint?: boolean;
}

export interface Visitor {
  /** Targeting consent (§6): implicit outside EMEA, preview=true, or C0004:1. */
  readonly consented: boolean;
  /** Undefined without consent: nobody is identified or assigned then. */
  readonly monetateId: string | undefined;
  /** The cookie must be (re)written: a new visitor, or an id from the body that differs from the cookie. */
  readonly setCookie: boolean;
  /** A monetateId cookie arrived without consent (consent withdrawn): it must be expired. */
  readonly expireCookie: boolean;
  /** That cookie's id: the engine forgets the arms it kept for it. */
  readonly withdrawnId?: string | undefined;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  const part = (header ?? '').split(';').map((item) => item.trim()).find((item) => item.startsWith(`${name}=`));
  const value = part?.slice(name.length + 1);
  return value && /^[A-Za-z0-9._-]{8,64}$/.test(value) ? value : undefined;
}

/** A new visitor id in the engine's form: `2.<random>.<seconds>`. */
export function mintMonetateId(now = Date.now()): string {
  return `2.${randomInt(1_000_000_000, 2_147_483_647)}.${Math.floor(now / 1000)}`;
}

/** Who the decide call and the collector are talking to, and whether they may know (spec §6). */
export function identifyVisitor(input: VisitorInput): Visitor {
  const cookieId = readCookie(input.cookieHeader, MONETATE_COOKIE);
  const consented = personalisationAllowed({ region: LOCALES[input.locale].region, preview: input.preview, consent: readConsentCookie(input.cookieHeader) });
  if (!consented) return { consented, monetateId: undefined, setCookie: false, expireCookie: cookieId !== undefined, withdrawnId: cookieId };
  const monetateId = input.bodyMonetateId ?? cookieId ?? (input.mint === false ? undefined : mintMonetateId());
  return { consented, monetateId, setCookie: monetateId !== undefined && monetateId !== cookieId, expireCookie: false };
}
