import { useState, type ReactNode } from 'react';
import type { ConsumerProfile } from '../../schemas/commerce/consumer';
import { ApiRequestError, type ApiClient } from '../../src/lib/api/client';
import type { AccountAreaKey } from '../../src/shared/i18n/messages/account-area';
import type { MessageParams } from '../../src/shared/i18n/messages';
import type { AccountAreaProps } from './area-props';

/** What every section of the area gets from the root island. */
export interface SectionProps extends AccountAreaProps {
  readonly api: ApiClient;
  readonly profile: ConsumerProfile;
  readonly t: (key: AccountAreaKey, params?: MessageParams) => string;
  /** Runs a call in the session (refresh once on 401; a dead session goes to sign-in). */
  readonly run: <T>(call: (authorized: ApiClient) => Promise<T>) => Promise<T>;
  /** The profile after a change, for every section to show. */
  readonly onProfile: (profile: ConsumerProfile) => void;
}

/** A titled region of the page, reachable from the section navigation. */
export function Section({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="account-area__section" id={id} aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} tabIndex={-1}>{title}</h2>
      {children}
    </section>
  );
}

export type Outcome = { readonly kind: 'idle' } | { readonly kind: 'busy' } | { readonly kind: 'done'; readonly text: string } | { readonly kind: 'failed'; readonly text: string };

/** The result line of a form: polite status for success, an alert for failure. */
export function OutcomeLine({ outcome, testId }: { readonly outcome: Outcome; readonly testId: string }) {
  return (
    <>
      <p className="account-area__status" role="status" data-testid={`${testId}-status`}>{outcome.kind === 'done' ? outcome.text : ''}</p>
      {outcome.kind === 'failed' && <p className="account-area__error" role="alert" data-testid={`${testId}-error`}>{outcome.text}</p>}
    </>
  );
}

export function useOutcome() {
  return useState<Outcome>({ kind: 'idle' });
}

/** The API's field for a §8 error (e.g. 'consumerDetails.phone' → 'phone'), when it named one. */
export function errorField(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return error.body?.errorDetails[0]?.field?.split('.').at(-1);
}
