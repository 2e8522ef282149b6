import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cartCount } from '../../src/stores/cart';
import { fillPlaceholders } from '../../src/shared/i18n/placeholders';

interface Props {
  readonly href: string;
  readonly label: string;
  /** "{count} items" style label for screen readers; {count} is replaced. */
  readonly countLabel: string;
}

/**
 * The header cart link with its item count, shared with every island through $cart. Its name is
 * its own text ("Cart (2 items)": the label, then the count said in words for screen readers), so
 * what a voice-control user reads on screen is part of it; the badge is for the eyes.
 */
export default function CartCount({ href, label, countLabel }: Props) {
  const stored = useStore($cartCount);
  // Marks the element once React runs in the browser (the server render has no such mark).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The first render is the server's (a cached page knows no cart): the count follows right after
  // hydration, never during it (React error #418 otherwise).
  const count = hydrated ? stored : 0;
  return (
    <a className="cart-link" href={href} data-hydrated={hydrated ? 'true' : undefined}>
      <CartIcon />
      <span className="cart-link__label">{label}</span>
      <span className="visually-hidden">({fillPlaceholders(countLabel, { count })})</span>
      <span className="cart-link__count" data-testid="cart-count" aria-hidden="true" hidden={count === 0}>
        {count}
      </span>
    </a>
  );
}

export function CartIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M6 7h12l-1 13H7L6 7Z" />
      <path d="M9 7a3 3 0 0 1 6 0" />
    </svg>
  );
}
