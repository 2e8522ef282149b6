import type { AgentSession, AuthSession, BrowserSession, SignUpRequest } from '@schemas/commerce/auth';
import { TOKEN_RETRY_COUNT, TOKEN_RETRY_DELAY_MS, TOKEN_RETRY_STATUS } from '../../../schemas/constants';
import { ApiRequestError, type ApiClient } from './client';
import { API_HEADERS } from '../../../schemas/protocol/headers';

/** Spec §7 authentication calls. PKCE uses Web Crypto, so this runs in the browser and on the server. */

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export interface PkcePair {
  readonly verifier: string;
  readonly challenge: string;
}

/** A fresh code verifier (32 random bytes) and its S256 challenge. */
export async function createPkcePair(): Promise<PkcePair> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}

export function requestGuestToken(api: ApiClient): Promise<AuthSession> {
  return api.request('/token/v2/auth/token', { method: 'POST', body: { type: 'Guest' }, answer: 'authSession' });
}

export async function signInWithCredentials(api: ApiClient, input: { username: string; password: string; recaptchaResponse?: string }, pkce: PkcePair) {
  return api.request('/consumers-v3/auth/signin', {
    method: 'POST',
    body: { type: 'Registered', username: input.username, password: input.password, codeChallenge: pkce.challenge, recaptcha_response: input.recaptchaResponse },
    answer: 'signInResponse',
  });
}

export interface CodeExchange {
  readonly authorizationCode: string;
  readonly codeVerifier: string;
  readonly guestObjects?: { basketId?: string; favoriteId?: string; saveForLaterId?: string };
  readonly orderNo?: string;
  readonly st?: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spec §7, §9: a token call retried once after 2000 ms on 409. */
async function withTokenRetry<T>(call: () => Promise<T>, delayMs: number): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== TOKEN_RETRY_STATUS || attempt >= TOKEN_RETRY_COUNT) throw error;
      await wait(delayMs);
    }
  }
}

/** The code exchange; retried once after 2000 ms on 409 (spec §7, §9). */
export function exchangeCode(api: ApiClient, exchange: CodeExchange, delayMs = TOKEN_RETRY_DELAY_MS): Promise<AuthSession> {
  return withTokenRetry(
    () => api.request('/token/v2/auth/token', { method: 'POST', body: { type: 'Registered', action: 'postLogin', ...exchange }, answer: 'authSession' }),
    delayMs,
  );
}

/** Sign-in of spec §4: credentials with a code challenge, then the token exchange. */
export async function signIn(api: ApiClient, input: { username: string; password: string; recaptchaResponse?: string; guestObjects?: CodeExchange['guestObjects'] }) {
  const pkce = await createPkcePair();
  const { authorizationCode } = await signInWithCredentials(api, input, pkce);
  return exchangeCode(api, { authorizationCode, codeVerifier: pkce.verifier, ...(input.guestObjects ? { guestObjects: input.guestObjects } : {}) });
}

export function refreshSession(api: ApiClient, refreshToken: string): Promise<AuthSession> {
  return api.request('/token/v2/auth/token', { method: 'POST', body: { type: 'Refresh', refreshToken }, answer: 'authSession' });
}

export function signOut(api: ApiClient, refreshToken: string) {
  return api.request('/consumers-v3/consumer/auth/signout', { method: 'POST', body: { refreshToken }, answer: 'messageResponse' });
}

/*
 * The same calls for the storefront's own pages in the browser: the tokens travel in httpOnly
 * cookies (the client sends x-storefront-session: cookie), so the answers carry none and the
 * refresh and sign-out calls send none.
 */
const cookieTransport = (api: ApiClient) => api.with({ sessionTransport: 'cookie', accessToken: undefined });

export function requestBrowserGuestSession(api: ApiClient): Promise<BrowserSession> {
  return cookieTransport(api).request('/token/v2/auth/token', { method: 'POST', body: { type: 'Guest' }, answer: 'browserSession' });
}

export function exchangeCodeInBrowser(api: ApiClient, exchange: CodeExchange, delayMs = TOKEN_RETRY_DELAY_MS): Promise<BrowserSession> {
  return withTokenRetry(
    () => cookieTransport(api).request('/token/v2/auth/token', { method: 'POST', body: { type: 'Registered', action: 'postLogin', ...exchange }, answer: 'browserSession' }),
    delayMs,
  );
}

export function refreshBrowserSession(api: ApiClient): Promise<BrowserSession> {
  return cookieTransport(api).request('/token/v2/auth/token', { method: 'POST', body: { type: 'Refresh' }, answer: 'browserSession' });
}

/** Ends the session of the access cookie and expires both cookies. */
export function signOutBrowserSession(api: ApiClient) {
  return cookieTransport(api).request('/consumers-v3/consumer/auth/signout', { method: 'POST', body: {}, answer: 'messageResponse' });
}

/** `leadSource` (query parameter of the page) goes in the source header. */
export function signUp(api: ApiClient, body: SignUpRequest, leadSource?: string) {
  return api.request('/consumers-v3/auth/signup', {
    method: 'POST', body, answer: 'signUpResponse', ...(leadSource ? { headers: { [API_HEADERS.source]: leadSource } } : {}),
  });
}

export function changePassword(api: ApiClient, currentPassword: string, newPassword: string) {
  return api.request('/consumers-v3/consumer/changepassword', { method: 'POST', body: { currentPassword, newPassword }, answer: 'messageResponse' });
}

export function forgotPassword(api: ApiClient, email: string, recaptchaResponse?: string) {
  return api.request('/consumers-v3/confirmforgotpassword', { method: 'POST', body: { email, recaptcha_response: recaptchaResponse }, answer: 'messageResponse' });
}

export function resetPassword(api: ApiClient, token: string, newPassword: string) {
  return api.request('/consumers-v3/consumer/resetpassword', { method: 'POST', body: { token, newPassword }, answer: 'messageResponse' });
}

/** Agent login (§7): the associate's own token, in the body (never a cookie); the store, when sent, must be the employee's. */
export function agentLogin(api: ApiClient, input: { storeEmployeeId: string; password: string; storeId?: string }): Promise<AgentSession> {
  return api.with({ sessionTransport: undefined, accessToken: undefined }).request('/consumers-v3/consumer/agent/login', { method: 'POST', body: input, answer: 'agentSession' });
}

/** Ends the associate's session (the agent token is the Bearer header of `api`). */
export function signOutAgent(api: ApiClient) {
  return api.request('/consumers-v3/consumer/auth/signout', { method: 'POST', body: {}, answer: 'messageResponse' });
}

export type { AgentSession, AuthSession, BrowserSession };
