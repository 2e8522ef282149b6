import type { MessageKey, MessageParams } from '@shared/i18n/messages';
import { codeForMessageKey, type ValidationCode } from './codes';

/** What a failed rule returns: the message key and the values of its {placeholders}. */
export interface ValidationIssue {
  readonly key: MessageKey;
  readonly params?: MessageParams;
  /** The §5 code, when the message has one. */
  readonly code?: ValidationCode;
}

/** A rule answers null when the value passes. */
export type Rule<T = string> = (value: T) => ValidationIssue | null;

/** Per-field issues of a form; a field that passes is absent. */
export type FieldIssues<F extends string> = Partial<Record<F, ValidationIssue>>;

export function issue(key: MessageKey, params?: MessageParams): ValidationIssue {
  const code = codeForMessageKey(key);
  return { key, ...(params ? { params } : {}), ...(code ? { code } : {}) };
}

/** Runs rules in order and returns the first issue, as a form shows one message per field. */
export function firstIssue<T>(value: T, rules: readonly Rule<T>[]): ValidationIssue | null {
  for (const rule of rules) {
    const found = rule(value);
    if (found) return found;
  }
  return null;
}

export function hasIssues(issues: Readonly<Record<string, ValidationIssue | undefined>>): boolean {
  return Object.values(issues).some(Boolean);
}
