/** Length as a person counts it: composed characters, so 'Zoë' is 3 whether typed precomposed or not. */
export function charLength(value: string): number {
  return [...value.normalize('NFC')].length;
}

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** Transforms the server can ask for; 'capitalize' upper-cases the whole value (postal codes). */
export type TextTransform = 'capitalize';

export function applyTransform(value: string, transform: TextTransform | undefined): string {
  return transform === 'capitalize' ? value.toUpperCase() : value;
}
