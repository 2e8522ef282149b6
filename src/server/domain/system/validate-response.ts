import { ANSWER_CONTRACTS, type AnswerName } from '@schemas/protocol/answer-contracts';
import type { ValidateResponseResult } from '@schemas/commerce/fapi';

const MAX_ISSUES = 20;

export function isAnswerName(name: string): name is AnswerName {
  return Object.hasOwn(ANSWER_CONTRACTS, name);
}

export const ANSWER_NAMES = Object.keys(ANSWER_CONTRACTS).sort() as AnswerName[];

/**
 * Holds an answer a client received against its contract (the same zod schema the server answers
 * with and the storefront's client checks): valid, or where and how it differs.
 */
export function validateAnswer(contract: AnswerName, data: unknown): ValidateResponseResult {
  const parsed = ANSWER_CONTRACTS[contract].safeParse(data);
  if (parsed.success) return { contract, valid: true, issues: [] };
  return {
    contract,
    valid: false,
    issues: parsed.error.issues.slice(0, MAX_ISSUES).map((issue) => ({
      path: issue.path.length ? issue.path.map(String).join('.') : '(root)',
      message: issue.message,
    })),
  };
}
