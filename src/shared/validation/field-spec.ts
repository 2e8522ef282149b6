import type { MessageKey } from '@shared/i18n/messages';
import { firstIssue, type Rule, type ValidationIssue } from './issue';
import { applyMask } from './mask';
import { maxLengthRule, minLengthRule } from './rules/length';
import { patternRule } from './rules/pattern';
import { requiredRule } from './rules/required';
import { applyTransform, type TextTransform } from './text';

/** A field's rules as data, so the server can override parts of them per country. */
export interface FieldSpec {
  readonly required: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: RegExp;
  /** Message when the pattern fails; the generic one otherwise. */
  readonly patternKey?: MessageKey;
  readonly mask?: string;
  readonly transform?: TextTransform;
  /** Checks that are code, not data (email, phone); they run after the declarative ones. */
  readonly rules?: readonly Rule[];
}

/** What the server may send for a field; patterns arrive as strings. */
export interface ServerFieldRule {
  readonly required?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly mask?: string;
  readonly transform?: TextTransform;
}

function compilePattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    // A broken server pattern must not break checkout; the default rule stays in force.
    return undefined;
  }
}

/** The server's values win field by field; what it does not send keeps the default. */
export function overrideFieldSpec(base: FieldSpec, server: ServerFieldRule | undefined): FieldSpec {
  if (!server) return base;
  const pattern = server.pattern === undefined ? undefined : compilePattern(server.pattern);
  return {
    ...base,
    ...(server.required === undefined ? {} : { required: server.required }),
    ...(server.minLength === undefined ? {} : { minLength: server.minLength }),
    ...(server.maxLength === undefined ? {} : { maxLength: server.maxLength }),
    ...(pattern ? { pattern } : {}),
    ...(server.mask === undefined ? {} : { mask: server.mask }),
    ...(server.transform === undefined ? {} : { transform: server.transform }),
  };
}

export function fieldSpecRules(spec: FieldSpec): Rule[] {
  return [
    ...(spec.required ? [requiredRule] : []),
    ...(spec.minLength === undefined ? [] : [minLengthRule(spec.minLength)]),
    ...(spec.maxLength === undefined ? [] : [maxLengthRule(spec.maxLength)]),
    ...(spec.pattern ? [patternRule(spec.pattern, spec.patternKey)] : []),
    ...(spec.rules ?? []),
  ];
}

/** Validates the value as the field shows it, i.e. after its transform. */
export function validateFieldSpec(value: string | undefined, spec: FieldSpec): ValidationIssue | null {
  return firstIssue(applyTransform((value ?? '').trim(), spec.transform), fieldSpecRules(spec));
}

/** What an input shows while typing: transform, then mask. */
export function formatFieldInput(value: string, spec: FieldSpec): string {
  const transformed = applyTransform(value, spec.transform);
  return spec.mask ? applyMask(transformed, spec.mask) : transformed;
}
