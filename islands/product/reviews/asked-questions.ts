import { atom } from 'nanostores';
import type { Question } from '../../../schemas/commerce/reviews';

/** Questions asked on this page (the ask-question dialog adds them; the Q&A island lists them first). */
export const $askedQuestions = atom<readonly Question[]>([]);

export function addAskedQuestion(question: Question): void {
  $askedQuestions.set([question, ...$askedQuestions.get()]);
}
