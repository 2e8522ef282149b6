/** A machine translation provider for review text. */
export interface ReviewTranslator {
  readonly name: string;
  translate(text: string, from: string, to: string): Promise<string>;
}

/**
 * Sandbox provider: no network, marks the text so a shopper (and a test) can see it was
 * machine translated: "[fr→en] original text".
 */
export const sandboxTranslator: ReviewTranslator = {
  name: 'sandbox',
  async translate(text, from, to) {
    return `[${from}→${to}] ${text}`;
  },
};

let current: ReviewTranslator = sandboxTranslator;

export function reviewTranslator(): ReviewTranslator {
  return current;
}

/** Swap the provider (a real one in production wiring, a fake in tests). */
export function setReviewTranslator(translator: ReviewTranslator): void {
  current = translator;
}
