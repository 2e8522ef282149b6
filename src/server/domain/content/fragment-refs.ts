/** Block data names a fragment with a `fragmentId` string (e.g. a fragment or pop-up reference). */
const FRAGMENT_FIELD = 'fragmentId';

/** Every fragment id referenced anywhere in a canvas body, sorted and unique. */
export function referencedFragments(...bodies: unknown[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 32 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    for (const [name, child] of Object.entries(value)) {
      if (name === FRAGMENT_FIELD && typeof child === 'string' && child !== '') found.add(child);
      else visit(child, depth + 1);
    }
  };
  for (const body of bodies) visit(body, 0);
  return [...found].sort();
}
