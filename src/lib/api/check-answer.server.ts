import { ANSWER_CONTRACTS } from '@schemas/protocol/answer-contracts';
import type { AnswerCheck } from './client';

/** Holds an answer to its zod contract; the server side's typed clients use it (src/middleware.ts). */
export const checkAnswerContract: AnswerCheck = (name, json) => {
  const parsed = ANSWER_CONTRACTS[name].safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: parsed.error.issues[0]?.message ?? 'not the expected shape' };
};
