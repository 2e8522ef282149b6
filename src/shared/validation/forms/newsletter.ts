import type { FieldIssues } from '../issue';
import { requiredEmailRule } from '../rules/email';
import { requiredRule } from '../rules/required';

export interface NewsletterInput {
  readonly email?: string;
  readonly policy?: boolean;
}

export type NewsletterField = 'email' | 'policy';

/** Spec §5: email required and valid; the policy checkbox must be ticked. */
export function validateNewsletter(input: NewsletterInput): FieldIssues<NewsletterField> {
  const issues: FieldIssues<NewsletterField> = {};
  const email = requiredEmailRule(input.email ?? '');
  const policy = requiredRule(input.policy ?? false);
  if (email) issues.email = email;
  if (policy) issues.policy = policy;
  return issues;
}
