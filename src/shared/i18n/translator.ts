import { fillPlaceholders, type MessageParams } from './placeholders';

/** One language of one area's catalogue: texts by key, with {placeholders} and plural forms in them. */
export type Catalogue<K extends string = string> = Readonly<Record<K, string>>;

/**
 * A catalogue read as a function: `t(key, params)` is the message of `key` with its placeholders and
 * plural forms filled by `fillPlaceholders` in the catalogue's language. Every area (validation, ui,
 * cart, checkout, account area, favorites, …) is read through this one translator.
 */
export interface Translator<K extends string> {
  (key: K, params?: MessageParams): string;
  readonly messages: Catalogue<K>;
  readonly language: string;
}

export function translator<K extends string>(messages: Catalogue<K>, language = 'en'): Translator<K> {
  return Object.assign((key: K, params?: MessageParams) => fillPlaceholders(messages[key], params, language), { messages, language });
}

/** Whether the catalogue has `key`: for keys made of what the API sends (`error_<id>`, `flash_<code>`). */
export function hasMessage<K extends string>(t: Translator<K>, key: string): key is K {
  return Object.hasOwn(t.messages, key);
}

/** What a failed call tells the shopper: the §8 errorId and the server's message, when the API answered one. */
export interface ApiFailure {
  readonly errorId?: string | null | undefined;
  readonly message?: string | null | undefined;
}

/**
 * Spec §8, the one mapping from an API answer to the text a shopper reads, for every area: a known
 * errorId or flash code shows its configured message (`error_<id>`, else `flash_<code>`, of the
 * area's catalogue) with its placeholders filled; an unknown id shows the server's message; anything
 * else (no answer: a network failure, a bug) the area's generic message (`error_GEN500`, else
 * `somethingWentWrong`).
 */
export function errorText<K extends string>(t: Translator<K>, failure: ApiFailure | null | undefined, params?: MessageParams): string {
  const configured = failure?.errorId ? configuredText(t, failure.errorId, params) : undefined;
  return configured ?? (failure?.message || genericErrorText(t));
}

/** The configured text of an errorId or flash code, when the area's catalogue has one. */
export function configuredText<K extends string>(t: Translator<K>, id: string, params?: MessageParams): string | undefined {
  for (const key of [`error_${id}`, `flash_${id}`]) if (hasMessage(t, key)) return t(key, params);
  return undefined;
}

function genericErrorText<K extends string>(t: Translator<K>): string {
  for (const key of ['error_GEN500', 'somethingWentWrong']) if (hasMessage(t, key)) return t(key);
  return '';
}

/** The named texts of one catalogue with {placeholders} left in place, for an island's props. */
export function pickTexts<K extends string, P extends K>(messages: Catalogue<K>, keys: readonly P[]): Readonly<Record<P, string>> {
  return Object.fromEntries(keys.map((key) => [key, messages[key]])) as Record<P, string>;
}
